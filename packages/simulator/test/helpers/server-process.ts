// Starts the real server as a child process (as `npm start` does), so a test can SIGKILL it
// mid-import and start it again on the same database. Embedded database: a temporary DATA_DIR;
// PostgreSQL: a fresh database on TEST_DATABASE_URL (default 127.0.0.1:5432), dropped at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type DatabaseKind = 'embedded' | 'postgres';

export interface ServerProcess {
  url: string;
  database: DatabaseKind;
  /** The PostgreSQL database's URL (postgres only), for direct checks. */
  databaseUrl: string | null;
  /** Sends a signal and waits for the process to exit. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** Starts the server again on the same port and database (after kill). */
  restart: () => Promise<void>;
  /** Everything the process wrote, for failure messages. */
  output: () => string;
  /** Stops the server and removes its database. */
  stop: () => Promise<void>;
}

export async function postgresAvailable(): Promise<boolean> {
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited during start-up:\n${log().slice(-4000)}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server did not answer ${url}/api/health within 120 s:\n${log().slice(-4000)}`,
  );
}

export interface ServerProcessOptions {
  /** DEMO=1 (default): the demo organisation and its login exist. */
  demo?: boolean;
  env?: Record<string, string>;
}

export async function startServerProcess(
  database: DatabaseKind,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'footfall-server-'));
  let databaseUrl: string | null = null;
  let databaseName: string | null = null;
  if (database === 'postgres') {
    databaseName = `footfall_sim_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${databaseName}`);
    const parsed = new URL(ADMIN_URL);
    parsed.pathname = `/${databaseName}`;
    databaseUrl = parsed.toString();
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: options.demo === false ? '0' : '1',
    LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'warn',
    ...options.env,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;

  let log = '';
  let child: ChildProcess | null = null;
  const launch = async () => {
    // `node --import tsx` rather than the tsx CLI: one process, so a SIGKILL hits the server itself.
    const started = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    const append = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-200_000);
    };
    started.stdout?.on('data', append);
    started.stderr?.on('data', append);
    await waitForHealth(url, started, () => log);
  };
  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill(signal);
    await exited;
  };

  await launch();
  return {
    url,
    database,
    databaseUrl,
    kill,
    restart: async () => {
      await kill('SIGTERM');
      await launch();
    },
    output: () => log,
    stop: async () => {
      await kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseName) await adminQuery(`drop database if exists ${databaseName} with (force)`);
    },
  };
}
