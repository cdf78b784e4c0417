// Brand visibility of a booth: how many people it was seen by (impressions) and a visibility score
// that makes events of different lengths comparable. Our definition, explained on the page:
// visibility score = impressions per live hour, a live hour being an hour of the range in which
// at least one of the booth's gateways reported (the API's completeness figures), so hours when
// the booth was switched off do not dilute it.
import type { FootTrafficResponse } from '@footfall/core';
import { impressionsOf } from './event-figures';

export interface BrandVisibility {
  impressions: number | null;
  walkBys: number | null;
  visitors: number | null;
  /** Hours of the range with data from at least one gateway. */
  liveHours: number;
  /** Impressions per live hour; null without impressions or live hours. */
  score: number | null;
  /** Visitors / impressions: the share of passers-by the booth drew in. */
  captureRate: number | null;
}

export function brandVisibility(response: FootTrafficResponse): BrandVisibility {
  const { totals, completeness } = response;
  const impressions = impressionsOf(totals);
  const liveHours = Math.max(0, completeness.hours_in_range - completeness.hours_without_data);
  return {
    impressions,
    walkBys: totals.walk_bys,
    visitors: totals.visitors,
    liveHours,
    score: impressions === null || liveHours === 0 ? null : impressions / liveHours,
    captureRate: totals.capture_rate,
  };
}
