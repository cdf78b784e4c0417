// Load probe: the product as `npm start` runs it (embedded database, demo organisation, demo feed),
// once its demo history is processed, under 200 connections for 60 s of the dashboard mix: GET
// /api/v1/locations, and for each demo location the retail dashboard's foot-traffic and
// door-counter (last 30 days by day, compared) and scores (last 30 days by day), with
// GET /api/health once a second meanwhile from another process. The load comes from autocannon.
import { spawn } from 'node:child_process';
import { defaultDateRange, localDateOf } from '@footfall/core';
import autocannon from 'autocannon';
import { httpLoginToken } from './bench-login';
import { formatCount, formatMs, percentile, type BenchRow } from './measure';
import {
  DEMO_LOGIN,
  historyProcessed,
  seconds,
  startProduct,
  stopRow,
  timedGet,
  waitForLoginPage,
  type Product,
} from './product-process';

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const SLOW_MS = 2_000;
const HEALTH_P99_TARGET_MS = 100;
const HISTORY_CAP_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ApiLocation = {
  id: number;
  name: string;
  type: string;
  timezone: string;
  services: { sensor_services: string[] };
};

/** The dashboard's paths: the list, then per fed demo location its three analytics calls. */
async function dashboardPaths(product: Product, token: string): Promise<string[]> {
  const response = await fetch(`${product.url}/api/v1/locations`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const locations = ((await response.json()) as { data: ApiLocation[] }).data;
  // The locations the demo feed sends data for (no mall, sensor services).
  const fed = locations.filter(
    (location) => location.type !== 'MALL' && location.services.sensor_services.length > 0,
  );
  const paths = ['/api/v1/locations'];
  for (const location of fed) {
    // The dashboards' default filters: the last 30 days to today in the location's zone, by day.
    const range = defaultDateRange(localDateOf(Date.now(), location.timezone));
    const query = `start_date=${range.start}&end_date=${range.end}&granularity=day`;
    const base = `/api/v1/locations/${location.id}`;
    paths.push(
      `${base}/foot-traffic?${query}&compare=1`,
      `${base}/door-counter?${query}&compare=1`,
      `${base}/scores?${query}`,
    );
  }
  return paths;
}

// The health sampler runs in its own Node process, so that autocannon's work in this one does not
// delay its timings: one GET a second, each timed on its own, printed as JSON at the end.
const HEALTH_SAMPLER = `
const [url, seconds] = process.argv.slice(1);
const times = [];
let failures = 0;
const one = async () => {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10000) });
    await response.arrayBuffer();
    if (response.status === 200) times.push(performance.now() - started);
    else failures += 1;
  } catch {
    failures += 1;
  }
};
const pending = [];
for (let i = 0; i < Number(seconds); i += 1) {
  pending.push(one());
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
await Promise.all(pending);
process.stdout.write(JSON.stringify({ times, failures }));
`;

function sampleHealth(
  url: string,
  durationS: number,
): Promise<{ times: number[]; failures: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', HEALTH_SAMPLER, url, String(durationS)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as { times: number[]; failures: number });
      else reject(new Error(`health sampler exited with ${code}`));
    });
  });
}

