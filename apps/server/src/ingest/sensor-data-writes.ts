// Bulk writes of a batch: one statement per table, the items passed as arrays and unnested, which
// node-postgres sends as a handful of parameters however long the batch.
// Instants travel as epoch milliseconds (float8) and become timestamptz in SQL.
import { sql } from 'drizzle-orm';
import { takeFromLeftLocations, type LeftInterval } from './moved-intervals';
import type { TouchedDays } from './touched-days';
import type { IngestTx } from './ingest-tx';

const instant = (ms: number) => sql`to_timestamp(${ms}::float8 / 1000)`;
const column = <T>(values: T[]) => sql.param(values);

type Target = { locationId: number; sensorId: number };

export type DetectionRows = {
  ts: number[];
  device: string[];
  rssi: number[];
  randomized: boolean[];
  /** null where the gateway did not report a sequence number. */
  seq: (number | null)[];
};

export async function insertDetections(tx: IngestTx, to: Target, rows: DetectionRows) {
  await tx.execute(sql`
    insert into raw_detections (location_id, sensor_id, ts, device, rssi, randomized, seq_num)
    select ${to.locationId}::int, ${to.sensorId}::int, to_timestamp(ms / 1000), device, rssi,
           randomized, seq
    from unnest(${column(rows.ts)}::float8[], ${column(rows.device)}::text[],
                ${column(rows.rssi)}::smallint[], ${column(rows.randomized)}::boolean[],
                ${column(rows.seq)}::int[])
      as t(ms, device, rssi, randomized, seq)`);
}

/** A gateway's detections stored: the rows, the days they touch, and when it was last seen. */
export async function storeGatewayDetections(
  tx: IngestTx,
  to: Target,
  rows: DetectionRows,
  days: TouchedDays,
  now: Date,
) {
  await insertDetections(tx, to, rows);
  let latest = -Infinity;
  for (const ts of rows.ts) {
    days.addInstant(ts);
    if (ts > latest) latest = ts;
  }
  await touchSensor(tx, to.sensorId, latest, now);
}

export type Interval = { start: number; end: number };

/** Last one wins for a start given twice in one batch (an upsert cannot touch a row twice). */
export function latestPerStart<T extends Interval>(items: readonly T[]): T[] {
  const byStart = new Map<number, T>();
  for (const item of items) byStart.set(item.start, item);
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

/** Stores the intervals at the tag's location; answers those it took from a location the tag has
 * left (moved-intervals.ts). */
export async function upsertDoorCounts(
  tx: IngestTx,
  to: { locationId: number; tagId: number },
  items: readonly (Interval & { in: number; out: number })[],
): Promise<LeftInterval[]> {
  const device = { locationId: to.locationId, deviceId: to.tagId };
  const left = await takeFromLeftLocations(tx, 'door_counts', device, items);
  await tx.execute(sql`
    insert into door_counts (location_id, tag_id, start_ts, end_ts, count_in, count_out)
    select ${to.locationId}::int, ${to.tagId}::int, to_timestamp(s / 1000), to_timestamp(e / 1000), i, o
    from unnest(${column(items.map((c) => c.start))}::float8[], ${column(items.map((c) => c.end))}::float8[],
                ${column(items.map((c) => c.in))}::int[], ${column(items.map((c) => c.out))}::int[])
      as t(s, e, i, o)
    on conflict (location_id, tag_id, start_ts) do update set
      end_ts = excluded.end_ts, count_in = excluded.count_in, count_out = excluded.count_out`);
  return left;
}

/** Stores the intervals at the gateway's location; answers those it took from a location the
 * gateway has left (moved-intervals.ts). */
export async function upsertGatewayCounts(
  tx: IngestTx,
  to: Target,
  items: readonly (Interval & { count: number })[],
): Promise<LeftInterval[]> {
  const device = { locationId: to.locationId, deviceId: to.sensorId };
  const left = await takeFromLeftLocations(tx, 'gateway_counts', device, items);
  await tx.execute(sql`
    insert into gateway_counts (location_id, sensor_id, start_ts, end_ts, count)
    select ${to.locationId}::int, ${to.sensorId}::int, to_timestamp(s / 1000), to_timestamp(e / 1000), c
    from unnest(${column(items.map((c) => c.start))}::float8[], ${column(items.map((c) => c.end))}::float8[],
                ${column(items.map((c) => c.count))}::int[])
      as t(s, e, c)
    on conflict (location_id, sensor_id, start_ts) do update set
      end_ts = excluded.end_ts, count = excluded.count`);
  return left;
}

/** A beat is kept at the location it was sent to: one a moved gateway sends again (same instant)
 * stays at the old location too, where it was also a sign of life then. */
export async function upsertHeartbeat(
  tx: IngestTx,
  to: Target,
  beat: { ts: number; uptimeS: number; firmware: string },
) {
  await tx.execute(sql`
    insert into gateway_heartbeats (location_id, sensor_id, ts, uptime_s, firmware)
    values (${to.locationId}::int, ${to.sensorId}::int, ${instant(beat.ts)}, ${beat.uptimeS}::int, ${beat.firmware})
    on conflict (location_id, sensor_id, ts) do update set
      uptime_s = excluded.uptime_s, firmware = excluded.firmware`);
}

/** last_seen_at only moves forward, and never past the server clock. */
export async function touchSensor(tx: IngestTx, sensorId: number, seenMs: number, now: Date) {
  await tx.execute(sql`
    update sensors set last_seen_at = greatest(last_seen_at, ${instant(Math.min(seenMs, now.getTime()))})
    where id = ${sensorId}::int`);
}

/** The firmware of the newest heartbeat (at the gateway's location): a replayed older one does
 * not roll it back. */
export async function recordFirmware(
  tx: IngestTx,
  gateway: { locationId: number; sensorId: number },
  beatMs: number,
  firmware: string,
) {
  const { locationId, sensorId } = gateway;
  await tx.execute(sql`
    update sensors set firmware = ${firmware}
    where id = ${sensorId}::int and not exists (
      select 1 from gateway_heartbeats h where h.location_id = ${locationId}::int
        and h.sensor_id = ${sensorId}::int and h.ts > ${instant(beatMs)})`);
}

export async function touchTag(tx: IngestTx, tagId: number, seenMs: number, now: Date) {
  await tx.execute(sql`
    update tags set last_seen_at = greatest(last_seen_at, ${instant(Math.min(seenMs, now.getTime()))})
    where id = ${tagId}::int`);
}
