// Starts the real server as a child process (as `npm start` does: embedded PostgreSQL server in a
// temporary DATA_DIR), so a test can SIGKILL it mid-import and start it again on the same data. A
// SIGKILL leaves the database server running; the restart stops it as `npm start` would.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
export interface ServerProcess {
  url: string;
  dataDir: string;
  /** Sends a signal and waits for the process to exit. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** Starts the server again on the same port and database (after kill). */
  restart: () => Promise<void>;
  /** Everything the process wrote, for failure messages. */
  output: () => string;
  /** Stops the server and removes its database. */
  stop: () => Promise<void>;
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
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'footfall-server-'));
  // As root the database server runs as another user, who must enter the folder.
  chmodSync(dataDir, 0o755);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: options.demo === false ? '0' : '1',
    LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'warn',
    ...options.env,
  };
  delete env.DATABASE_URL;

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
    dataDir,
    kill,
    restart: async () => {
      await kill('SIGTERM');
      await launch();
    },
    output: () => log,
    stop: async () => {
      await kill('SIGTERM');
      stopOrphanedDatabase(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** After a SIGKILL with no restart the database server is still running: stop it. */
function stopOrphanedDatabase(dataDir: string): void {
  try {
    const pid = Number(
      readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0],
    );
    if (pid > 0) process.kill(pid, 'SIGQUIT');
  } catch {
    // not running
  }
}
