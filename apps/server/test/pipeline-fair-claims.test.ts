// Issue 18, scale-out: claims are bounded and go round the locations (a long backfill does not
// hold a worker while other locations wait), two workers on one database share busy locations
// without processing a day twice, and the lock of a worker killed mid-claim (its backend
// terminated, as kill -9 leaves it) is taken by another worker on its next pass.
import { addDays, localDateOf, zonedTimeToUtc } from '@footfall/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { areas, corporations, locations, rawDetections, sensors, visits } from '../src/db/schema';
import { markDaysDirty } from '../src/pipeline/dirty-day-marks';
import { LOCK_NAMESPACE, withLocationLock } from '../src/pipeline/location-lock';
import { CLAIM_MAX_DAYS, runPass, type PassResult } from '../src/pipeline/pipeline-pass';
import { createServerState } from '../src/server-state';
import { startTestServer, type TestServer } from './helpers/test-server';

const TZ = 'Europe/Paris';
const MIN = 60_000;
const quiet = { info: () => undefined, error: () => undefined };

type Done = { worker: string; locationId: number; localDate: string };

let serial = 0;

/** A location with one area and one gateway; gives its id and the gateway's. */
async function createSite(ctx: AppContext, corporationId: number) {
  const [location] = await ctx.db
    .insert(locations)
    .values({ corporationId, name: 'Fair', type: 'RETAIL', service: 'PLUS', timezone: TZ })
    .returning();
  const [area] = await ctx.db
    .insert(areas)
    .values({ locationId: location!.id, name: 'Shop' })
    .returning();
  const [gateway] = await ctx.db
    .insert(sensors)
    .values({
      serial: `FAIR-${process.pid}-${++serial}`,
      locationId: location!.id,
      areaId: area!.id,
    })
    .returning();
  return { id: location!.id, gateway: gateway!.id };
}

/** One visitor for 16 minutes on each of `dates`, and the days marked dirty. */
async function backfill(ctx: AppContext, site: { id: number; gateway: number }, dates: string[]) {
  const rows = dates.flatMap((date) =>
    Array.from({ length: 16 }, (_, m) => ({
      locationId: site.id,
      sensorId: site.gateway,
      ts: new Date(zonedTimeToUtc(date, 11, TZ) + m * MIN),
      device: 'fair-visitor',
      rssi: -60,
      randomized: false,
    })),
  );
  await ctx.db.insert(rawDetections).values(rows);
  await markDaysDirty(ctx, site.id, dates);
}

