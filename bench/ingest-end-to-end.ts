// Ingest end to end: synthetic detections sent as HTTP batches to the ingest API of a server
// started in-process as the product starts it (startServer: embedded PostgreSQL server in a
// temporary DATA_DIR), until the pipeline has written the rollups of every location-day
// (pipeline_dirty_days empty): first with the pipeline worker as its own process, as `npm start`
// runs it (woken by NOTIFY), then with the worker inside the server process (PIPELINE_WORKER=1). Detections per second end to end; and,
// to see where the time goes, the same data on a second server with the worker off: the ingest
// alone, then drainPipeline alone. CPU of this process (HTTP, validation, pipeline) and of the
// PostgreSQL server (its whole process tree) beside the wall times.
import { seedOwner } from './bench-owner';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, localDateOf, zonedDayStart } from '@footfall/core';
import { readConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { locationServices, locations } from '../apps/server/src/db/schema';
import { drainPipeline } from '../apps/server/src/pipeline/worker';
import { startServer, type RunningServer } from '../apps/server/src/server';
import { loginToken } from './bench-login';
import { processCpuSeconds, processTreeCpuSeconds } from './cpu';
import { formatCount, type BenchRow } from './measure';
import { seededRandom } from './prng';
import { clientOf } from './raw-rows';
import { syntheticDay, syntheticGateways } from './synthetic-day';

const TARGET_PER_SECOND = 100_000;
const LOCATIONS = Number(process.env.BENCH_INGEST_LOCATIONS ?? 3);
const DAYS = Number(process.env.BENCH_INGEST_DAYS ?? 4);
const PER_DAY = Number(process.env.BENCH_INGEST_DETECTIONS_PER_DAY ?? 200_000);
const BATCH = 5_000;
const SENDERS = 4;
const TIME_ZONE = 'Europe/Paris';
const EMAIL = 'ingest-bench@example.com';
const PASSWORD = 'ingest bench password';

/** One HTTP batch, serialised before the clock starts (a gateway's work, not the server's). */
type Batch = { location: number; body: string; items: number };

/** Location-days of synthetic detections (the last DAYS local days before today, within the
 * default raw retention of 7 days), oldest day first as a backfill sends them, cut into batches of
 * one gateway's detections in time order. `location` indexes the benchmark's locations. */
function batches(runId: string): { batches: Batch[]; detections: number } {
  const random = seededRandom(11);
  const gateways = syntheticGateways([1, 2, 3, 4, 5, 6], null);
  const today = localDateOf(Date.now(), TIME_ZONE);
  const list: Batch[] = [];
  let detections = 0;
  for (let d = DAYS; d >= 1; d--) {
    const date = addDays(today, -d);
    for (let location = 0; location < LOCATIONS; location++) {
      const day = syntheticDay(random, gateways, zonedDayStart(date, TIME_ZONE), PER_DAY);
      detections += day.detections.length;
      for (const gateway of gateways) {
        const own = day.detections.filter((detection) => detection.sensorId === gateway.id);
        for (let from = 0; from < own.length; from += BATCH) {
          const chunk = own.slice(from, from + BATCH);
          list.push({
            location,
            items: chunk.length,
            body: JSON.stringify({
              gateway: `BENCH-E2E-${location}-${gateway.id}`,
              batch_id: `e2e-${runId}-${location}-${date}-${gateway.id}-${from}`,
              detections: chunk.map((detection) => ({
                ts: new Date(detection.ts).toISOString(),
                device: detection.device,
                rssi: detection.rssi,
                randomized: detection.randomized,
              })),
            }),
          });
        }
      }
    }
  }
  return { batches: list, detections };
}

async function seed(db: Database): Promise<number[]> {
  const { corporation } = await seedOwner(db, {
    corporation: 'Ingest Bench',
    email: EMAIL,
    password: PASSWORD,
    firstName: 'Ingest',
    lastName: 'Bench',
  });
  const rows = await db
    .insert(locations)
    .values(
      Array.from({ length: LOCATIONS }, (_, i) => ({
        corporationId: corporation.id,
        name: `Ingest store ${i}`,
        type: 'RETAIL' as const,
        service: 'PLUS' as const,
        timezone: TIME_ZONE,
      })),
    )
    .returning({ id: locations.id });
  await db
    .insert(locationServices)
    .values(
      rows.map((row) => ({ locationId: row.id, category: 'sensor', service: 'FOOTTRAFFIC' })),
    );
  return rows.map((row) => row.id);
}

type Running = {
  server: RunningServer;
  dataDir: string;
  keys: string[];
  locationIds: number[];
  postmaster: number;
  close: () => Promise<void>;
};

/** A server as `npm start` runs one (embedded database, durable), with or without its worker. */
async function runServer(pipelineWorker: boolean): Promise<Running> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'footfall-bench-ingest-'));
  // mkdtemp makes it 0700; as root the database server runs as another user, who must enter it.
  chmodSync(dataDir, 0o755);
  const config = {
    ...readConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    demo: false,
    webDist: null,
    logLevel: 'silent',
  };
  let server: RunningServer | null = null;
  try {
    server = await startServer(config, { pipelineWorker, alertJobs: false, reportJobs: false });
    const locationIds = await seed(server.database.db);
    const token = await loginToken(server.app, EMAIL, PASSWORD);
    const keys: string[] = [];
    for (const id of locationIds) {
      const response = await server.app.inject({
        method: 'PUT',
        url: `/api/system/locations/${id}/api-key`,
        headers: { authorization: `Bearer ${token}` },
        payload: { api_key: 'new' },
      });
      const key = (response.json() as { data?: { api_key?: string } }).data?.api_key;
      if (!key) throw new Error(`api key: ${response.statusCode} ${response.body}`);
      keys.push(key);
    }
    const postmaster = Number(
      readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0],
    );
    const running = server;
    return {
      server,
      dataDir,
      keys,
      locationIds,
      postmaster,
      close: async () => {
        await running.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Sends every batch with SENDERS requests in flight; each must be accepted whole. */
async function send(running: Running, list: readonly Batch[]): Promise<void> {
  let next = 0;
  const sender = async () => {
    while (next < list.length) {
      const batch = list[next++] as Batch;
      const response = await fetch(`${running.server.url}/api/v1/ingest/detections`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${running.keys[batch.location]}`,
        },
        body: batch.body,
      });
      const text = await response.text();
      const accepted = (JSON.parse(text) as { data?: { accepted?: number } }).data?.accepted;
      if (response.status !== 200 || accepted !== batch.items)
        throw new Error(`ingest: ${response.status} ${text.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
}

async function pendingDays(db: Database): Promise<number> {
  const { rows } = await clientOf(db).query('select count(*)::int as n from pipeline_dirty_days');
  return Number(rows[0]?.n ?? -1);
}

async function rollupDetections(db: Database, locationIds: number[]): Promise<number> {
  const { rows } = await clientOf(db).query(
    'select coalesce(sum(detections), 0)::bigint as n from hourly_rollups where location_id = any($1::int[])',
    [locationIds],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Wall seconds, CPU seconds of this process and of the PostgreSQL server, from `mark()` on. */
function stopwatch(postmaster: number) {
  const read = () => ({
    wall: performance.now(),
    node: processCpuSeconds(),
    postgres: processTreeCpuSeconds(postmaster) ?? NaN,
  });
  const start = read();
  return () => {
    const now = read();
    return {
      seconds: (now.wall - start.wall) / 1000,
      node: now.node - start.node,
      postgres: now.postgres - start.postgres,
    };
  };
}
type Span = ReturnType<ReturnType<typeof stopwatch>>;

/**
 * The wall time the same work would take on two idle cores: the server's JavaScript runs on one
 * thread (HTTP, validation, the pipeline's stages), PostgreSQL beside it, so neither less than this
 * process's CPU nor less than all the CPU spread over both cores. A floor, not a measurement.
 */
const idleFloor = (span: Span, detections: number) =>
  `${formatCount(detections / Math.max(span.node, (span.node + span.postgres) / 2))}/s on idle cores by CPU`;

const cpuNote = (span: Span) =>
  `CPU: this process ${span.node.toFixed(1)} s, PostgreSQL ${span.postgres.toFixed(1)} s over ${span.seconds.toFixed(1)} s wall`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** `node --import tsx apps/server/src/worker-main.ts` on the server's DATA_DIR, as scripts/start.mjs starts it; resolves once it
 * listens for work. */
async function startWorker(dataDir: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  const worker = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker-main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stdout = worker.stdout;
  if (!stdout || worker.pid === undefined) throw new Error('the worker did not start');
  await new Promise<void>((resolve, reject) => {
    let output = '';
    stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('pipeline worker started')) resolve();
    });
    worker.once('exit', (code) => reject(new Error(`worker exited (${code}): ${output}`)));
  });
  stdout.resume();
  // Its LISTEN connection opens just after the start line.
  await sleep(500);
  return worker;
}

async function stopWorker(worker: ChildProcess): Promise<void> {
  if (worker.exitCode !== null) return;
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  worker.kill('SIGTERM');
  await exited;
}

export async function ingestEndToEndBenchmark(log: (line: string) => void): Promise<BenchRow[]> {
  const generating = performance.now();
  const { batches: list, detections } = batches(`${process.pid}-${Date.now()}`);
  const megabytes = list.reduce((sum, batch) => sum + batch.body.length, 0) / 1e6;
  log(
    `  ingest: ${formatCount(detections)} detections (${LOCATIONS} locations x ${DAYS} days) in ${list.length} batches (${megabytes.toFixed(0)} MB) generated in ${((performance.now() - generating) / 1000).toFixed(1)} s`,
  );
  const shape = `${formatCount(detections)} detections, ${LOCATIONS} locations x ${DAYS} days x 6 gateways, ${list.length} HTTP batches of up to ${formatCount(BATCH)} (${megabytes.toFixed(0)} MB of JSON), ${SENDERS} senders in this process`;

  // As npm start runs it: the server, and the worker in its own process.
  const separate = await runServer(false);
  let separateWhole: Span;
  let separateWorkerCpu: number;
  let separateRolledUp: number;
  const worker = await startWorker(separate.dataDir);
  try {
    const workerCpu = () => (worker.pid ? processTreeCpuSeconds(worker.pid) : null) ?? NaN;
    const workerCpuAtStart = workerCpu();
    const span = stopwatch(separate.postmaster);
    await send(separate, list);
    while ((await pendingDays(separate.server.database.db)) > 0) await sleep(100);
    separateWhole = span();
    separateWorkerCpu = workerCpu() - workerCpuAtStart;
    separateRolledUp = await rollupDetections(separate.server.database.db, separate.locationIds);
  } finally {
    await stopWorker(worker);
    await separate.close();
  }
  const separateRate = detections / separateWhole.seconds;
  log(
    `  ingest: end to end, worker process ${formatCount(separateRate)} detections/s (${separateWhole.seconds.toFixed(1)} s); ${cpuNote(separateWhole)}, worker ${separateWorkerCpu.toFixed(1)} s`,
  );

  // Together: the worker inside the server process (PIPELINE_WORKER=1).
  const together = await runServer(true);
  let whole: Span;
  let ingestPhase: Span;
  let rolledUp: number;
  try {
    const span = stopwatch(together.postmaster);
    await send(together, list);
    ingestPhase = span();
    while ((await pendingDays(together.server.database.db)) > 0) await sleep(100);
    whole = span();
    rolledUp = await rollupDetections(together.server.database.db, together.locationIds);
  } finally {
    await together.close();
  }
  const rate = detections / whole.seconds;
  log(
    `  ingest: end to end ${formatCount(rate)} detections/s (${whole.seconds.toFixed(1)} s; last batch answered after ${ingestPhase.seconds.toFixed(1)} s); ${cpuNote(whole)}`,
  );

  // Apart: the same batches with the worker off, then drainPipeline.
  const apart = await runServer(false);
  let ingestOnly: Span;
  let pipelineOnly: Span;
  let processedDays: number;
  try {
    const ingestSpan = stopwatch(apart.postmaster);
    await send(apart, list);
    ingestOnly = ingestSpan();
    const pipelineSpan = stopwatch(apart.postmaster);
    const drained = await drainPipeline(apart.server.ctx, {
      log: { info: () => undefined, error: () => undefined },
    });
    pipelineOnly = pipelineSpan();
    if (drained.failures.length > 0)
      throw new Error(`pipeline failed: ${JSON.stringify(drained.failures.slice(0, 3))}`);
    processedDays = drained.processedDays;
  } finally {
    await apart.close();
  }
  const ingestRate = detections / ingestOnly.seconds;
  const pipelineRate = detections / pipelineOnly.seconds;
  log(
    `  ingest: alone ${formatCount(ingestRate)} detections/s (${cpuNote(ingestOnly)}); drainPipeline alone ${formatCount(pipelineRate)} detections/s (${cpuNote(pipelineOnly)})`,
  );
  return [
    {
      benchmark:
        'Ingest end to end as npm start runs it: HTTP batches to rollups written, pipeline worker in its own process',
      figure: `${formatCount(separateRate)} detections/s (wall)`,
      target: `>= ${formatCount(TARGET_PER_SECOND)}/s`,
      met: separateRate >= TARGET_PER_SECOND,
      baseline: 'the worker inside the server process (next row)',
      ratio: `${(separateRate / rate).toFixed(2)}x`,
      note: `${shape}; server in-process (startServer, PIPELINE_WORKER=0) on the embedded PostgreSQL server (durable), worker process (\`node --import tsx apps/server/src/worker-main.ts\`, as scripts/start.mjs starts it) on its DATA_DIR woken by NOTIFY; ${cpuNote(separateWhole)}, worker process ${separateWorkerCpu.toFixed(1)} s; hourly_rollups count ${formatCount(separateRolledUp)} detections`,
    },
    {
      benchmark:
        'Ingest end to end: HTTP batches to rollups written, pipeline worker in the server process',
      figure: `${formatCount(rate)} detections/s (wall); ${idleFloor(whole, detections)}`,
      target: 'none (PIPELINE_WORKER=1)',
      met: null,
      baseline: 'the same batches with the worker off: ingest alone, then drainPipeline alone',
      ratio: `${formatCount(detections / (ingestOnly.seconds + pipelineOnly.seconds))}/s one after the other`,
      note: `${shape}; in-process startServer on the embedded PostgreSQL server (durable); last batch answered after ${ingestPhase.seconds.toFixed(1)} s (${formatCount(detections / ingestPhase.seconds)}/s while the worker ran beside it), rollups complete ${(whole.seconds - ingestPhase.seconds).toFixed(1)} s later (the worker waits 2 s after a day's last batch); ${cpuNote(whole)}; hourly_rollups count ${formatCount(rolledUp)} detections; "on idle cores by CPU" = detections / max(this process's CPU, all CPU / 2): the server's JavaScript is one thread (the senders' share of this process's CPU is small: bodies serialised beforehand)`,
    },
    {
      benchmark: 'Ingest alone (POST /api/v1/ingest/detections, pipeline worker off)',
      figure: `${formatCount(ingestRate)} detections/s (wall); ${idleFloor(ingestOnly, detections)}`,
      target: 'none',
      met: null,
      baseline: 'none',
      ratio: 'n/a',
      note: `${shape}; ${cpuNote(ingestOnly)}`,
    },
    {
      benchmark: 'Pipeline alone (drainPipeline over the ingested rows: load, process, write)',
      figure: `${formatCount(pipelineRate)} detections/s (wall); ${idleFloor(pipelineOnly, detections)}`,
      target: 'none',
      met: null,
      baseline: 'none',
      ratio: 'n/a',
      note: `${processedDays} location-days; ${cpuNote(pipelineOnly)}`,
    },
  ];
}
