#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the build, then runs the server
// (embedded database in DATA_DIR and the demo organisation unless DATABASE_URL / DEMO say otherwise).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'packages/core/src'].map((p) =>
  path.join(root, p),
);
const sourceTime = Math.max(
  ...sources.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
);
const buildTime = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
if (sourceTime > buildTime) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@footfall/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `node --import tsx` rather than the tsx command: one process each, which gets our signals as they
// are. The tsx command relays a SIGTERM and kills its child ~60 ms later unless it answers at
// once, which a busy server cannot: its close (and the embedded database's stop) never ran.
const typescript = (file) => [process.execPath, ['--import', 'tsx', path.join(root, file)]];

// The pipeline worker runs as its own process (PIPELINE_WORKER unset), so sessionising days of
// data never holds up the server's requests; PIPELINE_WORKER=1 keeps it inside the server, =0
// runs none (operators run `npm run worker` themselves). docs/operations.md.
const separateWorker = process.env.PIPELINE_WORKER === undefined;
const server = spawn(...typescript('apps/server/src/main.ts'), {
  cwd: root,
  stdio: 'inherit',
  env: separateWorker ? { ...process.env, PIPELINE_WORKER: '0' } : process.env,
});

// Demo mode (the embedded database unless DEMO=0, or DEMO=1): once the server answers, the demo
// feed sends simulated history and live data through the ingest API (docs/simulator.md).
const demoMode =
  process.env.DEMO === '1' || (!process.env.DATABASE_URL && process.env.DEMO !== '0');
const host = process.env.HOST ?? '127.0.0.1';
const base = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${process.env.PORT ?? 8080}`;
let feed = null;
let worker = null;
let stopping = false;
void whenHealthy().then(() => {
  if (separateWorker) startWorker();
  if (demoMode && process.env.DEMO_FEED !== '0')
    feed = spawn(...typescript('packages/simulator/src/cli/demo-feed.ts'), {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, FOOTFALL_URL: base },
    });
});

/** Resolves once the server answers (its database is up and migrated); never if it exits. */
async function whenHealthy() {
  for (let attempt = 0; attempt < 600 && server.exitCode === null; attempt += 1) {
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await new Promise(() => undefined);
}

/** The worker finds the server's embedded database through DATA_DIR (or uses DATABASE_URL); a
 * worker that dies is started again. */
function startWorker() {
  worker = spawn(...typescript('apps/server/src/worker-main.ts'), {
    cwd: root,
    stdio: 'inherit',
  });
  worker.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`The pipeline worker stopped (${signal ?? code}); starting it again in 2 s.`);
    setTimeout(() => !stopping && startWorker(), 2_000).unref();
  });
}

// Stopping: the feed and the worker get the signal first, and the server once they are gone (4 s
// at most): the worker finishes its day while the database is still up, then the server stops its
// database before it exits. Whatever still runs after 10 s is killed, so nothing outlives
// `npm start`.
const exited = (child) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
function stop(signal) {
  if (stopping) return;
  stopping = true;
  const first = [feed, worker].filter(Boolean);
  for (const child of first) child.kill(signal);
  const firstGone = Promise.all(first.map(exited));
  void Promise.race([firstGone, new Promise((resolve) => setTimeout(resolve, 4_000))]).then(() =>
    server.kill(signal),
  );
  setTimeout(() => {
    for (const child of [...first, server]) child.kill('SIGKILL');
    process.exit(1);
  }, 10_000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// npm runs this script through `sh -c`; on SIGTERM npm ends that shell, which does not pass the
// signal on. A new parent (this process re-parented) means whoever started us is gone: stop too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500).unref();
server.on('exit', (code) => {
  stopping = true;
  feed?.kill('SIGTERM');
  worker?.kill('SIGTERM');
  process.exit(code ?? 0);
});
