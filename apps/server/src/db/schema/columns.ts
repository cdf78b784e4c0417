// Column kinds the tables share, declared once so a kind means the same everywhere.
import { bigserial, integer, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The row's own id, numbered by the database. */
export const serialId = () => serial('id').primaryKey();

/** The row's own id in a table that keeps growing (bigserial, read as a number). */
export const bigSerialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** A point in time (timestamptz), read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When a row was created. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** The row this one belongs to: it is required and deleting it deletes this row (cascade). */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** A row this one points to: when it goes, the reference is forgotten (set null). */
export const pointsTo = (name: string, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });

/** The location of a fact table's row: its first key, with no foreign key (fact tables are
 * partitioned or distributed by it: docs/operations.md, "Production topology"). */
export const factLocation = () => integer('location_id').notNull();

/** A local day, YYYY-MM-DD in the location's time zone. */
export const localDate = () => text('local_date').notNull();

/** The UTC start of a rollup's hour. */
export const hourStart = () => instant('hour_start').notNull();

/** An interval [start_ts, end_ts). */
export const interval = () => ({
  startTs: instant('start_ts').notNull(),
  endTs: instant('end_ts').notNull(),
});
