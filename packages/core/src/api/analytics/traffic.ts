// foot-traffic and door-counter answers: figures per time bucket, totals and, with compare=1,
// the same figures for the comparison range.
import { z } from 'zod';
import {
  analyticsMetaShape,
  bucketKeyShape,
  comparisonRangeSchema,
  metricChangeSchema,
  nullableFigure,
} from './common';
import { countedSchema, estimateSchema } from './estimate';

/** Counts are null when the location's tier does not offer their metric; rates are null when
 * their denominator is 0. */
export const footTrafficFiguresSchema = z.object({
  walk_bys: nullableFigure,
  visitors: nullableFigure,
  capture_rate: nullableFigure,
  engagers: nullableFigure,
  browsers: nullableFigure,
  engagement_rate: nullableFigure,
  fqv: nullableFigure,
  returning_visitors: nullableFigure,
  randomized_visitors: nullableFigure,
  avg_dwell_s: nullableFigure,
  avg_visit_duration_s: nullableFigure,
  presence_avg: nullableFigure,
});
export type FootTrafficFigures = z.infer<typeof footTrafficFiguresSchema>;

export const doorCounterFiguresSchema = z.object({
  walk_ins: nullableFigure,
  walk_outs: nullableFigure,
  traffic: nullableFigure,
  occupancy_max: nullableFigure,
});
export type DoorCounterFigures = z.infer<typeof doorCounterFiguresSchema>;

/** A change for every field of `figures`. */
const changesFor = <T extends z.ZodObject<z.ZodRawShape>>(figures: T) =>
  z.object(
    Object.fromEntries(Object.keys(figures.shape).map((field) => [field, metricChangeSchema])),
  ) as unknown as z.ZodObject<{ [K in keyof T['shape']]: typeof metricChangeSchema }>;

const comparisonOf = <T extends z.ZodObject<z.ZodRawShape>>(figures: T) =>
  comparisonRangeSchema
    .extend({
      /** The selected range on the comparison's basis (daily averages when averaged). */
      current: figures,
      previous: figures,
      /** Each figure's change by the metric catalogue's rule (core's changesOf). */
      changes: changesFor(figures),
    })
    .nullable();

export const busiestHourSchema = z.object({
  weekday: z.number().int(),
  hour: z.number().int(),
  visitors: z.number(),
});

export const footTrafficResponseSchema = z.object({
  ...analyticsMetaShape,
  buckets: z.array(footTrafficFiguresSchema.extend(bucketKeyShape)),
  totals: footTrafficFiguresSchema,
  /** Visitors per weekday (0 = Monday) and local hour; null without visitor metrics. */
  busiest_hours: z.array(busiestHourSchema).nullable(),
  comparison: comparisonOf(footTrafficFiguresSchema),
  /** The visitor counts are Wi-Fi estimates: their band and what calibrates it. */
  estimate: estimateSchema,
});
export type FootTrafficResponse = z.infer<typeof footTrafficResponseSchema>;

export const doorCounterResponseSchema = z.object({
  ...analyticsMetaShape,
  buckets: z.array(doorCounterFiguresSchema.extend(bucketKeyShape)),
  totals: doorCounterFiguresSchema,
  comparison: comparisonOf(doorCounterFiguresSchema),
  /** Door counters count: their figures carry no band. */
  basis: countedSchema,
});
export type DoorCounterResponse = z.infer<typeof doorCounterResponseSchema>;
