// One row as every store reads and writes it: found by id, looked for by a condition, inserted
// (the insert must answer its row) and changed by id (undefined when the row went meanwhile);
// and the rows of a table that meet a condition, such as a location's rows.
import { and, asc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './client';

type WithId = PgTable & { id: PgColumn };
type OfLocation = WithId & { locationId: PgColumn };

/** The row that meets the condition (one of a unique key), or undefined. */
export async function findRowWhere<T extends PgTable>(
  db: Pick<Database, 'select'>,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | undefined> {
  const from: PgTable = table;
  const rows = await db.select().from(from).where(where).limit(1);
  return (rows as T['$inferSelect'][])[0];
}

/** The row with this id, or undefined. */
export function findRow<T extends WithId>(
  db: Pick<Database, 'select'>,
  table: T,
  id: number | string,
): Promise<T['$inferSelect'] | undefined> {
  return findRowWhere(db, table, eq(table.id, id));
}

/** Whether any row of the table meets the condition (reads one at most). */
export async function anyRow(
  db: Pick<Database, 'select'>,
  table: PgTable,
  where: SQL | undefined,
): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}

/** Whether the row with this id is one of the location's. */
export function isOfLocation(
  db: Pick<Database, 'select'>,
  table: OfLocation,
  id: number,
  locationId: number,
): Promise<boolean> {
  return anyRow(db, table, and(eq(table.id, id), eq(table.locationId, locationId)));
}

/** The table's rows that meet the condition, in this order; at most `limit` when given. */
export async function rowsWhere<T extends PgTable>(
  db: Pick<Database, 'select'>,
  table: T,
  where: SQL | undefined,
  orderBy: SQL[],
  limit?: number,
): Promise<T['$inferSelect'][]> {
  const from: PgTable = table;
  const query = db
    .select()
    .from(from)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows as T['$inferSelect'][];
}

/** The location's rows of the table, in id order. */
export function rowsOfLocation<T extends OfLocation>(
  db: Pick<Database, 'select'>,
  table: T,
  locationId: number,
): Promise<T['$inferSelect'][]> {
  return rowsWhere(db, table, eq(table.locationId, locationId), [asc(table.id)]);
}

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

export async function updateRow<T extends WithId>(
  db: Pick<Database, 'update'>,
  table: T,
  id: number,
  changes: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | undefined> {
  const rows = await db.update(table).set(changes).where(eq(table.id, id)).returning();
  const [row] = rows as T['$inferSelect'][];
  return row;
}

/** A store's find of a row by id: the row, or undefined. */
export const rowFinder =
  <T extends WithId>(table: T) =>
  (db: Pick<Database, 'select'>, id: number): Promise<T['$inferSelect'] | undefined> =>
    findRow(db, table, id);

/** A store's list of a location's rows, in id order. */
export const locationLister =
  <T extends OfLocation>(table: T) =>
  (db: Pick<Database, 'select'>, locationId: number): Promise<T['$inferSelect'][]> =>
    rowsOfLocation(db, table, locationId);

/** A store's insert of a row at a location: the location and the values its callers give. */
export const rowInserterAt =
  <T extends OfLocation, V extends Omit<T['$inferInsert'], 'locationId'>>(table: T) =>
  (db: Pick<Database, 'insert'>, locationId: number, values: V): Promise<T['$inferSelect']> =>
    insertRow(db, table, { locationId, ...values } as T['$inferInsert']);

/** A store's change of a row by id, limited to the columns its callers may change: the changed
 * row, undefined when it went meanwhile. */
export const rowUpdater =
  <T extends WithId, C extends PgUpdateSetSource<T>>(table: T) =>
  (db: Pick<Database, 'update'>, id: number, changes: C): Promise<T['$inferSelect'] | undefined> =>
    updateRow(db, table, id, changes);
