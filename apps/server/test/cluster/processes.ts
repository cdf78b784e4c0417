// The processes the chaos test runs: the cluster (npm run cluster) and a one-process reference
// server, each on its own embedded database in its own folder, and their state.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runningEmbeddedUrl } from '../../src/db/embedded/cluster';
import { waitHealthy } from '../../src/cluster/supervisor';

const root = path.resolve(import.meta.dirname, '../../../..');

export interface ClusterState {
  port: number;
  database_url: string;
  processes: { name: string; pid: number | null; port: number | null; restarts: number }[];
}

export interface Running {
  child: ChildProcess;
  dataDir: string;
  port: number;
  stop: () => Promise<void>;
}

function freshFolder(name: string): string {
  const folder = path.join('/tmp', `footfall-${name}`);
  fs.rmSync(folder, { recursive: true, force: true });
  // The embedded database runs as an unprivileged user, who must be able to enter the folder.
  fs.mkdirSync(folder, { recursive: true, mode: 0o755 });
  fs.chmodSync(folder, 0o755);
  return folder;
}

function launch(name: string, args: string[], port: number, env: NodeJS.ProcessEnv): Running {
  const dataDir = freshFolder(name);
  const log = fs.openSync(path.join(dataDir, 'processes.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The demo organisation and its API keys (demo-feed-keys.json); no process here runs its
      // feed: the test sends its own data.
      DEMO: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { child, dataDir, port, stop };
}

/** npm run cluster behind HAProxy on `port` (3 servers and 2 workers unless told otherwise). */
export async function startCluster(port: number, servers = 3, workers = 2): Promise<Running> {
  const running = launch(
    `cluster-${servers}x${workers}`,
    [
      'apps/server/src/cluster/cluster-main.ts',
      ...['--servers', String(servers), '--workers', String(workers), '--no-feed'],
    ],
    port,
    {},
  );
  await waitHealthy(port, 240_000);
  return running;
}

/** One server process with the pipeline inside it: the single-process run. */
export async function startReference(port: number): Promise<Running> {
  const running = launch('cluster-reference', ['apps/server/src/main.ts'], port, {
    PIPELINE_WORKER: '1',
  });
  await waitHealthy(port, 240_000);
  return running;
}

export function clusterState(dataDir: string): ClusterState {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'cluster.json'), 'utf8')) as ClusterState;
}

export function databaseUrlOf(running: Running): string {
  const url = runningEmbeddedUrl(running.dataDir);
  if (url) return url;
  return clusterState(running.dataDir).database_url;
}

/** The API keys the demo organisation's seeding wrote for its feed. */
export function demoKeys(dataDir: string): { id: number; api_key: string }[] {
  const file = path.join(dataDir, 'demo-feed-keys.json');
  return (
    JSON.parse(fs.readFileSync(file, 'utf8')) as { locations: { id: number; api_key: string }[] }
  ).locations;
}
