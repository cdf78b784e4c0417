// Saved reports, their per-location metric overrides (items) and their runs as stored. The routes
// check access and answer; every statement about them is here.
import type { ReportItem, ReportMetric } from '@footfall/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { findRow, insertRow, updateRow } from '../db/one-row';
import { reportItems, reportRuns, reports } from '../db/schema';
import { idOut } from '../db/ids';

export type ReportRow = typeof reports.$inferSelect;
type ItemRow = typeof reportItems.$inferSelect;
/** What a request sets: everything but the owner, the run state and the times. */
export type ReportColumns = Omit<
  typeof reports.$inferInsert,
  'id' | 'corporationId' | 'createdBy' | 'lastRunAt' | 'lastStatus' | 'createdAt' | 'updatedAt'
>;

const toApiItem = (row: ItemRow): ReportItem => ({
  id: idOut(row.id),
  report_id: idOut(row.reportId),
  location_id: idOut(row.locationId),
  metrics: row.metrics,
});

export async function findReport(db: Database, id: number): Promise<ReportRow | undefined> {
  return findRow(db, reports, id);
}

/** Every report of the corporations, by id (the caller filters by what each covers). */
export function reportsOf(db: Database, corporationIds: readonly number[]): Promise<ReportRow[]> {
  if (corporationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(reports)
    .where(inArray(reports.corporationId, [...corporationIds]))
    .orderBy(reports.id);
}

export async function insertReport(
  db: Database,
  owner: { corporationId: number; createdBy: number },
  columns: ReportColumns,
  now: Date,
): Promise<ReportRow> {
  return insertRow(db, reports, {
    ...columns,
    ...owner,
    lastStatus: 'never',
    createdAt: now,
    updatedAt: now,
  });
}

/** The replaced report; undefined when it went meanwhile. */
export async function replaceReport(
  db: Database,
  id: number,
  columns: ReportColumns,
  now: Date,
): Promise<ReportRow | undefined> {
  return updateRow(db, reports, id, { ...columns, updatedAt: now });
}

/** Its items and runs go with it (foreign keys, on delete cascade). */
export async function deleteReport(db: Database, id: number): Promise<void> {
  await db.delete(reports).where(eq(reports.id, id));
}

/** A run is kept, and the report shows it as its latest, in one transaction. */
export async function recordRun(
  db: Database,
  run: {
    reportId: number;
    runAt: Date;
    status: 'ok' | 'failed';
    results: unknown;
    error: string | null;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(reportRuns).values(run);
    await tx
      .update(reports)
      .set({ lastRunAt: run.runAt, lastStatus: run.status })
      .where(eq(reports.id, run.reportId));
  });
}

/** Location id -> the metrics its item sets. */
export async function metricOverrides(
  db: Database,
  reportId: number,
): Promise<Map<number, ReportMetric[]>> {
  const items = await db.select().from(reportItems).where(eq(reportItems.reportId, reportId));
  return new Map(items.map((item) => [item.locationId, item.metrics]));
}

export async function listItems(db: Database, reportId: number): Promise<ReportItem[]> {
  const rows = await db
    .select()
    .from(reportItems)
    .where(eq(reportItems.reportId, reportId))
    .orderBy(reportItems.id);
  return rows.map(toApiItem);
}

export async function findItem(db: Database, id: number): Promise<ItemRow | undefined> {
  return findRow(db, reportItems, id);
}

/** Sets the location's item of the report, replacing an earlier one. */
export async function upsertItem(
  db: Database,
  reportId: number,
  locationId: number,
  metrics: ReportMetric[],
): Promise<ReportItem> {
  const [row] = await db
    .insert(reportItems)
    .values({ reportId, locationId, metrics })
    .onConflictDoUpdate({
      target: [reportItems.reportId, reportItems.locationId],
      set: { metrics },
    })
    .returning();
  if (!row) throw new Error('report item upsert returned nothing');
  return toApiItem(row);
}

/** The id of the report's item for the location, if it has one. */
export async function itemAt(
  db: Database,
  reportId: number,
  locationId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: reportItems.id })
    .from(reportItems)
    .where(and(eq(reportItems.reportId, reportId), eq(reportItems.locationId, locationId)));
  return row?.id;
}

/** The changed item; undefined when it went meanwhile. */
export async function updateItem(
  db: Database,
  item: Pick<ItemRow, 'id' | 'reportId'>,
  changes: Pick<ItemRow, 'locationId' | 'metrics'>,
): Promise<ReportItem | undefined> {
  const [row] = await db
    .update(reportItems)
    .set(changes)
    .where(and(eq(reportItems.id, item.id), eq(reportItems.reportId, item.reportId)))
    .returning();
  return row && toApiItem(row);
}

export async function deleteItem(db: Database, id: number): Promise<void> {
  await db.delete(reportItems).where(eq(reportItems.id, id));
}
