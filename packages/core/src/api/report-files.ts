// Generated report files (docs/product.md section 7: POST {origin}/report/<kind>, answered with
// the file). The product request leaves the payloads open; ours are decided here and documented
// in docs/reports.md.
// A small file is the answer itself; a large one (or one asked for with `background: true`) is
// made in the background: the answer is 202 with a job whose progress can be read until its file
// is ready.
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../rules/i18n/locale';
import { REPORT_DATE_FORMATS } from '../rules/reports/date-format';
import { isDateString, isSupportedDate, UNSUPPORTED_DATE_MESSAGE } from '../rules/time/date-range';
import { idString } from './fields';

export const REPORT_FILE_KINDS = [
  'event-daily',
  'event-report/foot-traffic',
  'event-report/awareness',
  'retail-report',
  'comparison-report',
  'bubble-report',
] as const;
export type ReportFileKind = (typeof REPORT_FILE_KINDS)[number];

export const REPORT_FILE_FORMATS = ['pdf', 'csv', 'xlsx'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];

export const REPORT_FILE_CONTENT_TYPES: Record<ReportFileFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const REPORT_FILE_MESSAGES = {
  dates: 'Dates must hold one period',
  startDate: 'Start date must be a date (YYYY-MM-DD)',
  endDate: 'End date must be a date (YYYY-MM-DD)',
  dateFormat: `Date format must be one of ${REPORT_DATE_FORMATS.join(', ')}`,
  fileFormat: 'File format must be pdf, csv or xlsx',
  locale: `Locale must be one of ${SUPPORTED_LOCALES.join(', ')}`,
  locationNeeded: 'Choose a location',
  reportNeeded: 'Choose a report',
  oneDay: 'An event-daily report covers one day: the start and end dates must be equal',
  endBeforeStart: 'End date must not be before the start date',
} as const;

const reportFilePeriodSchema = z.strictObject({
  /** Optional where the kind has its own default (a saved report's period, an event's days). */
  start_date: z
    .string()
    .refine(isDateString, REPORT_FILE_MESSAGES.startDate)
    .refine(isSupportedDate, UNSUPPORTED_DATE_MESSAGE('Start date'))
    .optional(),
  end_date: z
    .string()
    .refine(isDateString, REPORT_FILE_MESSAGES.endDate)
    .refine(isSupportedDate, UNSUPPORTED_DATE_MESSAGE('End date'))
    .optional(),
  /** How dates are written in the file (`dates[0].format`, docs/product.md section 3). */
  format: z.enum(REPORT_DATE_FORMATS, { error: REPORT_FILE_MESSAGES.dateFormat }).optional(),
});
export type ReportFilePeriod = z.infer<typeof reportFilePeriodSchema>;

export const reportFileRequestSchema = z
  .strictObject({
    /** The location (event, booth, show, store) the file is about; all kinds but comparison-report. */
    location_id: idString.optional(),
    /** The saved report a comparison-report is made of. */
    report_id: idString.optional(),
    dates: z
      .array(reportFilePeriodSchema)
      .min(1, REPORT_FILE_MESSAGES.dates)
      .max(1, REPORT_FILE_MESSAGES.dates),
    file_format: z
      .enum(REPORT_FILE_FORMATS, { error: REPORT_FILE_MESSAGES.fileFormat })
      .default('pdf'),
    /** Numbers, month names and texts of the file. */
    locale: z.enum(SUPPORTED_LOCALES, { error: REPORT_FILE_MESSAGES.locale }).default('en-US'),
    /** Make the file in the background even when it is small (the answer is then a job). */
    background: z.boolean({ error: 'Background must be true or false' }).default(false),
  })
  .superRefine((value, ctx) => {
    const [period] = value.dates;
    if (period?.start_date && period.end_date && period.end_date < period.start_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['dates', 0, 'end_date'],
        message: REPORT_FILE_MESSAGES.endBeforeStart,
      });
    }
  });
export type ReportFileRequest = z.output<typeof reportFileRequestSchema>;
export type ReportFileRequestInput = z.input<typeof reportFileRequestSchema>;

export const REPORT_JOB_STATUSES = ['running', 'done', 'failed'] as const;
export type ReportJobStatus = (typeof REPORT_JOB_STATUSES)[number];

/** A file made in the background (202 answer of POST /report/<kind>, GET /report/jobs/{id}). */
export const reportJobSchema = z.object({
  id: z.string(),
  kind: z.enum(REPORT_FILE_KINDS),
  status: z.enum(REPORT_JOB_STATUSES),
  /** 0..1 */
  progress: z.number(),
  error: z.string().nullable(),
  file_name: z.string().nullable(),
  /** Origin-relative path of the file (GET, same authentication) once status is done. */
  download_url: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ReportJob = z.infer<typeof reportJobSchema>;
