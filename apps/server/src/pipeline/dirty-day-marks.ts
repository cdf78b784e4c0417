// Marking local days dirty from outside ingest: after a definitions change every day whose raw
// detections are still kept is reprocessed (docs/product.md section 11: a change
// reprocesses the days still in retention).
import {
  addDays,
  localDateOf,
  pendingDatesIn,
  zonedDayStart,
  type DateRange,
} from '@footfall/core';
import { and, asc, eq, gte, inArray, lt, max, min, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { Database } from '../db/client';
import { locations, pipelineDirtyDays, rawDetections } from '../db/schema';
import { retentionCutoff } from './stages/retention-cutoff';

/** The one upsert of dirty days (ingest calls it inside its batch transaction): a day marked
 * again keeps when it first became dirty (worker.ts, maxWaitMs). */
export async function upsertDirtyDays(
  db: Pick<Database, 'execute'>,
  locationId: number,
  localDates: readonly string[],
  now: Date,
): Promise<void> {
  if (localDates.length === 0) return;
  const at = now.toISOString();
  await db.execute(sql`
    insert into pipeline_dirty_days (location_id, local_date, marked_at, first_marked_at)
    select ${locationId}::int, d, ${at}::timestamptz, ${at}::timestamptz from unnest(${sql.param([...localDates])}::text[]) as d
    on conflict (location_id, local_date) do update set marked_at = excluded.marked_at`);
}

export const markDaysDirty = (ctx: AppContext, locationId: number, localDates: readonly string[]) =>
  upsertDirtyDays(ctx.db, locationId, localDates, ctx.now());

/**
 * Marks every local day in raw retention that has raw detections, and wakes the worker. Days are
 * probed one by one through the (location_id, ts) index: at most raw_retention_days + 1 of them.
 * A show's days include those its booths have detections for (its visits include them).
 */
export async function markRetainedDaysDirty(
  ctx: AppContext,
  location: { id: number; timeZone: string; retentionDays: number },
): Promise<string[]> {
  const { id, timeZone } = location;
  const booths = await ctx.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.parentId, id));
  const ofShow = inArray(rawDetections.locationId, [id, ...booths.map((booth) => booth.id)]);
  const cutoff = retentionCutoff(ctx.now().getTime(), timeZone, location.retentionDays);
  const [bounds] = await ctx.db
    .select({ first: min(rawDetections.ts), last: max(rawDetections.ts) })
    .from(rawDetections)
    .where(and(ofShow, gte(rawDetections.ts, new Date(cutoff))));
  if (!bounds?.first || !bounds.last) return [];
  const dates: string[] = [];
  const lastDate = localDateOf(bounds.last.getTime(), timeZone);
  for (let date = localDateOf(bounds.first.getTime(), timeZone); date <= lastDate;) {
    const next = addDays(date, 1);
    const [hit] = await ctx.db
      .select({ one: sql<number>`1` })
      .from(rawDetections)
      .where(
        and(
          ofShow,
          gte(rawDetections.ts, new Date(zonedDayStart(date, timeZone))),
          lt(rawDetections.ts, new Date(zonedDayStart(next, timeZone))),
        ),
      )
      .limit(1);
    if (hit) dates.push(date);
    date = next;
  }
  await markDaysDirty(ctx, id, dates);
  if (dates.length > 0) ctx.pipeline.dataArrived(id);
  return dates;
}

/** The location's local days (YYYY-MM-DD, oldest first) still waiting for the pipeline. */
export async function pendingDates(db: Database, locationId: number): Promise<string[]> {
  const rows = await db
    .select({ localDate: pipelineDirtyDays.localDate })
    .from(pipelineDirtyDays)
    .where(eq(pipelineDirtyDays.locationId, locationId))
    .orderBy(asc(pipelineDirtyDays.localDate));
  return rows.map((row) => row.localDate);
}

/** The distinct days still pending at any of `locations` that fall in `ranges`, before each
 * location's today (core's pendingDatesIn, the rule of the answers' completeness.pending_days). */
export async function pendingDatesAcross(
  ctx: AppContext,
  locations: readonly { id: number; timezone: string }[],
  ranges: readonly DateRange[],
): Promise<string[]> {
  if (locations.length === 0) return [];
  const zones = new Map(locations.map((location) => [location.id, location.timezone]));
  const rows = await ctx.db
    .select({ locationId: pipelineDirtyDays.locationId, localDate: pipelineDirtyDays.localDate })
    .from(pipelineDirtyDays)
    .where(inArray(pipelineDirtyDays.locationId, [...zones.keys()]));
  const now = ctx.now().getTime();
  const dates = rows.flatMap((row) =>
    pendingDatesIn([row.localDate], ranges, localDateOf(now, zones.get(row.locationId) ?? 'UTC')),
  );
  return [...new Set(dates)].sort();
}
