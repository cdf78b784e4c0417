// The product as a new user starts it: `node scripts/start.mjs` in the repository, on a free port
// with a fresh temporary DATA_DIR (the embedded PostgreSQL server, the demo organisation, and the
// demo feed that sends 30 days of simulated history through the ingest API, then live data). Used
// by the start-up and load probes; stopped with SIGTERM, after which no process may be left.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runningEmbeddedUrl } from '../apps/server/src/db/embedded/cluster';
import type { BenchRow } from './measure';

export { DEMO_LOGIN } from '../apps/server/src/seed/demo-organisation';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The demo feed's last history line (packages/simulator/src/cli/demo-feed.ts). */
const HISTORY_SENT = /\[demo-feed\] \S+ history complete in/;

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export interface Product {
  url: string;
  dataDir: string;
  /** performance.now() when the process was spawned. */
  startedAt: number;
  /** Milliseconds after the start at which the demo feed said its history was sent, or null. */
  historySentAfterMs: () => number | null;
  /** Location-days the pipeline has not (re)computed yet (pipeline_dirty_days), or null when the
   * database cannot be asked. */
  pendingDays: () => Promise<number | null>;
  /** Location-days of history the demo feed recorded as sent (DATA_DIR/simulator-state.json). */
  historyDaysSent: () => number;
  running: () => boolean;
  output: () => string;
  stop: () => Promise<StopReport>;
}

export interface StopReport {
  /** Milliseconds from SIGTERM to the exit of scripts/start.mjs. */
  exitMs: number;
  exitCode: number | null;
  /** Processes of the product (its children, the database server) still there after the exit. */
  leftovers: string[];
  /** How many processes the product had when it was stopped (start.mjs included). */
  processes: number;
}

/** `npm start` builds the web app when it is missing: done before the clock starts. */
function ensureWebBuilt(log: (line: string) => void): void {
  if (existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) return;
  log('  apps/web/dist is missing: building the web app first (not timed)');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@footfall/web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web build failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** /proc/<pid>/stat: parent pid and state (Z: a zombie, as good as gone). */
function statOf(pid: number): { ppid: number; state: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '?', ppid: Number(fields[1]) };
  } catch {
    return null;
  }
}

const cmdlineOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return '';
  }
};

const allPids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

