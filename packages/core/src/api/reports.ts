// Saved reports (docs/product.md section 7): a named selection of locations/folders, metrics and a
// period, optionally e-mailed on a schedule; each run stores its figures.
import { z } from 'zod';
import { metricChangeSchema } from './analytics/common';
import {
  isDateString,
  isSupportedDate,
  rangeLengthDays,
  UNSUPPORTED_DATE_MESSAGE,
} from '../rules/time/date-range';
import { emailField, idString, optionalText, requiredText } from './fields';

export const REPORT_METRICS = [
  'visitors',
  'walk_bys',
  'walk_ins',
  'capture_rate',
  'engagement_rate',
  'avg_dwell_s',
  'fqv',
] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];

export const REPORT_ROLLING_DAYS = [7, 14, 30, 90] as const;
export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export const REPORT_FREQUENCIES = ['none', 'daily', 'weekly', 'monthly'] as const;
export const REPORT_STATUSES = ['never', 'ok', 'failed'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** Longest fixed period, in days (inclusive of both ends). */
export const REPORT_MAX_FIXED_DAYS = 366;

export const REPORT_MESSAGES = {
  noScope: 'Choose at least one location or folder',
  noMetric: 'Choose at least one metric',
  metric: 'Metric is not valid',
  endBeforeStart: 'End date must not be before the start date',
  tooLong: `Period must be at most ${REPORT_MAX_FIXED_DAYS} days`,
  rollingDays: 'Rolling period must be 7, 14, 30 or 90 days',
  granularity: 'Granularity must be day, week or month',
  frequency: 'Frequency must be none, daily, weekly or monthly',
  period: 'Period is not valid',
} as const;

const reportMetricSchema = z.enum(REPORT_METRICS, { error: REPORT_MESSAGES.metric });

const fixedPeriodSchema = z.strictObject({
  kind: z.literal('fixed'),
  start_date: z
    .string()
    .refine(isDateString, 'Start date must be a date (YYYY-MM-DD)')
    .refine(isSupportedDate, UNSUPPORTED_DATE_MESSAGE('Start date')),
  end_date: z
    .string()
    .refine(isDateString, 'End date must be a date (YYYY-MM-DD)')
    .refine(isSupportedDate, UNSUPPORTED_DATE_MESSAGE('End date')),
});
const rollingPeriodSchema = z.strictObject({
  kind: z.literal('rolling'),
  days: z.union(
    REPORT_ROLLING_DAYS.map((days) => z.literal(days)),
    { error: REPORT_MESSAGES.rollingDays },
  ),
});
export const reportPeriodSchema = z.discriminatedUnion(
  'kind',
  [fixedPeriodSchema, rollingPeriodSchema],
  {
    error: REPORT_MESSAGES.period,
  },
);
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

export const reportScheduleSchema = z.object({
  frequency: z.enum(REPORT_FREQUENCIES, { error: REPORT_MESSAGES.frequency }),
  recipients: z.array(z.string()),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

export const REPORT_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type ReportDeliveryStatus = (typeof REPORT_DELIVERY_STATUSES)[number];

/** The latest scheduled mailing of a report (pending: not sent yet or retrying; failed: no
 * attempts left). */
export const reportDeliverySchema = z.object({
  status: z.enum(REPORT_DELIVERY_STATUSES),
  /** The schedule slot (06:00 local) the mailing is for. */
  slot_at: z.string(),
  sent_at: z.string().nullable(),
  attempts: z.number().int(),
  /** When a pending mailing is tried again; null once sent or failed. */
  next_attempt_at: z.string().nullable(),
  /** The last failure's message; null once sent. */
  error: z.string().nullable(),
});
export type ReportDelivery = z.infer<typeof reportDeliverySchema>;

export const reportSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  location_ids: z.array(z.string()),
  folder_ids: z.array(z.string()),
  metrics: z.array(z.enum(REPORT_METRICS)),
  period: reportPeriodSchema,
  granularity: z.enum(REPORT_GRANULARITIES),
  comparison: z.boolean(),
  schedule: reportScheduleSchema,
  last_run_at: z.string().nullable(),
  last_status: z.enum(REPORT_STATUSES),
  /** The latest scheduled mailing; null when none was due yet. */
  last_delivery: reportDeliverySchema.nullable(),
  /** The next schedule slot; null without a schedule, recipients or a covered location. */
  next_delivery_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

const reportRequestShape = {
  name: requiredText('Name', 100),
  description: optionalText('Description', 500),
  location_ids: z.array(idString).max(500).default([]),
  folder_ids: z.array(idString).max(500).default([]),
  metrics: z.array(reportMetricSchema).min(1, REPORT_MESSAGES.noMetric),
  period: reportPeriodSchema,
  granularity: z.enum(REPORT_GRANULARITIES, { error: REPORT_MESSAGES.granularity }).default('day'),
  comparison: z.boolean({ error: 'Comparison must be true or false' }).default(false),
  schedule: z
    .strictObject({
      frequency: z.enum(REPORT_FREQUENCIES, { error: REPORT_MESSAGES.frequency }),
      recipients: z.array(emailField('Recipient')).max(50).default([]),
    })
    .default({ frequency: 'none', recipients: [] }),
};

type ReportRequestChecked = {
  location_ids: string[];
  folder_ids: string[];
  period: ReportPeriod;
};

/** Cross-field rules: some scope, and a fixed period that runs forwards and is not too long. */
function checkReportRequest(value: ReportRequestChecked, ctx: z.RefinementCtx): void {
  if (value.location_ids.length === 0 && value.folder_ids.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['location_ids'], message: REPORT_MESSAGES.noScope });
  }
  const { period } = value;
  // Malformed dates already have their own message (the refinement runs regardless).
  if (period.kind !== 'fixed' || !isDateString(period.start_date) || !isDateString(period.end_date))
    return;
  if (period.end_date < period.start_date) {
    ctx.addIssue({
      code: 'custom',
      path: ['period', 'end_date'],
      message: REPORT_MESSAGES.endBeforeStart,
    });
  } else if (
    rangeLengthDays({ start: period.start_date, end: period.end_date }) > REPORT_MAX_FIXED_DAYS
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['period', 'end_date'],
      message: REPORT_MESSAGES.tooLong,
    });
  }
}

