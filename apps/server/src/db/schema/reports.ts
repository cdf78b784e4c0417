// Saved reports (SPEC.md section 7): the report's definition, per-location metric overrides
// (items) and every run with the figures it produced.
import type { ReportMetric, ReportPeriod, ReportSchedule } from '@footfall/core';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { corporations, users } from './accounts';
import { locations } from './organisation';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    corporationId: integer('corporation_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    /** Location and folder ids as numbers; folders expand to their locations at run time. */
    locationIds: jsonb('location_ids').$type<number[]>().notNull(),
    folderIds: jsonb('folder_ids').$type<number[]>().notNull(),
    metrics: jsonb('metrics').$type<ReportMetric[]>().notNull(),
    period: jsonb('period').$type<ReportPeriod>().notNull(),
    granularity: text('granularity').notNull(),
    comparison: boolean('comparison').notNull().default(false),
    schedule: jsonb('schedule').$type<ReportSchedule>().notNull(),
    lastRunAt: ts('last_run_at'),
    /** never | ok | failed */
    lastStatus: text('last_status').notNull().default('never'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('reports_corporation_idx').on(t.corporationId)],
);

/** A location's own metrics in a report (overrides the report's metrics for that location). */
export const reportItems = pgTable(
  'report_items',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    metrics: jsonb('metrics').$type<ReportMetric[]>().notNull(),
  },
  (t) => [uniqueIndex('report_items_report_location_idx').on(t.reportId, t.locationId)],
);

export const reportRuns = pgTable(
  'report_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    runAt: ts('run_at').notNull(),
    /** ok | failed */
    status: text('status').notNull(),
    results: jsonb('results'),
    error: text('error'),
  },
  (t) => [index('report_runs_report_idx').on(t.reportId, t.runAt)],
);