function runLoad(
  product: Product,
  token: string,
  paths: string[],
): Promise<{ result: autocannon.Result; times: number[] }> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: product.url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        // A slow answer is measured, not cut off at autocannon's default 10 s.
        timeout: 60,
        headers: { authorization: `Bearer ${token}` },
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => (error ? reject(error) : resolve({ result, times })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function waitForHistory(product: Product, log: (line: string) => void): Promise<number> {
  let lastReport = performance.now();
  for (;;) {
    const elapsed = performance.now() - product.startedAt;
    if (await historyProcessed(product)) return elapsed;
    if (!product.running())
      throw new Error(`the product exited:\n${product.output().slice(-4000)}`);
    if (elapsed > HISTORY_CAP_MS)
      throw new Error(`the demo history was not processed within ${seconds(HISTORY_CAP_MS)}`);
    if (performance.now() - lastReport > 60_000) {
      lastReport = performance.now();
      log(
        `  load: ${seconds(elapsed)}: ${product.historyDaysSent()} location-days of history sent, ${await product.pendingDays()} waiting for the pipeline`,
      );
    }
    await sleep(2_000);
  }
}

export async function loadProbe(log: (line: string) => void): Promise<BenchRow[]> {
  const product = await startProduct(log);
  let rows: BenchRow[] = [];
  let failure: unknown = null;
  try {
    rows = await measure(product, log);
  } catch (error) {
    failure = error;
  }
  // Stopped right after the load, as an operator would stop a busy server.
  const stopped = stopRow('Load', await product.stop(), log);
  if (failure) throw failure;
  return [...rows, stopped];
}

async function measure(product: Product, log: (line: string) => void): Promise<BenchRow[]> {
  await waitForLoginPage(product);
  const token = await httpLoginToken(product.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  const readyMs = await waitForHistory(product, log);
  log(`  load: demo history processed after ${seconds(readyMs)}`);
  const paths = await dashboardPaths(product, token);
  for (const path of paths)
    if ((await timedGet(`${product.url}${path}`, token)) === null)
      throw new Error(`${path} does not answer 200`);
  log(
    `  load: ${CONNECTIONS} connections for ${DURATION_S} s over ${paths.length} paths (${(paths.length - 1) / 3} demo locations)`,
  );
  const [{ result, times }, health] = await Promise.all([
    runLoad(product, token, paths),
    sampleHealth(`${product.url}/api/health`, DURATION_S),
  ]);
  if (!product.running()) throw new Error(`the product exited:\n${product.output().slice(-4000)}`);
  const slow = times.filter((time) => time > SLOW_MS).length;
  const answered = times.length;
  const failed = result.errors + result.timeouts + result.non2xx;
  const latency = `p50 ${formatMs(percentile(times, 50))}, p99 ${formatMs(percentile(times, 99))}, max ${formatMs(Math.max(...times))}`;
  const healthP99 = percentile(health.times, 99);
  const healthFigure = `p50 ${formatMs(percentile(health.times, 50))}, p99 ${formatMs(healthP99)}, max ${formatMs(Math.max(...health.times))}`;
  const rate = answered / result.duration;
  log(
    `  load: ${formatCount(rate)} requests/s, ${latency}, ${slow} over ${SLOW_MS / 1000} s, ${failed} failed; health ${healthFigure}`,
  );
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');
  return [
    {
      benchmark: `Load: dashboard mix, ${CONNECTIONS} connections for ${DURATION_S} s, product on its embedded database`,
      figure: `${formatCount(rate)} requests/s; ${latency}; ${slow} of ${formatCount(answered)} over ${SLOW_MS / 1000} s`,
      target: `no request over ${SLOW_MS / 1000} s`,
      met: slow === 0 && failed === 0,
      baseline: 'none',
      ratio: 'n/a',
      note: `autocannon in the bench process on the same 2 cores as the product; ${paths.length} paths in turn per connection (locations list; foot-traffic + door-counter with compare=1 and scores, last 30 days by day, for ${(paths.length - 1) / 3} demo locations); ${failed} failed (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}); statuses ${statuses}; demo feed live meanwhile; history processed ${seconds(readyMs)} after the start`,
    },
    {
      benchmark: 'Load: GET /api/health once a second during the load',
      figure: healthFigure,
      target: `p99 < ${HEALTH_P99_TARGET_MS} ms`,
      met: healthP99 < HEALTH_P99_TARGET_MS && health.failures === 0,
      baseline: 'none',
      ratio: 'n/a',
      note: `${health.times.length} requests from a separate Node process, ${health.failures} failed`,
    },
  ];
}
