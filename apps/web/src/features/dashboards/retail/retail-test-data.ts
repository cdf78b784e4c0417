// Analytics answers for the retail transforms' tests: a plain week by default, overridable.
import type {
  Completeness,
  DoorCounterFigures,
  DoorCounterResponse,
  FootTrafficFigures,
  FootTrafficResponse,
} from '@footfall/core';
import { estimateFromSummary, resolveEstimate } from '@footfall/core';

export const RANGE = {
  start_date: '2026-03-02',
  end_date: '2026-03-08',
  days: 7,
  time_zone: 'Europe/Paris',
  granularity: 'day' as const,
  business_hours: false,
  area_id: null,
};

export const COMPLETE: Completeness = {
  gateways_connected: 2,
  gateways_reporting: 2,
  hours_in_range: 168,
  hours_without_data: 0,
  pending_days: 0,
  note: '2 gateways reported in this range (2 connected now).',
};

export function figures(overrides: Partial<FootTrafficFigures> = {}): FootTrafficFigures {
  return {
    walk_bys: 300,
    visitors: 100,
    capture_rate: 0.25,
    engagers: 40,
    browsers: 60,
    engagement_rate: 0.4,
    fqv: 20,
    returning_visitors: 10,
    randomized_visitors: 30,
    avg_dwell_s: 600,
    avg_visit_duration_s: 720,
    presence_avg: 3,
    ...overrides,
  };
}

export function footTraffic(overrides: Partial<FootTrafficResponse> = {}): FootTrafficResponse {
  return {
    range: RANGE,
    completeness: COMPLETE,
    unavailable: [],
    buckets: [],
    totals: figures(),
    busiest_hours: [],
    comparison: null,
    estimate: estimateFromSummary(resolveEstimate(null)),
    ...overrides,
  };
}

export function doorFigures(overrides: Partial<DoorCounterFigures> = {}): DoorCounterFigures {
  return { walk_ins: 120, walk_outs: 118, traffic: 119, occupancy_max: 14, ...overrides };
}

export function doorCounter(overrides: Partial<DoorCounterResponse> = {}): DoorCounterResponse {
  return {
    range: RANGE,
    completeness: COMPLETE,
    unavailable: [],
    buckets: [],
    totals: doorFigures(),
    comparison: null,
    basis: { method: 'counted' },
    ...overrides,
  };
}
