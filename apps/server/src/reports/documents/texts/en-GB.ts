// British English: American English with British spelling.
import { plural } from '@footfall/core';
import { enUS } from './en-US';
import type { ReportTexts } from './types';

export const enGB: ReportTexts = {
  ...enUS,
  explain: {
    ...enUS.explain,
    grade: (grade, percentile, peers, peerCount) =>
      `Attraction grade ${grade}: percentile ${percentile} among ${peers} ${plural('en-GB', peerCount, { one: 'location', other: 'locations' })} of the same type in your organisation, by capture rate.`,
  },
};
