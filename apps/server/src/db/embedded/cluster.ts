// The embedded database: a real PostgreSQL server that this process initialises in
// DATA_DIR/postgres on first start, runs on a private loopback port with a generated password,
// restarts if it dies, and stops on close. Ownership is recorded in DATA_DIR/postgres.owner so that
// a server left running by a killed Footfall is stopped, and a second Footfall on the same
// DATA_DIR is refused with a message instead of a hang.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { locateBinaries, type PostgresBinaries } from './binaries';
import { assertReachable, unprivilegedUser, type RunAs } from './run-as';

export const EMBEDDED_USER = 'footfall';
export const EMBEDDED_DATABASE = 'footfall';

export type EmbeddedLog = (level: 'info' | 'warn' | 'error', message: string) => void;

export type EmbeddedPostgres = {
  /** postgres://footfall:...@127.0.0.1:<port>/footfall */
  url: string;
  /** The same server's maintenance database, for creating and dropping databases (tests). */
  adminUrl: string;
  port: number;
  /** The postmaster's process id (changes when it is restarted). */
  pid: () => number | null;
  stop: () => Promise<void>;
};

export type EmbeddedOptions = {
  dataDir: string;
  log?: EmbeddedLog;
  /** Test clusters trade durability for speed (fsync off); a product's never does. */
  durable?: boolean;
  maxConnections?: number;
};

export class DataDirInUseError extends Error {}

export const defaultLog: EmbeddedLog = (level, message) =>
  (level === 'info' ? console.log : console.error)(`[database] ${message}`);

const paths = (dataDir: string) => ({
  pgdata: path.join(dataDir, 'postgres'),
  password: path.join(dataDir, 'postgres.password'),
  owner: path.join(dataDir, 'postgres.owner'),
  log: path.join(dataDir, 'postgres.log'),
});

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? defaultLog;
  const files = paths(path.resolve(options.dataDir));
  fs.mkdirSync(path.dirname(files.pgdata), { recursive: true });
  const runAs = unprivilegedUser();
  const binaries = locateBinaries(runAs);
  if (runAs) assertReachable(path.dirname(files.pgdata), runAs, 'the data folder');
  await takeOwnership(files, log);
  if (!fs.existsSync(path.join(files.pgdata, 'PG_VERSION'))) {
    log('info', `initialising a PostgreSQL server in ${files.pgdata}`);
    initialise(binaries, files, runAs);
  }
  const password = fs.readFileSync(files.password, 'utf8').trim();
  const server = new Supervisor(binaries, files, runAs, options, log);
  const port = await server.start();
  const url = (database: string) =>
    `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  await ensureDatabase(url('postgres'));
  return {
    url: url(EMBEDDED_DATABASE),
    adminUrl: url('postgres'),
    port,
    pid: () => server.pid(),
    stop: async () => {
      await server.stop();
      fs.rmSync(files.owner, { force: true });
    },
  };
}

/** The URL of the embedded server another process of this DATA_DIR is running (npm run worker,
 * the importers), or null when none is running. */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const files = paths(path.resolve(dataDir));
  const pidFile = readPidFile(files.pgdata);
  if (!pidFile || !isPostgres(pidFile.pid) || !fs.existsSync(files.password)) return null;
  const password = fs.readFileSync(files.password, 'utf8').trim();
  return `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${pidFile.port}/${EMBEDDED_DATABASE}`;
}

function initialise(
  binaries: PostgresBinaries,
  files: ReturnType<typeof paths>,
  runAs: RunAs | null,
) {
  // initdb writes into a fresh folder that is renamed when complete, so a crash mid-way leaves
  // nothing that looks like a database.
  const staging = `${files.pgdata}.initialising`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { mode: 0o700 });
  if (runAs) fs.chownSync(staging, runAs.uid, runAs.gid);
  const password = randomBytes(24).toString('base64url');
  const pwfile = `${files.pgdata}.pwfile`;
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) fs.chownSync(pwfile, runAs.uid, runAs.gid);
  const result = spawnSync(
    binaries.initdb,
    [
      `--pgdata=${staging}`,
      `--username=${EMBEDDED_USER}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--no-instructions',
    ],
    { encoding: 'utf8', ...(runAs ?? {}) },
  );
  fs.rmSync(pwfile, { force: true });
  if (result.status !== 0) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new Error(
      `initdb failed (${result.error?.message ?? `exit ${result.status}`}): ${result.stderr}`,
    );
  }
  fs.writeFileSync(files.password, `${password}\n`, { mode: 0o600 });
  fs.renameSync(staging, files.pgdata);
}

/** Reads postmaster.pid: line 1 the pid, line 4 the port. */
function readPidFile(pgdata: string): { pid: number; port: number } | null {
  try {
    const lines = fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]) };
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** On Linux the process name tells a postmaster from an unrelated process that reused its pid. */
function isPostgres(pid: number): boolean {
  if (!alive(pid)) return false;
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return process.platform !== 'linux';
  }
}

