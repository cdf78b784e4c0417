// Load probe: the product as `npm start` runs it (embedded database, demo organisation, demo feed),
// once its demo history is processed, under 200 connections for 60 s of the dashboard mix: GET
// /api/v1/locations, and for each demo location the retail dashboard's foot-traffic and
// door-counter (last 30 days by day, compared) and scores (last 30 days by day), with
// GET /api/health once a second meanwhile from another process. The load comes from autocannon.
import { dashboardPaths, OPENING_MS, runLoad, sampleHealth } from './dashboard-load';
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
  const paths = await dashboardPaths(product.url, token);
  for (const path of paths)
    if ((await timedGet(`${product.url}${path}`, token)) === null)
      throw new Error(`${path} does not answer 200`);
  log(
    `  load: ${CONNECTIONS} connections for ${DURATION_S} s over ${paths.length} paths (${(paths.length - 1) / 3} demo locations)`,
  );
  const [{ result, times, openingTimes }, health] = await Promise.all([
    runLoad(product.url, token, paths, CONNECTIONS, DURATION_S),
    sampleHealth(`${product.url}/api/health`, DURATION_S),
  ]);
  if (!product.running()) throw new Error(`the product exited:\n${product.output().slice(-4000)}`);
  const slow = times.filter((time) => time > SLOW_MS).length;
  const slowOpening = openingTimes.filter((time) => time > SLOW_MS).length;
  const answered = times.length;
  const failed = result.errors + result.timeouts + result.non2xx;
  const latency = `p50 ${formatMs(percentile(times, 50))}, p99 ${formatMs(percentile(times, 99))}, max ${formatMs(Math.max(...times))}`;
  const healthP99 = percentile(health.times, 99);
  const healthFigure = `p50 ${formatMs(percentile(health.times, 50))}, p99 ${formatMs(healthP99)}, max ${formatMs(Math.max(...health.times))}`;
  const rate = answered / result.duration;
  log(
    `  load: ${formatCount(rate)} requests/s, ${latency}, ${slow} over ${SLOW_MS / 1000} s (${slowOpening} in the opening ${OPENING_MS / 1000} s), ${failed} failed; health ${healthFigure}`,
  );
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');
  return [
    {
      benchmark: `Load: dashboard mix, ${CONNECTIONS} connections for ${DURATION_S} s, product on its embedded database`,
      figure: `${formatCount(rate)} requests/s; ${latency}; ${slow} of ${formatCount(answered)} over ${SLOW_MS / 1000} s (${slowOpening} of them in the first ${OPENING_MS / 1000} s, as the connections open)`,
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
