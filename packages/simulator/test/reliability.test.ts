// Crash safety of the import path: an import interrupted by SIGKILL of the
// server (and of the importer), then re-run, ends with exactly the rollups of an uninterrupted
// import on a fresh server. Also: a replayed batch counts once; a malformed batch gets a 400 and
// the server keeps working. The data goes to the demo's Los Angeles store, which offers walk-ins
// (tag service DOORCOUNTER); main.ts alone runs no demo feed, so only the import writes there.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localDateOf } from '@footfall/core';
import { afterAll, describe, expect, it } from 'vitest';
import { IngestClient, IngestError, batchId, login } from '../src/client';
import { parseCalit2Data } from '../src/importers/calit2';
import {
  DEMO_LOGIN,
  analytics,
  demoLocationWithDoorCounters,
  waitForPipeline,
} from './helpers/import-fixture';
import { DATASETS, runImport, startImport, summaryOf } from './helpers/import-run';
import { startServerProcess, type ServerProcess } from './helpers/server-process';

const CALIT2 = path.join(DATASETS, 'calit2/CalIt2.data');
const BRNO_DAY = path.join(DATASETS, 'brno-probes/sc6-61_2023-10-04_position_1.csv');
const haveDatasets = existsSync(CALIT2) && existsSync(BRNO_DAY);
if (!haveDatasets)
  console.warn(
    `${DATASETS} (calit2, brno-probes) is absent: the import reliability tests are skipped.`,
  );

const TIME_ZONE = 'America/Los_Angeles';
/**
 * The Brno day is moved relative to one instant a day back, for every run: it then lies in fully
 * elapsed local days (answers do not move with the clock) and lands on the same dates each time.
 * The retention is told one day shorter, so nothing sent is older than the server's 7 days.
 */
const SHIFT_NOW = Date.now() - 24 * 3600_000;
/** Progress lines of the CLI: "  12/105 batches (...)". */
const PROGRESS = /^\s+\d+\/\d+ batches/m;

type ImportedRollups = { doorCounter: unknown; footTraffic: unknown; detections: unknown };

/** The local date ranges the two imports cover. */
function importedRanges() {
  const counts = parseCalit2Data(readFileSync(CALIT2, 'utf8'));
  const first = counts[0]!;
  const last = counts[counts.length - 1]!;
  const calit2 = {
    start: localDateOf(Date.parse(first.start), TIME_ZONE),
    end: localDateOf(Date.parse(last.end) - 1, TIME_ZONE),
  };
  // The Brno day ends within the week before SHIFT_NOW: the 8 local days up to it cover it.
  const brno = {
    start: localDateOf(SHIFT_NOW - 8 * 24 * 3600_000, TIME_ZONE),
    end: localDateOf(SHIFT_NOW, TIME_ZONE),
  };
  const walkIns = counts.reduce((sum, count) => sum + count.in, 0);
  return { calit2, brno, walkIns };
}

