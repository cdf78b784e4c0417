// Loading synthetic detections into raw_detections (the table the pipeline reads), in batches of
// unnest()ed arrays.
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../apps/server/src/db/client';
import type { RawDetection } from '../apps/server/src/pipeline/stages/types';

/** What pg's Client and Pool have in common. */
export type Queryable = {
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
};

/** The pg Pool under a drizzle database, for plain parameterised SQL. */
export function clientOf(db: Database): Queryable {
  return (db as unknown as { $client: Queryable }).$client;
}

/**
 * One connection for a session setting and the queries after it: checked out of the pool (and its
 * settings reset) for the duration of `fn`.
 */
export async function withConnection<T>(
  handle: DatabaseHandle,
  fn: (client: Queryable) => Promise<T>,
): Promise<T> {
  const pool = clientOf(handle.db) as unknown as pg.Pool;
  const client = await pool.connect();
  try {
    return await fn(client as unknown as Queryable);
  } finally {
    await client.query('reset all').catch(() => undefined);
    client.release();
  }
}

const BATCH = 25_000;

// PostgreSQL array literals: the values are numbers, booleans and hex ids, nothing to escape.
const arrayLiteral = (values: readonly (string | number | boolean)[]) => `{${values.join(',')}}`;

const INSERT = `
insert into raw_detections (location_id, sensor_id, ts, device, rssi, randomized)
select $1::int, s, to_timestamp(t / 1000.0), d, r, z
from unnest($2::int[], $3::float8[], $4::text[], $5::int2[], $6::bool[]) as u(s, t, d, r, z)`;

export async function insertDetections(
  client: Queryable,
  locationId: number,
  detections: readonly RawDetection[],
): Promise<void> {
  for (let from = 0; from < detections.length; from += BATCH) {
    const batch = detections.slice(from, from + BATCH);
    if (batch.some((d) => !/^[0-9a-z-]+$/i.test(d.device)))
      throw new Error('Device ids of the synthetic data are hex');
    await client.query(INSERT, [
      locationId,
      arrayLiteral(batch.map((d) => d.sensorId)),
      arrayLiteral(batch.map((d) => d.ts)),
      arrayLiteral(batch.map((d) => d.device)),
      arrayLiteral(batch.map((d) => d.rssi)),
      arrayLiteral(batch.map((d) => d.randomized)),
    ]);
  }
}
