#!/usr/bin/env node
// `npm test`: every check in CI's fixed order: lint, format, typecheck, generated
// files and the web build (these five side by side), unit and API tests (on an embedded
// PostgreSQL server), end-to-end in Chromium, the cluster test. The first-start product (at the
// lowest priority) and the cluster test start with the main end-to-end run: they use the CPU that
// run leaves idle while it waits on the browser.
// Ends with the line `N passed, N failed`, counting each test and each check that is not a test
// runner.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePoppler } from './ensure-poppler.mjs';
import { firstStartEnv, freshFirstStartDataDir } from '../e2e/first-start-product.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
const startedAt = Date.now();
/**
 * The machine's busy CPU time so far (all cores, from /proc/stat; null elsewhere): CI's time
 * is bounded by CPU-seconds on two cores, so each heading says where they go.
 */
function busyCpuSeconds() {
  try {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
    return (user + nice + system + irq + softirq + steal) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}
const cpuAtStart = busyCpuSeconds();
/** Minutes (and busy CPU-seconds) since `npm test` started: where the run's time goes. */
function elapsed() {
  const minutes = `${((Date.now() - startedAt) / 60_000).toFixed(1)} min`;
  const cpu = busyCpuSeconds();
  return cpu === null ? minutes : `${minutes}, ${(cpu - cpuAtStart).toFixed(0)} CPU-s`;
}

function run(title, command, args, options = {}) {
  console.log(`\n=== ${title} (from ${elapsed()}) ===`);
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  return result;
}

/** A command with its output captured, as a promise (checks run side by side). */
function runCaptured(command, args, cwd = root) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const started = Date.now();
    const took = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
    child.on('error', (error) =>
      resolve({ status: null, output: `${output}${error.message}\n`, took: took() }),
    );
    child.on('close', (status) => resolve({ status, output, took: took() }));
  });
}

/**
 * Checks that are not test runners, side by side (each uses one core at most), each counted as
 * one test; their outputs are printed one after the other, in the order given.
 */