async function importTarget(server: ServerProcess) {
  const session = await login(server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  const locationId = await demoLocationWithDoorCounters(session, TIME_ZONE);
  const apiKey = await session.rotateApiKey(locationId);
  const common = ['--location', locationId, '--url', server.url, '--api-key', apiKey];
  return {
    session,
    locationId,
    apiKey,
    calit2Args: ['calit2', CALIT2, ...common],
    brnoArgs: [
      'brno',
      BRNO_DAY,
      ...common,
      '--now',
      new Date(SHIFT_NOW).toISOString(),
      '--retention-days',
      '6',
      '--batch-size',
      '1000',
    ],
  };
}

type Connectivity = {
  gateways: {
    serial: string;
    detections: number;
    buckets: { bucket: string; detections: number }[];
  }[];
};

/** What the pipeline made of the imports: door counts, visits and per-gateway detections. */
async function readRollups(
  target: Awaited<ReturnType<typeof importTarget>>,
): Promise<ImportedRollups> {
  await waitForPipeline(target.session, target.locationId);
  const ranges = importedRanges();
  const read = <T>(endpoint: string, range: { start: string; end: string }) =>
    analytics<T>(target.session, target.locationId, endpoint, range);
  const connectivity = await read<Connectivity>('connectivity', ranges.brno);
  return {
    doorCounter: await read('door-counter', ranges.calit2),
    footTraffic: await read('foot-traffic', ranges.brno),
    // Online state and last-seen times depend on the clock and the seed; the counts do not.
    detections: connectivity.gateways.map((gateway) => ({
      serial: gateway.serial,
      detections: gateway.detections,
      buckets: gateway.buckets.map((bucket) => [bucket.bucket, bucket.detections]),
    })),
  };
}

async function expectCompleted(args: string[]) {
  const result = await runImport(args);
  expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
  return summaryOf(result.stdout)!;
}

describe.skipIf(!haveDatasets)('import reliability', () => {
  let fresh: ServerProcess | null = null;
  let freshTarget: Awaited<ReturnType<typeof importTarget>> | null = null;
  afterAll(async () => {
    await fresh?.stop();
  }, 120_000);

  it('a crash mid-import followed by a re-run gives the rollups of an uninterrupted import', async () => {
    let interrupted: ImportedRollups;
    const crashed = await startServerProcess({ demo: true });
    try {
      const target = await importTarget(crashed);
      // Crash 1: server and importer killed together, some CalIt2 batches acknowledged.
      const first = startImport(target.calit2Args);
      await first.waitForOutput(PROGRESS);
      await crashed.kill('SIGKILL');
      first.child.kill('SIGKILL');
      await first.done;
      await crashed.restart();
      const calit2Rerun = await expectCompleted(target.calit2Args);
      expect(calit2Rerun.duplicates).toBeGreaterThan(0);
      expect(calit2Rerun.duplicates).toBeLessThan(calit2Rerun.batches);

      // Crash 2: only the server dies in the Brno import; the importer retries through the
      // restart or stops, and the re-run completes either way.
      const second = startImport(target.brnoArgs);
      await second.waitForOutput(PROGRESS);
      await crashed.kill('SIGKILL');
      await crashed.restart();
      await second.done;
      const brnoRerun = await expectCompleted(target.brnoArgs);
      expect(brnoRerun.duplicates).toBeGreaterThan(0);
      interrupted = await readRollups(target);
    } catch (error) {
      throw new Error(`${String(error)}\nserver output:\n${crashed.output().slice(-3000)}`);
    } finally {
      await crashed.stop();
    }

    fresh = await startServerProcess({ demo: true });
    freshTarget = await importTarget(fresh);
    const calit2 = await expectCompleted(freshTarget.calit2Args);
    expect(calit2.duplicates).toBe(0);
    const brno = await expectCompleted(freshTarget.brnoArgs);
    expect(brno.duplicates).toBe(0);
    const uninterrupted = await readRollups(freshTarget);

    expect(interrupted).toEqual(uninterrupted);
    // And the rollups hold the data, not an empty answer twice.
    const doorTotals = (uninterrupted.doorCounter as { totals: { walk_ins: number } }).totals;
    expect(doorTotals.walk_ins).toBe(importedRanges().walkIns);
    const traffic = (
      uninterrupted.footTraffic as { totals: { walk_bys: number; visitors: number } }
    ).totals;
    expect(traffic.walk_bys + traffic.visitors).toBeGreaterThan(0);
    const gateways = uninterrupted.detections as { serial: string; detections: number }[];
    const brnoGateway = gateways.find((gateway) => gateway.serial === 'BRNO-SC6-61-P1');
    expect(brnoGateway?.detections).toBe(brno.items);
  }, 900_000);

  it('counts a replayed batch once and refuses a malformed one without harm', async () => {
    if (!fresh || !freshTarget) {
      fresh = await startServerProcess({ demo: true });
      freshTarget = await importTarget(fresh);
    }
    const client = new IngestClient({
      baseUrl: fresh.url,
      apiKey: freshTarget.apiKey,
      retries: 0,
    });
    const start = Date.now() - 3 * 3600_000;
    const detections = Array.from({ length: 12 }, (_, i) => ({
      ts: new Date(start + i * 60_000).toISOString(),
      device: `replay-device-${i % 3}`,
      rssi: -60,
      randomized: false,
    }));
    const id = batchId('reliability', 'replay');
    const firstAck = await client.detections('REPLAY-GW-1', id, detections);
    const replayAck = await client.detections('REPLAY-GW-1', id, detections);
    expect(firstAck).toEqual({ batch_id: id, accepted: 12, duplicate: false });
    expect(replayAck).toEqual({ batch_id: id, accepted: 0, duplicate: true });

    const malformed = client.detections('REPLAY-GW-1', batchId('reliability', 'bad'), [
      { ts: 'yesterday', device: 'x', rssi: 5, randomized: false },
    ]);
    await expect(malformed).rejects.toBeInstanceOf(IngestError);
    const error = (await malformed.catch((e: unknown) => e)) as IngestError;
    expect(error.status).toBe(400);
    expect(error.type).toBe('ValidationException');
    expect(Object.keys(error.fields ?? {})).toEqual(expect.arrayContaining(['detections.0.ts']));

    // Still working: the next batch is stored, and the gateway's detections count once.
    const next = await client.detections('REPLAY-GW-1', batchId('reliability', 'next'), [
      {
        ts: new Date(start + 20 * 60_000).toISOString(),
        device: 'replay-device-0',
        rssi: -60,
        randomized: false,
      },
    ]);
    expect(next.accepted).toBe(1);
    await waitForPipeline(freshTarget.session, freshTarget.locationId);
    const today = localDateOf(Date.now(), TIME_ZONE);
    const yesterday = localDateOf(Date.now() - 24 * 3600_000, TIME_ZONE);
    const connectivity = await analytics<{
      gateways: { serial: string; detections: number }[];
    }>(freshTarget.session, freshTarget.locationId, 'connectivity', {
      start: yesterday,
      end: today,
    });
    const gateway = connectivity.gateways.find((g) => g.serial === 'REPLAY-GW-1');
    expect(gateway?.detections).toBe(13);
  }, 300_000);
});
