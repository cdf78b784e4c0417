// Many rows into one table as ONE statement with one parameter per column: each column's values
// travel as a PostgreSQL array and `unnest` turns them back into rows. Drizzle's multi-row
// `insert().values()` builds a parameter per value, and building those was a third of the
// pipeline worker's time on the demo history (docs/operations.md, "Where the time goes").
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

type Executor = { execute: (query: SQL) => Promise<unknown> };

/**
 * Inserts rows of one shape: the columns written are the first row's keys that name columns (as
 * Drizzle, other keys are ignored; columns left out take their defaults). Values are mapped as
 * Drizzle maps them (dates, JSON) before they travel; a missing value is NULL.
 */
export async function insertUnnested<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const columns = Object.keys(first).flatMap((key) => {
    const column = all[key];
    return column ? [{ key, column }] : [];
  });
  const names = columns.map(({ column }) => sql.identifier(column.name));
  const arrays = columns.map(({ key, column }) => {
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    });
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}
