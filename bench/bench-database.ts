// The database a benchmark runs on. By default the engine the product runs: a fresh embedded
// PostgreSQL server (db/embedded/cluster.ts) in a temporary folder, durable as in the product,
// stopped and removed afterwards. `external`: a fresh database on the PostgreSQL server of
// BENCH_DATABASE_URL (127.0.0.1:5432 by default), as a DATABASE_URL deployment has, dropped
// afterwards.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded/cluster';

export type BenchTarget = 'embedded' | 'external';

export type BenchDatabase = {
  url: string;
  /** "embedded PostgreSQL 17.x" or "external PostgreSQL 15.x (host:port)". */
  label: string;
  /** The postmaster's process id where it runs on this machine under our control, else null. */
  postmasterPid: number | null;
  close: () => Promise<void>;
};

const EXTERNAL_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

async function query(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query(text)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

const versionOf = async (url: string) =>
  String((await query(url, 'show server_version'))[0]?.server_version ?? '?').split(' ')[0];

/** A fresh embedded server: what `npm start` runs, in a folder removed afterwards. */
async function openEmbedded(): Promise<BenchDatabase> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'footfall-bench-db-'));
  // mkdtemp makes it 0700; as root the server runs as another user, who must enter it.
  chmodSync(folder, 0o755);
  try {
    const cluster = await startEmbeddedPostgres({
      dataDir: folder,
      log: (level, message) => level !== 'info' && console.warn(`[bench database] ${message}`),
    });
    return {
      url: cluster.url,
      label: `embedded PostgreSQL ${await versionOf(cluster.url)}`,
      postmasterPid: cluster.pid(),
      close: async () => {
        await cluster.stop();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

async function openExternal(purpose: string): Promise<BenchDatabase> {
  const name = `footfall_bench_${purpose}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await query(EXTERNAL_URL, `create database ${name}`);
  const url = new URL(EXTERNAL_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `external PostgreSQL ${await versionOf(EXTERNAL_URL)} (${externalServerName()})`,
    postmasterPid: null,
    close: async () => {
      await query(EXTERNAL_URL, `drop database if exists ${name} with (force)`);
    },
  };
}

export function openBenchDatabase(target: BenchTarget, purpose: string): Promise<BenchDatabase> {
  return target === 'embedded' ? openEmbedded() : openExternal(purpose);
}

export async function externalReachable(): Promise<boolean> {
  try {
    await query(EXTERNAL_URL, 'select 1');
    return true;
  } catch {
    return false;
  }
}

export const externalServerName = () => new URL(EXTERNAL_URL).host;
