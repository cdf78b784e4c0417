// One worker at a time per location, across processes and within one: a PostgreSQL advisory lock
// keyed by the location. Session-level advisory locks belong to a connection, so the lock is taken
// and released on one dedicated client of the pool.
import pg from 'pg';
import type { Database } from '../db/client';

/** First key of the two-key advisory lock: the pipeline's namespace ("FOOT"). */
export const LOCK_NAMESPACE = 0x464f4f54;

export type LockOutcome<T> = { acquired: false } | { acquired: true; value: T };

export async function withLocationLock<T>(
  db: Database,
  locationId: number,
  work: () => Promise<T>,
): Promise<LockOutcome<T>> {
  const pool: unknown = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('the location lock needs a node-postgres pool');
  const connection = await pool.connect();
  // A connection whose unlock failed is destroyed, not pooled: its session takes the lock along.
  let broken = false;
  try {
    const result = await connection.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, $2) as locked',
      [LOCK_NAMESPACE, locationId],
    );
    if (!result.rows[0]?.locked) return { acquired: false };
    try {
      return { acquired: true, value: await work() };
    } finally {
      await connection
        .query('select pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, locationId])
        .catch(() => (broken = true));
    }
  } finally {
    connection.release(broken);
  }
}
