// British English: American English with British spelling.
import { enUS } from './en-US';
import type { ReportTexts } from './types';

export const enGB: ReportTexts = {
  ...enUS,
  explain: {
    ...enUS.explain,
    grade: (grade, percentile, peers) =>
      `Attraction grade ${grade}: percentile ${percentile} among ${peers} locations of the same type in your organisation, by capture rate.`,
  },
};
