// Test helper: foot-traffic answers shaped like the API's, with only the figures a test sets.
import {
  estimateFromSummary,
  resolveEstimate,
  type FootTrafficFigures,
  type FootTrafficResponse,
} from '@footfall/core';

export const NO_FIGURES: FootTrafficFigures = {
  walk_bys: null,
  visitors: null,
  capture_rate: null,
  engagers: null,
  browsers: null,
  engagement_rate: null,
  fqv: null,
  returning_visitors: null,
  randomized_visitors: null,
  avg_dwell_s: null,
  avg_visit_duration_s: null,
  presence_avg: null,
};

export const figures = (set: Partial<FootTrafficFigures>): FootTrafficFigures => ({
  ...NO_FIGURES,
  ...set,
});

export function footTrafficAnswer(
  set: {
    buckets?: FootTrafficResponse['buckets'];
    totals?: Partial<FootTrafficFigures>;
    hoursInRange?: number;
    hoursWithoutData?: number;
    granularity?: FootTrafficResponse['range']['granularity'];
  } = {},
): FootTrafficResponse {
  return {
    range: {
      start_date: '2026-01-06',
      end_date: '2026-01-09',
      days: 4,
      time_zone: 'America/Los_Angeles',
      granularity: set.granularity ?? 'day',
      business_hours: false,
      area_id: null,
    },
    completeness: {
      gateways_connected: 2,
      gateways_reporting: 2,
      hours_in_range: set.hoursInRange ?? 96,
      hours_without_data: set.hoursWithoutData ?? 0,
      pending_days: 0,
      note: '',
    },
    unavailable: [],
    buckets: set.buckets ?? [],
    totals: figures(set.totals ?? {}),
    busiest_hours: null,
    comparison: null,
    estimate: estimateFromSummary(resolveEstimate(null)),
  };
}

export const dayBucket = (day: string, set: Partial<FootTrafficFigures>) => ({
  bucket: day,
  local_hour: null,
  ...figures(set),
});

export const hourBucket = (
  instant: string,
  localHour: number,
  set: Partial<FootTrafficFigures>,
) => ({
  bucket: instant,
  local_hour: localHour,
  ...figures(set),
});