/** `root` and every process below it. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const pid of allPids()) {
    const stat = statOf(pid);
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

const alive = (pid: number) => {
  const stat = statOf(pid);
  return stat !== null && stat.state !== 'Z';
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startProduct(
  log: (line: string) => void,
  env: Record<string, string> = {},
): Promise<Product> {
  ensureWebBuilt(log);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'footfall-bench-product-'));
  // mkdtemp makes it 0700; as root the database server runs as another user, who must enter it.
  chmodSync(dataDir, 0o755);
  // What a new user has: no database URL, no demo switches, the default log level.
  const unset = new Set(['DATABASE_URL', 'DEMO', 'DEMO_FEED', 'LOG_LEVEL', 'PIPELINE_WORKER']);
  const childEnv: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.has(name))),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...env,
  };

  let output = '';
  let historySentAt: number | null = null;
  const startedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-500_000);
    if (historySentAt === null && HISTORY_SENT.test(output)) historySentAt = performance.now();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  let database: pg.Client | null = null;
  const pendingDays = async (): Promise<number | null> => {
    try {
      if (!database) {
        const databaseUrl = runningEmbeddedUrl(dataDir);
        if (!databaseUrl) return null;
        const client = new pg.Client({ connectionString: databaseUrl });
        client.on('error', () => undefined);
        await client.connect();
        database = client;
      }
      const { rows } = await database.query<{ n: number }>(
        'select count(*)::int as n from pipeline_dirty_days',
      );
      return rows[0]?.n ?? null;
    } catch {
      // Not migrated yet, or the connection was lost: ask again next time.
      await database?.end().catch(() => undefined);
      database = null;
      return null;
    }
  };

  const stop = async (): Promise<StopReport> => {
    await database?.end().catch(() => undefined);
    database = null;
    const tree = child.pid ? processTree(child.pid) : [];
    const stopping = performance.now();
    child.kill('SIGTERM');
    // An unref'd timer: it must not keep the benchmark process alive once the product is gone.
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 60_000).unref())]);
    const exitMs = performance.now() - stopping;
    // Give what start.mjs signalled a moment to go, then look for anything left: the processes
    // of the tree, and any process naming the DATA_DIR (the database server and its workers).
    let left: number[] = [];
    for (let waited = 0; waited <= 10_000; waited += 250) {
      left = [
        ...new Set([
          ...tree.filter(alive),
          ...allPids().filter((pid) => alive(pid) && cmdlineOf(pid).includes(dataDir)),
        ]),
      ];
      if (left.length === 0) break;
      await sleep(250);
    }
    // The process name, not its arguments: enough to tell the server, the feed and PostgreSQL's.
    const leftovers = left.map((pid) => `${pid} ${cmdlineOf(pid).slice(0, 100)}`);
    // Clean up what the product left behind (these are processes this benchmark started).
    for (const pid of left) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    if (left.length > 0) await sleep(1_000);
    rmSync(dataDir, { recursive: true, force: true });
    return { exitMs, exitCode: child.exitCode, leftovers, processes: tree.length };
  };

  return {
    url,
    dataDir,
    startedAt,
    historySentAfterMs: () => (historySentAt === null ? null : historySentAt - startedAt),
    pendingDays,
    historyDaysSent: () => {
      try {
        const state = JSON.parse(
          readFileSync(path.join(dataDir, 'simulator-state.json'), 'utf8'),
        ) as { done?: unknown[] };
        return state.done?.length ?? 0;
      } catch {
        return 0;
      }
    },
    running,
    output: () => output,
    stop,
  };
}

/** The log line and the results row of a stop: SIGTERM, then nothing of the product left. */
export function stopRow(name: string, stopped: StopReport, log: (line: string) => void): BenchRow {
  const left = stopped.leftovers;
  log(
    `  ${name}: stopped in ${seconds(stopped.exitMs)} (exit code ${stopped.exitCode}); ${left.length === 0 ? 'no process left' : `LEFT (killed by the benchmark): ${left.join('; ')}`}`,
  );
  return {
    benchmark: `${name}: SIGTERM to scripts/start.mjs, then no process left`,
    figure: `exit after ${seconds(stopped.exitMs)} (code ${stopped.exitCode}); ${left.length === 0 ? 'nothing left' : `${left.length} processes left`}`,
    target: 'no process left',
    met: left.length === 0,
    baseline: 'none',
    ratio: 'n/a',
    note:
      left.length === 0
        ? `${stopped.processes} processes (start.mjs, server, pipeline worker, demo feed, PostgreSQL) all gone`
        : `left 10 s after the exit, then killed by the benchmark: ${left.join('; ')}`,
  };
}

/** Milliseconds from the start until GET / answers the web app's HTML (the login page). */
export async function waitForLoginPage(product: Product, capMs = 180_000): Promise<number> {
  for (;;) {
    if (!product.running())
      throw new Error(`the product exited during start-up:\n${product.output().slice(-4000)}`);
    const elapsed = performance.now() - product.startedAt;
    if (elapsed > capMs)
      throw new Error(`no login page after ${seconds(capMs)}:\n${product.output().slice(-4000)}`);
    try {
      const response = await fetch(`${product.url}/`, { signal: AbortSignal.timeout(5_000) });
      const body = await response.text();
      if (
        response.ok &&
        response.headers.get('content-type')?.includes('text/html') &&
        body.includes('<div id="root"')
      )
        return performance.now() - product.startedAt;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
}

/** The demo feed said its history is sent, and the pipeline has no location-day left to do. */
export async function historyProcessed(product: Product): Promise<boolean> {
  return product.historySentAfterMs() !== null && (await product.pendingDays()) === 0;
}

/** One timed GET; null when it failed (status other than 200, or no answer within 30 s). */
export async function timedGet(url: string, token?: string): Promise<number | null> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    return response.status === 200 ? performance.now() - started : null;
  } catch {
    return null;
  }
}
