// Column kinds the tables share, declared once so a kind means the same everywhere.
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