async function takeOwnership(files: ReturnType<typeof paths>, log: EmbeddedLog): Promise<void> {
  const owner = Number(fs.existsSync(files.owner) ? fs.readFileSync(files.owner, 'utf8') : NaN);
  const running = readPidFile(files.pgdata);
  if (owner !== process.pid && alive(owner) && running && isPostgres(running.pid))
    throw new DataDirInUseError(
      `${path.dirname(files.pgdata)} is in use by another Footfall server (process ${owner}). ` +
        'Stop it first, or give this one another DATA_DIR.',
    );
  if (running && isPostgres(running.pid)) {
    log(
      'warn',
      `stopping the database server (process ${running.pid}) that a Footfall server left running`,
    );
    await stopPostmaster(running.pid);
  } else if (running && alive(running.pid)) {
    // A stale postmaster.pid whose number now belongs to another program: PostgreSQL would
    // refuse to start while that program runs.
    fs.rmSync(path.join(files.pgdata, 'postmaster.pid'), { force: true });
  }
  fs.writeFileSync(files.owner, String(process.pid));
}

/** Fast shutdown (SIGINT: roll back open transactions, checkpoint), then immediate, then kill. */
async function stopPostmaster(pid: number, child?: ChildProcess): Promise<void> {
  const exited = () => (child ? child.exitCode !== null || child.signalCode !== null : !alive(pid));
  for (const [signal, waitMs] of [
    ['SIGINT', 20_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    for (let waited = 0; waited < waitMs && !exited(); waited += 50) await sleep(50);
    if (exited()) return;
  }
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [
      EMBEDDED_DATABASE,
    ]);
    if (found.rowCount === 0) await client.query(`create database ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs the postmaster as a child and starts it again when it dies unexpectedly. */
class Supervisor {
  private child: ChildProcess | null = null;
  private port = 0;
  private stopping = false;
  /** Set once the first start succeeded: only then does an exit mean "start it again". */
  private running = false;
  private restarts: number[] = [];
  private readonly onExit = () => this.child?.kill('SIGINT');

  constructor(
    private readonly binaries: PostgresBinaries,
    private readonly files: ReturnType<typeof paths>,
    private readonly runAs: RunAs | null,
    private readonly options: EmbeddedOptions,
    private readonly log: EmbeddedLog,
  ) {}

  pid = () => this.child?.pid ?? null;

  async start(): Promise<number> {
    // A port another program takes between the probe and the bind: try another.
    for (let attempt = 1; ; attempt += 1) {
      this.port = await freePort();
      try {
        await this.launch();
        this.running = true;
        process.on('exit', this.onExit);
        return this.port;
      } catch (error) {
        if (attempt >= 3 || !/could not bind|address already in use/i.test(String(error)))
          throw error;
      }
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    process.off('exit', this.onExit);
    const child = this.child;
    if (child?.pid && child.exitCode === null) await stopPostmaster(child.pid, child);
  }

  private settings(): string[] {
    const durable = this.options.durable ?? true;
    const settings = [
      'listen_addresses=127.0.0.1',
      'unix_socket_directories=',
      `max_connections=${this.options.maxConnections ?? 100}`,
      ...(durable ? [] : ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off']),
    ];
    return settings.flatMap((setting) => ['-c', setting]);
  }

  private async launch(): Promise<void> {
    const logStart = fs.existsSync(this.files.log) ? fs.statSync(this.files.log).size : 0;
    const logFd = fs.openSync(this.files.log, 'a');
    // Its own process group: Ctrl-C in a terminal reaches Footfall, which then stops the
    // database after the requests in flight, instead of the database going first.
    const child = spawn(
      this.binaries.postgres,
      ['-D', this.files.pgdata, '-p', String(this.port), ...this.settings()],
      { stdio: ['ignore', logFd, logFd], detached: true, ...(this.runAs ?? {}) },
    );
    fs.closeSync(logFd);
    this.child = child;
    let exitedEarly = false;
    child.once('exit', () => {
      exitedEarly = true;
      if (this.running && !this.stopping && this.child === child) void this.restart();
    });
    const deadline = Date.now() + 120_000;
    while (!(await this.accepts())) {
      if (exitedEarly || Date.now() > deadline) {
        if (!exitedEarly) child.kill('SIGKILL');
        throw new Error(`the database server did not start: ${this.logSince(logStart)}`);
      }
      await sleep(100);
    }
  }

  /** Ready once a connection is answered (after crash recovery, too). */
  private async accepts(): Promise<boolean> {
    const password = fs.readFileSync(this.files.password, 'utf8').trim();
    const client = new pg.Client({
      host: '127.0.0.1',
      port: this.port,
      user: EMBEDDED_USER,
      password,
      database: 'postgres',
      connectionTimeoutMillis: 1000,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private async restart(): Promise<void> {
    const now = Date.now();
    this.restarts = [...this.restarts.filter((at) => now - at < 60_000), now];
    const pause = Math.min(5_000, 250 * 2 ** (this.restarts.length - 1));
    this.log('warn', `the database server stopped unexpectedly; starting it again in ${pause} ms`);
    await sleep(pause);
    if (this.stopping) return;
    try {
      await this.launch();
      this.log('info', 'the database server is running again');
    } catch (error) {
      // Its exit schedules the next attempt.
      this.log('error', `the database server could not be restarted: ${(error as Error).message}`);
    }
  }

  private logSince(offset: number): string {
    try {
      const text = fs.readFileSync(this.files.log, 'utf8').slice(offset).trim();
      return text.split('\n').slice(-15).join('\n') || `no output (see ${this.files.log})`;
    } catch {
      return `see ${this.files.log}`;
    }
  }
}
