// Opens the one database the server uses: embedded PGlite (files in DATA_DIR) by default, or a
// PostgreSQL server when DATABASE_URL is set. Both speak the same schema and migrations.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'embedded' | 'postgres';
  close: () => Promise<void>;
};

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** `embedded` may be a directory or `memory://` (tests). Applies pending migrations. */
export async function openDatabase(
  options: { databaseUrl: string } | { embedded: string },
): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection can be cut by the server (restart, failover, a dropped test database);
    // without a listener that error would crash the process. The pool replaces the connection.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (!options.embedded.startsWith('memory://'))
    fs.mkdirSync(options.embedded, { recursive: true });
  const client = new PGlite(options.embedded);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Database, kind: 'embedded', close: () => client.close() };
}
