// Analytics latency: GET /api/v1/locations/{id}/foot-traffic and /door-counter for random
// locations over 30-day and 365-day ranges, through the whole server in-process (authentication,
// access check, validation, SQL over a year of hourly rollups, JSON), on the embedded PostgreSQL
// server the product runs (and, on request, an external PostgreSQL server as DATABASE_URL
// deployments have), against answering the same 30-day foot-traffic question from raw detections.
import os from 'node:os';
import { addDays, zonedDayStart } from '@footfall/core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { AppContext } from '../apps/server/src/app-context';
import { readConfig } from '../apps/server/src/config';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import {
  BENCH_EMAIL,
  BENCH_PASSWORD,
  seedAnalyticsFixture,
  type AnalyticsFixture,
} from './analytics-fixture';
import { loadRawLocation, RAW_DAYS, timeRawAnswer } from './analytics-raw-baseline';
import { loginToken } from './bench-login';
import { processCpuSeconds } from './cpu';
import { backendCpu, backendCpuBetween } from './server-cpu';
import { formatCount, formatMs, formatRatio, percentile, type BenchRow } from './measure';
import { processRawLocation } from './raw-pipeline';
import {
  externalReachable,
  externalServerName,
  openBenchDatabase,
  type BenchTarget,
} from './bench-database';
import { seededRandom } from './prng';

const TARGET_P95_MS = 50;
const REQUESTS = Number(process.env.BENCH_ANALYTICS_REQUESTS ?? 200);
const WARMUP = 20;
const LOCATIONS = Number(process.env.BENCH_POSTGRES_LOCATIONS ?? 1000);
const ENDPOINTS = ['foot-traffic', 'door-counter'] as const;
const RANGES = [30, 365] as const;

type Client = { app: FastifyInstance; token: string };

/** One request; anything but a 200 with one bucket per day is a failed benchmark. */
async function ask(client: Client, url: string, days: number): Promise<number> {
  const started = performance.now();
  const response = await client.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${client.token}` },
  });
  const elapsed = performance.now() - started;
  const buckets = (response.json() as { data?: { buckets?: unknown[] } }).data?.buckets;
  if (response.statusCode !== 200 || buckets?.length !== days)
    throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return elapsed;
}

function urlOf(endpoint: string, locationId: number, start: string, end: string): string {
  return `/api/v1/locations/${locationId}/${endpoint}?start_date=${start}&end_date=${end}&granularity=day`;
}

/**
 * Random locations; 30-day ranges end on a random day of the year, 365-day ranges are the year.
 * Wall times per request, and the mean CPU per request (this process + database backends).
 */
async function latencies(
  client: Client,
  handle: DatabaseHandle,
  fixture: AnalyticsFixture,
  endpoint: string,
  days: number,
): Promise<{ times: number[]; cpuMs: number }> {
  const random = seededRandom(days * 31 + endpoint.length);
  const request = () => {
    const id = fixture.locationIds[Math.floor(random() * fixture.locationIds.length)] as number;
    const end = addDays(fixture.last, -Math.floor(random() * (366 - days)));
    return ask(client, urlOf(endpoint, id, addDays(end, -(days - 1)), end), days);
  };
  for (let i = 0; i < WARMUP; i++) await request();
  const times: number[] = [];
  const backendsBefore = await backendCpu(handle);
  const processBefore = processCpuSeconds();
  for (let i = 0; i < REQUESTS; i++) times.push(await request());
  const processSeconds = processCpuSeconds() - processBefore;
  const backendSeconds = backendCpuBetween(backendsBefore, await backendCpu(handle));
  return { times, cpuMs: ((processSeconds + backendSeconds) * 1000) / REQUESTS };
}

type Totals = { visitors: number | null; walk_bys: number | null };

async function rawComparison(
  target: string,
  handle: DatabaseHandle,
  client: Client & { ctx: AppContext },
  fixture: AnalyticsFixture,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const locationId = fixture.locationIds[0] as number;
  const timeZone = fixture.timeZoneOf.get(locationId) ?? 'UTC';
  const loading = performance.now();
  const raw = await loadRawLocation(handle.db, locationId, timeZone, fixture.last);
  const detections = raw.detections.toLocaleString('en-US');
  log(
    `  ${target}: ${detections} raw detections of one location loaded in ${((performance.now() - loading) / 1000).toFixed(0)} s`,
  );
  const drained = await processRawLocation(client.app, client.ctx, client.token, raw);
  const drainRate = raw.detections / drained.seconds;
  log(
    `  ${target}: drainPipeline ${drained.processedDays} days in ${drained.seconds.toFixed(1)} s (${formatCount(drainRate)} detections/s)`,
  );
  const url = urlOf('foot-traffic', locationId, raw.start, raw.end);
  for (let i = 0; i < 5; i++) await ask(client, url, RAW_DAYS);
  const ours: number[] = [];
  for (let i = 0; i < 30; i++) ours.push(await ask(client, url, RAW_DAYS));
  const answer = await client.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${client.token}` },
  });
  const totals = (answer.json() as { data: { totals: Totals } }).data.totals;
  const window = {
    from: new Date(zonedDayStart(raw.start, timeZone)).toISOString(),
    to: new Date(zonedDayStart(addDays(raw.end, 1), timeZone)).toISOString(),
  };
  const baseline = await timeRawAnswer(handle, raw, window, 5);
  const endpointMs = percentile(ours, 50);
  log(
    `  ${target}: foot-traffic 30 days from rollups ${formatMs(endpointMs)} vs from raw rows ${formatMs(baseline.medianMs)}`,
  );
  const same = totals.visitors === baseline.visitors && totals.walk_bys === baseline.walkBys;
  const agreement = `${same ? 'same' : 'DIFFERENT'} totals: API ${totals.visitors} visitors / ${totals.walk_bys} walk-bys, raw SQL ${baseline.visitors} / ${baseline.walkBys}`;
  return [
    {
      benchmark: `foot-traffic, ${RAW_DAYS} days of one location, ${target}: rollups vs raw rows`,
      figure: `${formatMs(endpointMs)} median through the API`,
      target: 'none',
      met: null,
      baseline: `the same answer from its ${detections} raw detections (SQL sessionisation + counts per day): ${formatMs(baseline.medianMs)} median`,
      ratio: `${formatRatio(baseline.medianMs / endpointMs)} faster`,
      note: `rollups built by drainPipeline from the same raw rows; ${agreement}; baseline is the SQL alone (no HTTP, no auth), work_mem 256MB, median of 5 runs after a warm-up; API median of 30 requests`,
    },
    {
      benchmark: `Pipeline end to end (drainPipeline: load, process, write), ${target}`,
      figure: `${formatCount(drainRate)} detections/s (wall)`,
      target: 'none',
      met: null,
      baseline: 'none',
      ratio: 'n/a',
      note: `${drained.processedDays} location-days, ${detections} detections, one location, ${drained.seconds.toFixed(1)} s wall on a shared machine; no areas or floor plan (no heatmap)`,
    },
  ];
}