async function checks(list) {
  const results = await Promise.all(list.map((c) => runCaptured(c.command, c.args, c.cwd)));
  list.forEach((c, index) => {
    const result = results[index];
    console.log(`\n=== ${c.title} (${result.took}) ===`);
    process.stdout.write(result.output);
    const ok = c.ok ? c.ok(result) : result.status === 0;
    if (ok) passed += 1;
    else {
      failed += 1;
      failures.push(c.title);
    }
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

await checks([
  { title: 'lint (eslint)', command: 'npx', args: ['eslint', '.'] },
  { title: 'format (prettier --check)', command: 'npx', args: ['prettier', '--check', '.'] },
  // Every workspace in one `tsc -b` (tsconfig.typecheck.json): each file checked once.
  {
    title: 'typecheck (tsc -b, strict, every workspace)',
    command: 'npx',
    args: ['tsc', '-b', 'tsconfig.typecheck.json'],
  },
  {
    title: 'migrations match the schema (drizzle-kit generate)',
    command: 'npx',
    args: ['drizzle-kit', 'generate'],
    cwd: path.join(root, 'apps/server'),
    ok: (r) => r.status === 0 && /No schema changes/i.test(r.output),
  },
  {
    title: 'build (web app)',
    command: 'npm',
    args: ['run', 'build', '--workspace', '@footfall/web'],
  },
]);
const built = !failures.includes('build (web app)');

/**
 * The first-start product (e2e/first-start-product.mjs), started with the main end-to-end run at
 * the lowest priority: its demo history goes in on the CPU that run leaves idle while it waits on
 * the browser, instead of after it. (Started before the unit and API tests, it made them 50%
 * slower: they leave little idle.) Stopped as a person stops `npm start` (SIGTERM), killed if it
 * outstays 20 s.
 */
function startFirstStartProduct(dataDir) {
  const niced = fs.existsSync('/usr/bin/nice') ? ['/usr/bin/nice', '-n', '19'] : [];
  const [command, ...args] = [...niced, process.execPath, 'scripts/start.mjs'];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...firstStartEnv(dataDir) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  // Detached, it leads a session of its own, which Linux schedules as a group of its own
  // (autogroup) whatever the nice value of its processes: that group's nice is set too.
  try {
    fs.writeFileSync(`/proc/${child.pid}/autogroup`, '19');
  } catch {
    // no autogroup scheduling here: the nice value above is enough
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const timer = new Promise((resolve) => setTimeout(() => resolve('late'), 20_000));
    if ((await Promise.race([exited, timer])) === 'late') {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
}

ensurePoppler();
const vitestJson = path.join(reports, 'vitest.json');
const vitest = run('unit and API tests (vitest: core, web, simulator, server)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitestReport = readJson(vitestJson);
if (vitestReport) {
  passed += vitestReport.numPassedTests;
  failed += vitestReport.numFailedTests;
  if (vitestReport.numFailedTests > 0 || vitest.status !== 0) failures.push('vitest');
  if (vitest.status !== 0 && vitestReport.numFailedTests === 0) failed += 1;
} else {
  failed += 1;
  failures.push('vitest (no report)');
}

/** One Playwright run, counted test by test from its JSON report. */
function playwright(title, config, name, chromium, env = {}) {
  const json = path.join(reports, `${name}.json`);
  const result = run(
    title,
    'npx',
    ['playwright', 'test', '--config', config, '--reporter=list,json'],
    {
      env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: json, ...env },
    },
  );
  const stats = readJson(json)?.stats;
  if (stats) {
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (stats.unexpected > 0) failures.push(name);
    if (result.status !== 0 && stats.unexpected === 0) {
      failed += 1;
      failures.push(`${name} (runner)`);
    }
  } else {
    failed += 1;
    failures.push(`${name} (no report)`);
  }
}

/**
 * Scale-out (issue 18): HAProxy, 3 servers and 2 workers, servers and workers killed while data
 * arrives; counted check by check. Started beside the main end-to-end run: that run waits on the
 * browser, the MQTT subscriber and its own server much of the time, and this test waits on its
 * processes' restarts; one after the other, the two left a core idle for about a minute. Its
 * output goes to a file (the end-to-end run blocks this process) and is printed when it is done.
 */
function startClusterTest() {
  const json = path.join(reports, 'cluster.json');
  const log = path.join(reports, 'cluster.log');
  const out = fs.openSync(log, 'w');
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/test/cluster/cluster-chaos.ts'],
    { cwd: root, env: { ...process.env, CLUSTER_TEST_REPORT: json }, stdio: ['ignore', out, out] },
  );
  fs.closeSync(out);
  const exited = new Promise((resolve) => {
    child.once('error', () => resolve(null));
    child.once('exit', (status) => resolve(status));
  });
  return async () => {
    const status = await exited;
    const took = ((Date.now() - started) / 1000).toFixed(0);
    console.log(
      `\n=== cluster: HAProxy, 3 servers, 2 workers, kill -9 while ingesting (npm run test:cluster; ${took} s, beside the end-to-end run) ===`,
    );
    process.stdout.write(fs.readFileSync(log, 'utf8'));
    const counts = readJson(json);
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
      if (counts.failed > 0 || status !== 0) failures.push('cluster');
    } else {
      failed += 1;
      failures.push('cluster (no report)');
    }
  };
}

const firstStartDataDir = built ? freshFirstStartDataDir() : null;
const stopFirstStart = firstStartDataDir ? startFirstStartProduct(firstStartDataDir) : null;
const clusterDone = startClusterTest();
if (built) {
  const chromium = ensureChromium();
  playwright(
    'end-to-end (Playwright in Debian Chromium)',
    'e2e/playwright.config.ts',
    'e2e',
    chromium,
  );
  // The product as first started, demo history and all: its own server, started above.
  playwright(
    'first start: the default demo views (Playwright, demo feed on)',
    'e2e/playwright.first-start.config.ts',
    'e2e-first-start',
    chromium,
    { E2E_FIRST_START_STARTED: '1', E2E_FIRST_START_DATA_DIR: firstStartDataDir },
  );
}
await stopFirstStart?.();
await clusterDone();

if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\nnpm test took ${elapsed()}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