export const reportCreateRequestSchema = z
  .strictObject(reportRequestShape)
  .superRefine(checkReportRequest);
export type ReportCreateRequest = z.input<typeof reportCreateRequestSchema>;

/** An update replaces the whole report (the form always sends every field). */
export const reportUpdateRequestSchema = reportCreateRequestSchema;
export type ReportUpdateRequest = z.input<typeof reportUpdateRequestSchema>;

/** A per-location override of the report's metrics. */
export const reportItemSchema = z.object({
  id: z.string(),
  report_id: z.string(),
  location_id: z.string(),
  metrics: z.array(z.enum(REPORT_METRICS)),
});
export type ReportItem = z.infer<typeof reportItemSchema>;

export const reportItemRequestSchema = z.strictObject({
  location_id: idString,
  metrics: z.array(reportMetricSchema).min(1, REPORT_MESSAGES.noMetric),
});
export type ReportItemRequest = z.input<typeof reportItemRequestSchema>;

/** Figures per metric; only the metrics asked for are present (null: not offered or no data). */
const figuresSchema = z.partialRecord(z.enum(REPORT_METRICS), z.number().nullable());

export const reportResultRowSchema = z.object({
  location_id: z.string(),
  location_name: z.string(),
  /** The bucket's first local day; null on the period's total row. */
  bucket: z.string().nullable(),
  values: figuresSchema,
  previous: figuresSchema.nullable(),
  /** The total row's change of each metric, as the analytics answer states it (core's
   * catalogue); null on bucket rows and without comparison; absent in results stored before. */
  changes: z.record(z.string(), metricChangeSchema).nullable().optional(),
});
export type ReportResultRow = z.infer<typeof reportResultRowSchema>;

const dateRangeSchema = z.object({ start_date: z.string(), end_date: z.string() });

export const reportResultsSchema = z.object({
  report_id: z.string(),
  run_at: z.string(),
  range: dateRangeSchema,
  comparison_range: dateRangeSchema.nullable(),
  rows: z.array(reportResultRowSchema),
});
export type ReportResults = z.infer<typeof reportResultsSchema>;
export type ReportFigures = z.infer<typeof figuresSchema>;