/** Runs passes of one worker until nothing is eligible; every processed day goes to `done`. */
async function drainAs(ctx: AppContext, worker: string, done: Done[], passes?: PassResult[]) {
  for (;;) {
    const pass = await runPass(ctx, {
      eligible: () => true,
      onFailure: (failure) => {
        throw new Error(`day failed: ${JSON.stringify(failure)}`);
      },
      onSuccess: (locationId, localDate) => done.push({ worker, locationId, localDate }),
      shouldStop: () => false,
      log: quiet,
    });
    passes?.push(pass);
    if (pass.eligibleDays === 0) return;
    if (pass.processedDays === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const datesBefore = (today: string, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(today, -from - count + 1 + i));

const keyOf = (day: Done) => `${day.locationId}:${day.localDate}`;

describe('fair claiming of dirty days', () => {
  let server: TestServer;
  let ctx: AppContext;
  /** A second worker: its own pool on the same database, as another process would have. */
  let other: DatabaseHandle;
  let otherCtx: AppContext;
  let corporationId: number;
  let today: string;
  beforeAll(async () => {
    server = await startTestServer({ pipelineWorker: false });
    ctx = server.ctx;
    other = await openDatabase({ databaseUrl: ctx.config.databaseUrl! });
    // ...and its own in-memory state (retry back-off and the rest), as another process has.
    otherCtx = { ...ctx, db: other.db, state: createServerState(ctx.now, ctx.pipeline) };
    const [corporation] = await ctx.db.insert(corporations).values({ name: 'Fair' }).returning();
    corporationId = corporation!.id;
    today = localDateOf(ctx.now().getTime(), TZ);
  });
  afterAll(async () => {
    await other?.close();
    await server?.stop();
  });

  it('gives a waiting location its turn after at most one bounded claim of a long backfill', async () => {
    const big = await createSite(ctx, corporationId);
    const small = await createSite(ctx, corporationId);
    const bigDates = datesBefore(today, 2, 3 * CLAIM_MAX_DAYS);
    await backfill(ctx, big, bigDates);
    // The backfill waits longest: it is first in the round.
    server.clock.advance(1_000);
    await backfill(ctx, small, [addDays(today, -1)]);

    const done: Done[] = [];
    const passes: PassResult[] = [];
    await drainAs(ctx, 'one', done, passes);

    const smallAt = done.findIndex((day) => day.locationId === small.id);
    expect(smallAt).toBeGreaterThan(0);
    expect(smallAt).toBeLessThanOrEqual(CLAIM_MAX_DAYS);
    expect(passes[0]!.processedDays).toBeLessThanOrEqual(CLAIM_MAX_DAYS + 1);
    // The backfill's days, each once and in date order, over several claims.
    expect(done.filter((day) => day.locationId === big.id).map((day) => day.localDate)).toEqual(
      bigDates,
    );
    expect(passes.filter((pass) => pass.processedDays > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('shares two busy locations between two workers, no day processed twice', async () => {
    const sites = [await createSite(ctx, corporationId), await createSite(ctx, corporationId)];
    const dates = datesBefore(today, 1, 2 * CLAIM_MAX_DAYS + 2);
    for (const site of sites) await backfill(ctx, site, dates);

    const done: Done[] = [];
    await Promise.all([drainAs(ctx, 'first', done), drainAs(otherCtx, 'second', done)]);

    const ours = done.filter((day) => sites.some((site) => site.id === day.locationId));
    const expected = sites.flatMap((site) => dates.map((date) => `${site.id}:${date}`));
    expect(ours.map(keyOf).sort()).toEqual(expected.sort());
    expect(new Set(ours.map((day) => day.worker))).toEqual(new Set(['first', 'second']));
    // Each location's days went in date order, whichever worker held it.
    for (const site of sites)
      expect(ours.filter((day) => day.locationId === site.id).map((day) => day.localDate)).toEqual(
        dates,
      );
    // One visit per day and location: nothing written twice.
    for (const site of sites) {
      const stored = await ctx.db.select().from(visits).where(eq(visits.locationId, site.id));
      expect(stored.map((visit) => visit.localDate).sort()).toEqual(dates);
    }
  });

  it('takes over the lock of a worker whose connection died mid-claim on the next pass', async () => {
    const site = await createSite(ctx, corporationId);
    const dates = datesBefore(today, 1, 2);
    await backfill(ctx, site, dates);

    // The second worker holds the location, as in the middle of a long day.
    let finish: () => void = () => undefined;
    const stuck = new Promise<void>((resolve) => (finish = resolve));
    let holding: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = withLocationLock(other.db, site.id, async () => {
      holding();
      await stuck;
      return 'finished';
    });
    await held;

    const done: Done[] = [];
    const options = {
      eligible: (locationId: number) => locationId === site.id,
      onFailure: () => undefined,
      onSuccess: (locationId: number, localDate: string) =>
        done.push({ worker: 'first', locationId, localDate }),
      shouldStop: () => false,
      log: quiet,
    };
    const blocked = await runPass(ctx, options);
    expect(blocked).toMatchObject({ processedDays: 0, lockedLocations: 1 });

    // kill -9 of the holder: its backend goes, and its session's advisory lock with it.
    const holders = (await ctx.db.execute(sql`
      select pid from pg_locks
      where locktype = 'advisory' and granted and objsubid = 2
        and classid = ${LOCK_NAMESPACE}::int::oid and objid = ${site.id}::int::oid
        and database = (select oid from pg_database where datname = current_database())`)) as unknown as {
      rows: { pid: number }[];
    };
    expect(holders.rows).toHaveLength(1);
    // With a timeout, pg_terminate_backend waits until the backend has exited (and so released
    // its locks): the dead worker is gone before the next pass, as it is after a poll interval.
    const killed = (await ctx.db.execute(
      sql`select pg_terminate_backend(${holders.rows[0]!.pid}::int, 5000) as gone`,
    )) as unknown as { rows: { gone: boolean }[] };
    expect(killed.rows[0]?.gone).toBe(true);

    const taken = await runPass(ctx, options);
    expect(taken).toMatchObject({ processedDays: 2, lockedLocations: 0 });
    expect(done.map((day) => day.localDate)).toEqual(dates);

    // The dead worker's claim ends without an error; its pool goes on with new connections.
    finish();
    expect(await holder).toEqual({ acquired: true, value: 'finished' });
    const after = await other.db.select().from(visits).where(eq(visits.locationId, site.id));
    expect(after).toHaveLength(2);
  });
});
