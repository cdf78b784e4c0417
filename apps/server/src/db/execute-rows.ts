// The rows of a raw SQL statement, as pg returns them (no Drizzle mapping): for statements whose
// columns are named as the caller's type in the SQL itself.
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

export async function executeRows<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
