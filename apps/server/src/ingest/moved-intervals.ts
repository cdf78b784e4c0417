// A door counter or counting gateway moved to another location re-sends an interval it first sent
// from the old one: the interval moves with it, as it did when the row's location_id was updated.
// A row never changes location_id now (on Citus the location is its shard): the old location's
// row is deleted and the new one inserted in the batch's transaction, and the old location's days
// (and its show's) are marked dirty so its rollups lose the interval.
import { sql } from 'drizzle-orm';
import type { IngestTx } from './ingest-tx';
import { markDirtyDays, TouchedDays } from './touched-days';

/** The interval tables and the column naming their device. */
const DEVICE_COLUMN = { door_counts: 'tag_id', gateway_counts: 'sensor_id' } as const;

export type LeftInterval = { locationId: number; start: number; end: number };

/**
 * Deletes the device's intervals with the starts of `items` stored at any location but
 * `locationId`, found through the (device, start) index: on Citus a multi-shard statement, the
 * old location being unknown (docs/operations.md "Citus").
 */
export async function takeFromLeftLocations(
  tx: IngestTx,
  table: keyof typeof DEVICE_COLUMN,
  to: { locationId: number; deviceId: number },
  items: readonly { start: number }[],
): Promise<LeftInterval[]> {
  const iso = items.map((item) => new Date(item.start).toISOString());
  const result = (await tx.execute(sql`
    delete from ${sql.identifier(table)}
    where ${sql.identifier(DEVICE_COLUMN[table])} = ${to.deviceId}::int
      and start_ts = any(${sql.param(iso)}::timestamptz[]) and location_id <> ${to.locationId}::int
    returning location_id, extract(epoch from start_ts)::float8 * 1000 as start_ms,
      extract(epoch from end_ts)::float8 * 1000 as end_ms`)) as unknown as {
    rows: { location_id: number; start_ms: number; end_ms: number }[];
  };
  return result.rows.map((row) => ({
    locationId: row.location_id,
    start: Number(row.start_ms),
    end: Number(row.end_ms),
  }));
}

/** Marks the days of the intervals taken from left locations dirty (with their shows' days);
 * adds those locations to `touched`, for the pipeline to be told after the commit. */
export async function markLeftDays(
  tx: IngestTx,
  left: readonly LeftInterval[],
  now: Date,
  touched: Set<number>,
): Promise<void> {
  if (left.length === 0) return;
  const ids = [...new Set(left.map((interval) => interval.locationId))];
  const places = (await tx.execute(sql`
    select l.id, l.timezone, s.id as show_id, s.timezone as show_time_zone
    from locations l left join locations s on s.id = l.parent_id
    where l.id = any(${sql.param(ids)}::int[])`)) as unknown as {
    rows: { id: number; timezone: string; show_id: number | null; show_time_zone: string | null }[];
  };
  for (const place of places.rows) {
    const show = place.show_id === null ? null : new TouchedDays(place.show_time_zone ?? 'UTC');
    const days = new TouchedDays(place.timezone, show);
    for (const interval of left)
      if (interval.locationId === place.id) days.addInterval(interval.start, interval.end);
    await markDirtyDays(tx, place.id, days.list(), now);
    touched.add(place.id);
    if (show && place.show_id !== null) {
      await markDirtyDays(tx, place.show_id, show.list(), now);
      touched.add(place.show_id);
    }
  }
}
