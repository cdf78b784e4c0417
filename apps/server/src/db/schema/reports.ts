// Saved reports (docs/product.md section 7): the report's definition, per-location metric overrides
// (items) and every run with the figures it produced.
import type {
  ReportDeliveryStatus,
  ReportFileKind,
  ReportGranularity,
  ReportJobStatus,
  ReportMetric,
  ReportPeriod,
  ReportSchedule,
  ReportStatus,
} from '@footfall/core';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigSerialId, instant, ownedBy, pointsTo, serialId } from './columns';
import { corporations, users } from './accounts';
import { locations } from './organisation';

/** Binary file contents (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const reports = pgTable(
  'reports',
  {
    id: serialId(),
    corporationId: ownedBy('corporation_id', () => corporations.id),
    createdBy: pointsTo('created_by', () => users.id),
    name: text('name').notNull(),
    description: text('description'),
    /** Location and folder ids as numbers; folders expand to their locations at run time. */
    locationIds: jsonb('location_ids').$type<number[]>().notNull(),
    folderIds: jsonb('folder_ids').$type<number[]>().notNull(),
    metrics: jsonb('metrics').$type<ReportMetric[]>().notNull(),
    period: jsonb('period').$type<ReportPeriod>().notNull(),
    granularity: text('granularity').$type<ReportGranularity>().notNull(),
    comparison: boolean('comparison').notNull().default(false),
    schedule: jsonb('schedule').$type<ReportSchedule>().notNull(),
    lastRunAt: instant('last_run_at'),
    /** never | ok | failed */
    lastStatus: text('last_status').$type<ReportStatus>().notNull().default('never'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [index('reports_corporation_idx').on(t.corporationId)],
);

/** A location's own metrics in a report (overrides the report's metrics for that location). */
export const reportItems = pgTable(
  'report_items',
  {
    id: serialId(),
    reportId: ownedBy('report_id', () => reports.id),
    locationId: ownedBy('location_id', () => locations.id),
    metrics: jsonb('metrics').$type<ReportMetric[]>().notNull(),
  },
  (t) => [uniqueIndex('report_items_report_location_idx').on(t.reportId, t.locationId)],
);

export const reportRuns = pgTable(
  'report_runs',
  {
    id: bigSerialId(),
    reportId: ownedBy('report_id', () => reports.id),
    runAt: instant('run_at').notNull(),
    /** ok | failed */
    status: text('status').notNull(),
    results: jsonb('results'),
    error: text('error'),
  },
  (t) => [index('report_runs_report_idx').on(t.reportId, t.runAt)],
);

/**
 * A generated report file (POST /report/<kind>) made in the background: its progress while it is
 * made and the file once done, so any server process can answer the status and download calls.
 */
export const reportJobs = pgTable(
  'report_jobs',
  {
    /** Random, unguessable (the download link carries it). */
    id: text('id').primaryKey(),
    corporationId: ownedBy('corporation_id', () => corporations.id),
    userId: ownedBy('user_id', () => users.id),
    /** event-daily | event-report/foot-traffic | ... (core REPORT_FILE_KINDS) */
    kind: text('kind').$type<ReportFileKind>().notNull(),
    /** The request as sent (core reportFileRequestSchema). */
    request: jsonb('request').notNull(),
    /** running | done | failed */
    status: text('status').$type<ReportJobStatus>().notNull(),
    /** 0..1 */
    progress: real('progress').notNull().default(0),
    error: text('error'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    file: bytea('file'),
    createdAt: instant('created_at').notNull(),
    finishedAt: instant('finished_at'),
    /** Jobs and their files are deleted after this. */
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('report_jobs_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One scheduled mailing of a report (daily, weekly or monthly slot in the location's time zone).
 * Unique per report and slot, so several processes never send a slot twice; failures are retried
 * with back-off and stay visible.
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    id: bigSerialId(),
    reportId: ownedBy('report_id', () => reports.id),
    /** The schedule slot this mailing is for. */
    slotAt: instant('slot_at').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    /** pending | sent | failed (failed: no attempts left) */
    status: text('status').$type<ReportDeliveryStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('report_deliveries_report_slot_idx').on(t.reportId, t.slotAt),
    index('report_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
