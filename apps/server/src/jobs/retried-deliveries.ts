// What the alert deliveries and the scheduled report mailings share: a delivery waits as
// 'pending' until its next attempt is due, and a failed attempt is tried again after a delay that
// doubles each time (1, 2, 4, 8 ... minutes); each sender keeps its own number of attempts.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { rowsWhere } from '../db/one-row';

type DeliveryTable = PgTable & { id: PgColumn; status: PgColumn; nextAttemptAt: PgColumn };

const FIRST_RETRY_MS = 60_000;

/** Delay before the next attempt after `attempts` failed ones: 1, 2, 4, 8, 16 minutes. */
export function retryDelayMs(attempts: number): number {
  return FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);
}

/** The pending deliveries due at `now`, the longest waiting first (at most `limit`). */
export function dueDeliveries<T extends DeliveryTable>(
  db: Pick<Database, 'select'>,
  table: T,
  now: Date,
  limit: number,
): Promise<T['$inferSelect'][]> {
  const due = and(eq(table.status, 'pending'), lte(table.nextAttemptAt, now));
  return rowsWhere(db, table, due, [asc(table.nextAttemptAt), asc(table.id)], limit);
}
