// visit-duration's bins (`<5`, `5-10`, ... `>60` minutes) -> translatable labels and counts, and
// profile-qualifiers -> the new / returning / not identifiable split.
import type { ProfileQualifiersResponse, VisitDurationResponse } from '@footfall/core';

export type DurationBinLabel =
  | { key: 'under'; values: { max: number } }
  | { key: 'between'; values: { min: number; max: number } }
  | { key: 'over'; values: { min: number } };

export interface DurationBin {
  label: DurationBinLabel;
  visits: number;
}

function binLabel(min: number, max: number | null): DurationBinLabel {
  if (max === null) return { key: 'over', values: { min } };
  if (min === 0) return { key: 'under', values: { max } };
  return { key: 'between', values: { min, max } };
}

export function durationBins(response: VisitDurationResponse): DurationBin[] {
  return response.bins.map((bin) => ({
    label: binLabel(bin.min_minutes, bin.max_minutes),
    visits: bin.visits,
  }));
}

export interface VisitorKinds {
  newVisitors: number;
  returningVisitors: number;
  randomizedVisitors: number;
  /** Returning / identifiable visitors, 0-1; null without identifiable visitors. */
  returningRate: number | null;
}

/** Null when the tier offers no visitor figures. */
export function visitorKinds(response: ProfileQualifiersResponse): VisitorKinds | null {
  if (response.new_visitors === null || response.returning_visitors === null) return null;
  return {
    newVisitors: response.new_visitors,
    returningVisitors: response.returning_visitors,
    randomizedVisitors: response.randomized_visitors ?? 0,
    returningRate: response.returning_rate,
  };
}
