// Every API test runs twice: on the embedded database and on a PostgreSQL server
// (TEST_DATABASE_URL or 127.0.0.1:5432). Each PostgreSQL run creates and drops its own database.
// Without a server those runs are skipped with a message, unless REQUIRE_POSTGRES=1 (CI).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type DatabaseTarget = {
  name: 'embedded' | 'postgres';
  /** Creates a fresh database and returns its settings and a drop function. */
  create: () => Promise<{
    databaseUrl: string | null;
    embedded: string;
    drop: () => Promise<void>;
  }>;
};

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const embedded: DatabaseTarget = {
  name: 'embedded',
  create: async () => ({ databaseUrl: null, embedded: 'memory://', drop: async () => undefined }),
};

const postgres: DatabaseTarget = {
  name: 'postgres',
  create: async () => {
    const name = `footfall_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return {
      databaseUrl: url.toString(),
      embedded: 'memory://',
      drop: () => adminQuery(`drop database if exists ${name} with (force)`),
    };
  },
};

const available = await postgresReachable();
if (!available) {
  const message = `PostgreSQL is not reachable at ${ADMIN_URL}: the PostgreSQL runs of the API tests are skipped.`;
  if (process.env.REQUIRE_POSTGRES === '1')
    throw new Error(`${message} REQUIRE_POSTGRES=1 makes this a failure.`);
  console.warn(message);
}

export const DATABASE_TARGETS: { target: DatabaseTarget; skip: boolean }[] = [
  { target: embedded, skip: false },
  { target: postgres, skip: !available },
];
