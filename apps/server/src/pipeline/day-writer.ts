// Writes one processed location-day in ONE transaction: the day's previous visits and rollups go,
// the new ones come in, and the dirty mark is cleared only if nobody re-marked the day meanwhile
// (data that arrived during processing keeps it dirty, so it is processed again).
import { addDays } from '@footfall/core';
import { and, eq, sql } from 'drizzle-orm';
import { rebuildDailyRollups } from '../analytics/daily-rollups';
import type { Database } from '../db/client';
import { insertUnnested } from '../db/unnest-insert';
import {
  areaHourlyRollups,
  gatewayHourlyRollups,
  heatmapHourlyRollups,
  hourlyRollups,
  pipelineDirtyDays,
  transitionHourlyRollups,
  visits,
} from '../db/schema';
import { RETURNING_WINDOW_DAYS } from './day-inputs';
import type { DayOutput } from './process-day';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DayKey {
  locationId: number;
  localDate: string;
  /** marked_at as read when the day was claimed (text, to compare without losing precision). */
  markedAt: string;
}

type DayTable =
  | typeof hourlyRollups
  | typeof areaHourlyRollups
  | typeof transitionHourlyRollups
  | typeof visits
  | typeof heatmapHourlyRollups
  | typeof gatewayHourlyRollups;

/** The day's rows of these tables go, before its new rows come in. */
async function clearDay(tx: Tx, key: DayKey, tables: readonly DayTable[]) {
  for (const table of tables)
    await tx
      .delete(table)
      .where(and(eq(table.locationId, key.locationId), eq(table.localDate, key.localDate)));
}

/** Rows that name their local hour by index, as rows of the day: the index becomes its start. */
function ofDay<R extends { hour: number }>(key: DayKey, hourStarts: readonly number[], rows: R[]) {
  const { locationId, localDate } = key;
  return rows.map(({ hour, ...row }) => ({
    ...row,
    locationId,
    localDate,
    hourStart: new Date(hourStarts[hour] as number),
  }));
}

async function replaceRollups(
  tx: Tx,
  key: DayKey,
  hourStarts: readonly number[],
  output: DayOutput,
) {
  const { locationId } = key;
  await clearDay(tx, key, [hourlyRollups, areaHourlyRollups, transitionHourlyRollups]);
  await insertUnnested(
    tx,
    hourlyRollups,
    output.hourly.map((row) => ({ ...row, locationId, hourStart: new Date(row.hourStart) })),
  );
  await insertUnnested(tx, areaHourlyRollups, ofDay(key, hourStarts, output.areaHourly));
  await insertUnnested(
    tx,
    transitionHourlyRollups,
    ofDay(key, hourStarts, output.transitionHourly),
  );
}

async function replaceRawOnlyRows(
  tx: Tx,
  key: DayKey,
  hourStarts: readonly number[],
  output: DayOutput,
) {
  const { locationId, localDate } = key;
  await clearDay(tx, key, [visits, heatmapHourlyRollups, gatewayHourlyRollups]);
  await insertUnnested(
    tx,
    visits,
    output.visits.map((visit) => ({
      ...visit,
      locationId,
      localDate,
      startTs: new Date(visit.startTs),
      endTs: new Date(visit.endTs),
    })),
  );
  await insertUnnested(tx, heatmapHourlyRollups, ofDay(key, hourStarts, output.heatmapHourly));
  await insertUnnested(tx, gatewayHourlyRollups, ofDay(key, hourStarts, output.gatewayHourly));
}

async function visitorDevices(tx: Tx, key: DayKey): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ device: visits.device })
    .from(visits)
    .where(
      and(
        eq(visits.locationId, key.locationId),
        eq(visits.localDate, key.localDate),
        eq(visits.isVisitor, true),
        eq(visits.randomized, false),
      ),
    );
  return new Set(rows.map((row) => row.device));
}

/**
 * When a day's visitors change (late data, new definitions), the next 30 days' returning
 * visitors may change too: those of them with visits are marked dirty, so late data ends in the
 * same rollups as data that came in order.
 */
async function markFollowingDays(tx: Tx, key: DayKey, output: DayOutput, now: Date) {
  const before = await visitorDevices(tx, key);
  const after = new Set(
    output.visits.filter((v) => v.isVisitor && !v.randomized).map((v) => v.device),
  );
  if (before.size === after.size && [...after].every((device) => before.has(device))) return;
  await tx.execute(sql`
    insert into pipeline_dirty_days (location_id, local_date, marked_at)
    select distinct ${key.locationId}::int, local_date, ${now.toISOString()}::timestamptz
    from visits
    where location_id = ${key.locationId} and local_date > ${key.localDate}
      and local_date <= ${addDays(key.localDate, RETURNING_WINDOW_DAYS)}
    on conflict (location_id, local_date) do update set marked_at = excluded.marked_at`);
}

/** Returns whether the dirty mark was cleared (false: the day was re-marked meanwhile). */
export async function writeDay(
  db: Database,
  key: DayKey,
  hourStarts: readonly number[],
  output: DayOutput,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (output.kind === 'raw') {
      await markFollowingDays(tx, key, output, now);
      await replaceRawOnlyRows(tx, key, hourStarts, output);
    }
    await replaceRollups(tx, key, hourStarts, output);
    // The day's daily_rollups row follows its hourly and gateway rows, in the same transaction.
    await rebuildDailyRollups(tx, {
      locationIds: [key.locationId],
      dateLow: key.localDate,
      dateHigh: key.localDate,
    });
    const theDay = and(
      eq(pipelineDirtyDays.locationId, key.locationId),
      eq(pipelineDirtyDays.localDate, key.localDate),
    );
    const cleared = await tx
      .delete(pipelineDirtyDays)
      .where(and(theDay, sql`${pipelineDirtyDays.markedAt} = ${key.markedAt}::timestamptz`))
      .returning({ localDate: pipelineDirtyDays.localDate });
    // Data arrived while the day was processed: it stays dirty, and its longest wait starts again.
    if (cleared.length === 0)
      await tx.update(pipelineDirtyDays).set({ firstMarkedAt: now }).where(theDay);
    return cleared.length > 0;
  });
}
