// One row written and read back, as every store writes it: an insert that must answer its row,
// and a change by id that answers the row, or undefined when the row went meanwhile.
import { eq, getTableName } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** `db` may be a transaction. */
export async function insertRow<T extends PgTable>(
  db: Pick<Database, 'insert'>,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const rows = await db
    .insert(table)
    .values(values as PgInsertValue<T>)
    .returning();
  const [row] = rows as T['$inferSelect'][];
  if (!row) throw new Error(`${getTableName(table)} insert returned nothing`);
  return row;
}

export async function updateRow<T extends PgTable & { id: PgColumn }>(
  db: Pick<Database, 'update'>,
  table: T,
  id: number,
  changes: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | undefined> {
  const rows = await db.update(table).set(changes).where(eq(table.id, id)).returning();
  const [row] = rows as T['$inferSelect'][];
  return row;
}
