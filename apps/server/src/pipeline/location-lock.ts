// One worker at a time per location, across processes: a PostgreSQL advisory lock keyed by the
// location. Session-level advisory locks belong to a connection, so on a pool the lock is taken
// and released on one dedicated client; PGlite has a single session (one process), where an
// in-process set does the excluding and the advisory call is kept for symmetry.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';

/** First key of the two-key advisory lock: the pipeline's namespace ("FOOT"). */
const LOCK_NAMESPACE = 0x464f4f54;

const heldInProcess = new WeakMap<Database, Set<number>>();

function heldSet(db: Database): Set<number> {
  let held = heldInProcess.get(db);
  if (!held) heldInProcess.set(db, (held = new Set()));
  return held;
}

export type LockOutcome<T> = { acquired: false } | { acquired: true; value: T };

export async function withLocationLock<T>(
  db: Database,
  locationId: number,
  work: () => Promise<T>,
): Promise<LockOutcome<T>> {
  const held = heldSet(db);
  if (held.has(locationId)) return { acquired: false };
  held.add(locationId);
  try {
    const client: unknown = (db as unknown as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      const connection = await client.connect();
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
    await db.execute(sql`select pg_try_advisory_lock(${LOCK_NAMESPACE}, ${locationId})`);
    try {
      return { acquired: true, value: await work() };
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${LOCK_NAMESPACE}, ${locationId})`);
    }
  } finally {
    held.delete(locationId);
  }
}