async function measureTarget(kind: BenchTarget, log: (line: string) => void): Promise<BenchRow[]> {
  const opening = performance.now();
  const database = await openBenchDatabase(kind, 'analytics');
  const target = database.label;
  let handle: DatabaseHandle | null = null;
  let app: FastifyInstance | null = null;
  try {
    handle = await openDatabase({ databaseUrl: database.url });
    log(
      `  ${target}: database ready in ${((performance.now() - opening) / 1000).toFixed(0)} s; seeding ${LOCATIONS} locations x 1 year`,
    );
    const seeding = performance.now();
    const fixture = await seedAnalyticsFixture(handle.db, LOCATIONS, Date.now(), log);
    const seedSeconds = (performance.now() - seeding) / 1000;
    const built = await buildApp({
      db: handle.db,
      config: { ...readConfig({}), webDist: null, logLevel: 'silent' },
    });
    app = built.app;
    const client = {
      app,
      ctx: built.ctx,
      token: await loginToken(app, BENCH_EMAIL, BENCH_PASSWORD),
    };
    const rows: BenchRow[] = [];
    const hourlyRows = LOCATIONS * 365 * 24;
    for (const endpoint of ENDPOINTS) {
      for (const days of RANGES) {
        const { times, cpuMs } = await latencies(client, handle, fixture, endpoint, days);
        const p50 = percentile(times, 50);
        const p95 = percentile(times, 95);
        const load = os.loadavg()[0] ?? NaN;
        log(
          `  ${target}: ${endpoint} ${days} days p50 ${formatMs(p50)} p95 ${formatMs(p95)}, CPU ${formatMs(cpuMs)}/request, load ${load.toFixed(1)}`,
        );
        rows.push({
          benchmark: `GET ${endpoint}, ${days}-day range, ${target}, ${LOCATIONS.toLocaleString('en-US')} locations x 1 year`,
          figure: `p50 ${formatMs(p50)}, p95 ${formatMs(p95)} (wall); ${formatMs(cpuMs)} CPU per request`,
          target: `p95 < ${TARGET_P95_MS} ms`,
          met: p95 < TARGET_P95_MS,
          baseline: days === 30 && endpoint === 'foot-traffic' ? 'raw rows: see below' : 'none',
          ratio: 'n/a',
          note: `load average ${load.toFixed(1)} at the end; ${REQUESTS} requests; ~${(hourlyRows / 1e6).toFixed(2)} M hourly_rollups rows + as many gateway_hourly_rollups, seeded in ${seedSeconds.toFixed(0)} s`,
        });
      }
    }
    rows.push(...(await rawComparison(target, handle, client, fixture, log)));
    return rows;
  } finally {
    await app?.close();
    await handle?.close();
    await database.close();
  }
}

/** The embedded server by default; BENCH_ANALYTICS_TARGETS=embedded,external adds the server of
 * BENCH_DATABASE_URL (127.0.0.1:5432). */
const TARGETS = (process.env.BENCH_ANALYTICS_TARGETS ?? 'embedded').split(',');

export async function analyticsLatencyBenchmark(log: (line: string) => void): Promise<BenchRow[]> {
  const unknown = TARGETS.filter((name) => name !== 'embedded' && name !== 'external');
  if (unknown.length > 0) throw new Error(`BENCH_ANALYTICS_TARGETS: unknown ${unknown.join(', ')}`);
  const rows: BenchRow[] = [];
  if (TARGETS.includes('embedded')) rows.push(...(await measureTarget('embedded', log)));
  if (TARGETS.includes('external')) {
    if (await externalReachable()) rows.push(...(await measureTarget('external', log)));
    else
      rows.push({
        benchmark: 'Analytics latency on the external PostgreSQL server',
        figure: 'not measured',
        target: `p95 < ${TARGET_P95_MS} ms`,
        met: false,
        baseline: 'none',
        ratio: 'n/a',
        note: `PostgreSQL not reachable at ${externalServerName()}`,
      });
  }
  return rows;
}
