// Parts every analytics answer carries: the resolved range, data completeness and the metrics the
// location's tier does not offer.
import { z } from 'zod';
import { NOT_COMPARABLE_REASONS } from '../../rules/analytics/metric-change';
import { METRICS } from '../../rules/locations/metrics';
import { GRANULARITIES } from './query';

export const analyticsRangeSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  days: z.number().int(),
  time_zone: z.string(),
  granularity: z.enum(GRANULARITIES),
  business_hours: z.boolean(),
  area_id: z.number().int().nullable(),
});
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;

export const completenessSchema = z.object({
  /** Gateways connected to the location now. */
  gateways_connected: z.number().int(),
  /** Gateways that reported anything (detection or heartbeat) in the range. */
  gateways_reporting: z.number().int(),
  /** Local hours in the range (business hours only with business_hours=1). */
  hours_in_range: z.number().int(),
  /** Of those, hours in which no gateway reported anything. */
  hours_without_data: z.number().int(),
  /** Days of the range, and of the comparison range when compared, before today whose stored data
   * the figures do not include yet (the pipeline is computing them: core's pendingDatesIn). */
  pending_days: z.number().int(),
  note: z.string(),
});
export type Completeness = z.infer<typeof completenessSchema>;

export const unavailableMetricSchema = z.object({
  metric: z.enum(METRICS),
  reason: z.string(),
});

/** Spread into every analytics answer. */
export const analyticsMetaShape = {
  range: analyticsRangeSchema,
  completeness: completenessSchema,
  unavailable: z.array(unavailableMetricSchema),
};

/** The comparison range of core's comparisonRange, and whether figures are daily averages. */
export const comparisonRangeSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  days: z.number().int(),
  averaged: z.boolean(),
  /** Whether the two periods' data coverage is close (core's comparabilityOf); when false every
   * change is null with reason "not_comparable", and not_comparable_reason says why. */
  comparable: z.boolean(),
  /** Share of hours with data, 0..1, of the selection and of the comparison range. */
  current_coverage: z.number().nullable(),
  previous_coverage: z.number().nullable(),
  not_comparable_reason: z.enum(NOT_COMPARABLE_REASONS).nullable(),
  /** Set when the selection ends in a period not yet over (today): the comparison range was cut
   * at the same local time of its last day, as an ISO instant; null otherwise. */
  previous_cut_at: z.string().nullable(),
});

/** One figure's change (core's metricChange). */
export const metricChangeSchema = z.object({
  kind: z.enum(['relative', 'points']),
  value: z.number().nullable(),
  direction: z.enum(['up', 'down', 'flat']).nullable(),
  tone: z.enum(['positive', 'negative', 'neutral']).nullable(),
  reason: z.enum(['no_value', 'previous_zero', 'not_comparable']).nullable(),
});

/** A time bucket: the local day starting it (week: its Monday; month: its 1st) or, by hour, the
 * UTC instant the hour starts with its local wall-clock hour. */
export const bucketKeyShape = {
  bucket: z.string(),
  local_hour: z.number().int().nullable(),
};

export const nullableFigure = z.number().nullable();
