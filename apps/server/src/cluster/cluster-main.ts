// `npm run cluster`: HAProxy in front of several server processes and pipeline workers on one
// PostgreSQL server (DATABASE_URL, or the embedded one in DATA_DIR), each process started again
// when it dies. `npm run cluster -- --servers 3 --workers 2 [--no-feed]`; PORT (8080) is HAProxy's. The
// processes and their pids are in DATA_DIR/cluster.json (the chaos test reads it).
// docs/operations.md "Cluster".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { plural } from '@footfall/core';
import { readConfig, readProcessRoles } from '../config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded/cluster';
import { ensureHaproxy, haproxyConfig } from './haproxy-config';
import { Supervisor, waitHealthy, type ProcessSpec } from './supervisor';

const root = path.resolve(import.meta.dirname, '../../../..');
const { values } = parseArgs({
  options: {
    servers: { type: 'string', default: '3' },
    workers: { type: 'string', default: '2' },
    // The demo organisation without its feed (the chaos test sends its own data).
    'no-feed': { type: 'boolean', default: false },
  },
});
const serverCount = Number(values.servers);
const workerCount = Number(values.workers);
if (!(serverCount >= 1 && serverCount <= 16 && workerCount >= 0 && workerCount <= 16)) {
  console.error('npm run cluster -- --servers <1-16> --workers <0-16>');
  process.exit(2);
}

const config = readConfig();
const port = config.port;
const dataDir = path.resolve(config.dataDir);
fs.mkdirSync(dataDir, { recursive: true });
ensureHaproxy();
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@footfall/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// One database for every process: the embedded server belongs to this launcher, so killing any
// server or worker leaves it running.
const embedded: EmbeddedPostgres | null = config.databaseUrl
  ? null
  : await startEmbeddedPostgres({ dataDir, maxConnections: 300 });
const databaseUrl = config.databaseUrl ?? embedded?.url ?? '';
const demo = config.demo ?? embedded !== null;
const publicUrl = config.publicUrl;

const node = (file: string) => ({
  command: process.execPath,
  args: ['--import', 'tsx', path.join(root, file)],
});
const base = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  PUBLIC_URL: publicUrl,
  DEMO: demo ? '1' : '0',
};
const serverPorts = Array.from({ length: serverCount }, (_, index) => port + 1 + index);
const serverSpec = (index: number): ProcessSpec => ({
  name: `server${index + 1}`,
  ...node('apps/server/src/main.ts'),
  port: serverPorts[index],
  env: {
    ...base,
    PORT: String(serverPorts[index]),
    HOST: '127.0.0.1',
    PIPELINE_WORKER: '0',
    TRUST_PROXY: '1',
    // The once-a-minute jobs and the MQTT subscribers run in the first server only.
    ...(index === 0 ? {} : { ALERT_JOBS: '0', REPORT_JOBS: '0', MQTT_SUBSCRIBERS: '0' }),
  },
});
const workerSpec = (index: number): ProcessSpec => ({
  name: `worker${index + 1}`,
  ...node('apps/server/src/worker-main.ts'),
  env: base,
});

const stateFile = path.join(dataDir, 'cluster.json');
const supervisor = new Supervisor(root, () => {
  const processes = [...supervisor.processes.values()].map((entry) => ({
    name: entry.spec.name,
    pid: entry.child.pid ?? null,
    port: entry.spec.port ?? null,
    restarts: entry.restarts,
  }));
  const state = { port, database_url: databaseUrl, server_ports: serverPorts, processes };
  fs.writeFileSync(`${stateFile}.tmp`, JSON.stringify(state, null, 2));
  fs.renameSync(`${stateFile}.tmp`, stateFile);
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await supervisor.stop([
    (name) => name === 'haproxy' || name === 'demo-feed',
    (name) => name.startsWith('worker'),
    (name) => name.startsWith('server'),
  ]);
  await embedded?.stop();
  fs.rmSync(stateFile, { force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));

try {
  // The first server migrates the database (and seeds the demo) before the others start.
  supervisor.start(serverSpec(0));
  await waitHealthy(port + 1);
  for (let index = 1; index < serverCount; index += 1) supervisor.start(serverSpec(index));
  await Promise.all(serverPorts.slice(1).map((serverPort) => waitHealthy(serverPort)));
  for (let index = 0; index < workerCount; index += 1) supervisor.start(workerSpec(index));

  const template = fs.readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8');
  const haproxyFile = path.join(dataDir, 'haproxy.cfg');
  fs.writeFileSync(haproxyFile, haproxyConfig(template, port, serverPorts));
  supervisor.start({
    name: 'haproxy',
    command: 'haproxy',
    args: ['-db', '-f', haproxyFile],
    env: process.env,
  });
  await waitHealthy(port);
  // The demo feed is this launcher's, sent through HAProxy like a customer's gateways.
  if (demo && readProcessRoles().demoFeed && !values['no-feed']) {
    supervisor.start({
      name: 'demo-feed',
      ...node('packages/simulator/src/cli/demo-feed.ts'),
      env: { ...base, FOOTFALL_URL: `http://127.0.0.1:${port}` },
    });
  }
  const servers = plural('en-US', serverCount, {
    one: 'server on port',
    other: 'servers on ports',
  });
  const workers = plural('en-US', workerCount, {
    one: 'pipeline worker',
    other: 'pipeline workers',
  });
  console.log(
    `\n  Footfall cluster: ${publicUrl} (HAProxy) -> ${serverCount} ${servers} ${serverPorts.join(', ')}, ${workerCount} ${workers}\n`,
  );
} catch (error) {
  console.error(`\n  The cluster could not start: ${(error as Error).message}\n`);
  await stop(1);
}
