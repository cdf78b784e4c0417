// Opens the one database the server uses: a PostgreSQL server, the one in DATABASE_URL or the
// embedded one this process runs in DATA_DIR (db/embedded). Applies pending migrations.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { preparingClient, StatementNames } from './prepared-statements';
import { settleWithin } from './settle-within';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  /** `embedded`: the server this process runs in DATA_DIR; `postgres`: DATABASE_URL. */
  kind: 'embedded' | 'postgres';
  /** Where it is, for connections of their own (LISTEN). */
  url: string;
  pool: pg.Pool;
  close: () => Promise<void>;
};

export const MIGRATIONS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export async function openDatabase(options: {
  databaseUrl: string;
  kind?: DatabaseHandle['kind'];
  poolSize?: number;
}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    // Frequent statements are prepared once per connection (db/prepared-statements.ts).
    Client: preparingClient(new StatementNames()),
  });
  // An idle connection can be cut by the server (restart, failover, a dropped test database);
  // without a listener that error would crash the process. The pool replaces the connection.
  let closing = false;
  pool.on('error', (error) => {
    // pool.end() does not wait for the connections' goodbyes: a server stopped right after (the
    // embedded one) cuts them, which is no news.
    if (!closing) console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  // A checked-out connection (a transaction between two statements, the pipeline's lock holder)
  // has no pool listener: its loss would be an uncaught error. Its next query fails instead, and
  // the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Database,
    kind: options.kind ?? 'postgres',
    url: options.databaseUrl,
    pool,
    // pool.end() waits for every checked-out connection; one stuck on a query to a database that
    // died would wait for ever. After 3 s the process goes on (stopping the embedded server ends
    // such a query).
    close: async () => {
      closing = true;
      await settleWithin(pool.end(), 3_000);
    },
  };
}
