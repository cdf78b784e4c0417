// Rows of a table read as JSON (json_agg(t) in one statement that gathers several tables) turned
// back into the objects drizzle's own select gives: field names, Dates and the like, through each
// column's own mapping.
import { getTableColumns, type Table } from 'drizzle-orm';

export function rowsFromJson<T extends Table>(table: T, rows: unknown): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return (rows as Record<string, unknown>[]).map((json) => {
    const row: Record<string, unknown> = {};
    for (const [field, column] of columns) {
      const value = json[column.name];
      row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  });
}
