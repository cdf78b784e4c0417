// A fresh PostgreSQL database for one benchmark (127.0.0.1:5432 or BENCH_DATABASE_URL's server),
// dropped afterwards, as the API tests do.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function postgresReachable(): Promise<boolean> {
  try {
    await adminQuery('select 1');
    return true;
  } catch {
    return false;
  }
}

export type BenchDatabase = { url: string; drop: () => Promise<void> };

export async function createBenchDatabase(purpose: string): Promise<BenchDatabase> {
  const name = `footfall_bench_${purpose}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

export const postgresServerName = () => new URL(ADMIN_URL).host;
