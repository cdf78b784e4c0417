// The comparison report (route /main/comparison-report/{reportId}, docs/product.md section 2): a
// saved report's locations side by side and period vs period on the comparison metrics, each graded
// among the corporation's locations of the same type (GET /api/system/reports/{id}/comparison).
import { z } from 'zod';
import { MAX_ANALYTICS_RANGE_DAYS } from '../rules/analytics/analytics-range';
import { NOT_COMPARABLE_REASONS } from '../rules/analytics/metric-change';
import {
  isDateString,
  isSupportedDate,
  rangeLengthDays,
  UNSUPPORTED_DATE_MESSAGE,
} from '../rules/time/date-range';
import { COMPARISON_METRICS, QUALITY_GRADES } from '../rules/vocabulary';
import { metricChangeSchema } from './analytics/common';

export const REPORT_COMPARISON_MESSAGES = {
  startDate: 'Start date must be a date (YYYY-MM-DD)',
  endDate: 'End date must be a date (YYYY-MM-DD)',
  bothDates: 'Give both the start and the end date, or neither',
  endBeforeStart: 'End date must not be before the start date',
  tooLong: `The date range must not be longer than ${MAX_ANALYTICS_RANGE_DAYS} days`,
} as const;

/** An optional date of the query string; `message` when it is not one. */
const queryDate = (label: string, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine(isDateString, message)
    .refine(isSupportedDate, UNSUPPORTED_DATE_MESSAGE(label))
    .optional();

/** Optional override of the report's period (both dates or neither). */
export const reportComparisonQuerySchema = z
  .strictObject({
    start_date: queryDate('Start date', REPORT_COMPARISON_MESSAGES.startDate),
    end_date: queryDate('End date', REPORT_COMPARISON_MESSAGES.endDate),
  })
  .superRefine((value, ctx) => {
    const { start_date: start, end_date: end } = value;
    if ((start === undefined) !== (end === undefined)) {
      const path = start === undefined ? 'start_date' : 'end_date';
      ctx.addIssue({ code: 'custom', path: [path], message: REPORT_COMPARISON_MESSAGES.bothDates });
      return;
    }
    if (!start || !end || !isDateString(start) || !isDateString(end)) return;
    if (end < start) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: REPORT_COMPARISON_MESSAGES.endBeforeStart,
      });
    } else if (rangeLengthDays({ start, end }) > MAX_ANALYTICS_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: REPORT_COMPARISON_MESSAGES.tooLong,
      });
    }
  });
export type ReportComparisonQuery = z.output<typeof reportComparisonQuerySchema>;

export const comparisonMetricSchema = z.enum(COMPARISON_METRICS);

/** One metric of one location over one range, graded among its peers. */
export const gradedValueSchema = z.object({
  /** mean: visitors per day; attraction, engagement, FQV: a rate 0-1; dwell: seconds. */
  value: z.number().nullable(),
  /** Percentile rank among the peers (0-100); null with fewer than two peers or no value. */
  percentile: z.number().nullable(),
  grade: z.enum(QUALITY_GRADES).nullable(),
});
export type GradedValue = z.infer<typeof gradedValueSchema>;

const perMetric = <T extends z.ZodType>(schema: T) =>
  z.object({ mean: schema, attraction: schema, engagement: schema, dwell: schema, FQV: schema });

export const comparisonFiguresSchema = perMetric(gradedValueSchema);
export type ComparisonFigures = z.infer<typeof comparisonFiguresSchema>;

const rangeSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  days: z.number().int(),
});

export const comparisonLocationSchema = z.object({
  location_id: z.string(),
  name: z.string(),
  /** RETAIL, MALL, XM or AT: grades are among locations of this type. */
  type: z.string(),
  time_zone: z.string(),
  current: comparisonFiguresSchema,
  previous: comparisonFiguresSchema,
  /** Each metric's change by the catalogue (mean and dwell relative, rates in points); none
   * when the two periods' data coverage is not comparable. */
  change: perMetric(metricChangeSchema),
  comparable: z.boolean(),
  not_comparable_reason: z.enum(NOT_COMPARABLE_REASONS).nullable(),
  /** Locations of the same type with data in each range (this one included). */
  peers: z.object({ current: z.number().int(), previous: z.number().int() }),
});
export type ComparisonLocation = z.infer<typeof comparisonLocationSchema>;

export const reportComparisonSchema = z.object({
  report_id: z.string(),
  report_name: z.string(),
  /** The range compared (the report's period, or the override); local days of each location. */
  range: rangeSchema,
  /** The days just before: as long, or twice as long when the range is longer than 15 days. */
  comparison_range: rangeSchema,
  metrics: z.array(comparisonMetricSchema),
  locations: z.array(comparisonLocationSchema),
  /** How many locations each type's grades are among, per range. */
  peers: z.array(
    z.object({ type: z.string(), current: z.number().int(), previous: z.number().int() }),
  ),
  /** The grading bands (percentile ranks), worst first; see core gradeBandRules. */
  bands: z.array(
    z.object({ grade: z.enum(QUALITY_GRADES), from: z.number(), to: z.number().nullable() }),
  ),
});
export type ReportComparison = z.infer<typeof reportComparisonSchema>;
