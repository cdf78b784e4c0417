// The pipeline worker on the test database: raw rows inserted directly, dirty days drained, and
// visits and rollups checked against known answers. Late data, a definitions change, a poison day
// and the retention job.
import { addDays, localDateOf } from '@footfall/core';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context';
import {
  doorCounts,
  gatewayHeartbeats,
  areaHourlyRollups,
  pipelineDirtyDays,
  rawDetections,
  transitionHourlyRollups,
  visits,
} from '../src/db/schema';
import { markDaysDirty } from '../src/pipeline/dirty-day-marks';
import { writeDay } from '../src/pipeline/day-writer';
import { withLocationLock } from '../src/pipeline/location-lock';
import { runRetention } from '../src/pipeline/retention-job';
import { drainPipeline, startPipelineWorker } from '../src/pipeline/worker';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import {
  TZ,
  createSite,
  dayOfData,
  hourlyOf,
  insertDay,
  local,
  quiet,
} from './helpers/pipeline-site';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('pipeline worker', () => {
  let server: TestServer;
  let ctx: AppContext;
  let today: string;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    ctx = server.ctx;
    today = localDateOf(ctx.now().getTime(), TZ);
  });
  afterAll(() => server?.stop());

  it('turns a day of raw detections into visits and rollups', async () => {
    const site = await createSite(ctx);
    const date = addDays(today, -2);
    // Door counts first: inserting the detections marks the day dirty.
    await ctx.db.insert(doorCounts).values({
      locationId: site.id,
      tagId: 900_000 + site.id,
      startTs: new Date(local(date, 10)),
      endTs: new Date(local(date, 11)),
      countIn: 4,
      countOut: 1,
    });
    await insertDay(ctx, site, dayOfData(site, date));
    const result = await drainPipeline(ctx, quiet);
    expect(result.failures).toEqual([]);

    const stored = await ctx.db
      .select()
      .from(visits)
      .where(eq(visits.locationId, site.id))
      .orderBy(asc(visits.device));
    expect(stored.map((v) => [v.device, v.localDate, v.isVisitor, v.isEngager, v.dwellS])).toEqual([
      ['a', date, true, true, 900],
      [`walker-${date}`, date, false, false, 0],
    ]);
    expect(stored[0]!.areaRuns).toEqual([
      { area_id: site.areaA, seconds: 420 },
      { area_id: site.areaB, seconds: 480 },
    ]);

    const hourly = await hourlyOf(ctx, site.id);
    expect(hourly).toHaveLength(24);
    const ten = hourly.find((row) => row.localHour === 10)!;
    expect(ten).toMatchObject({
      localDate: date,
      visitors: 1,
      walkBys: 1,
      engagers: 1,
      dwellSSum: 900,
      walkIns: 4,
      walkOuts: 1,
      detections: 16 + 2,
      gatewaysReporting: 2,
    });
    expect(ten.hourStart.getTime()).toBe(local(date, 10));
    const areaRows = await ctx.db
      .select()
      .from(areaHourlyRollups)
      .where(eq(areaHourlyRollups.locationId, site.id));
    expect(areaRows.map((r) => [r.areaId, r.visitors, r.dwellSSum]).sort()).toEqual(
      [
        [site.areaA, 1, 420],
        [site.areaB, 1, 480],
      ].sort(),
    );
    const moves = await ctx.db
      .select()
      .from(transitionHourlyRollups)
      .where(eq(transitionHourlyRollups.locationId, site.id));
    expect(moves.map((m) => [m.fromAreaId, m.toAreaId, m.count])).toEqual([
      [site.areaA, site.areaB, 1],
    ]);
    const dirty = await ctx.db
      .select()
      .from(pipelineDirtyDays)
      .where(eq(pipelineDirtyDays.locationId, site.id));
    expect(dirty).toEqual([]);
  });

  it('the background worker wakes on new data and signals the processed location', async () => {
    const site = await createSite(ctx);
    const processed = new Promise<number>((resolve) => {
      const off = ctx.pipeline.onProcessed((id) => {
        if (id !== site.id) return;
        off();
        resolve(id);
      });
    });
    await insertDay(ctx, site, dayOfData(site, addDays(today, -1)));
    ctx.pipeline.dataArrived(site.id);
    expect(await processed).toBe(site.id);
    const stored = await ctx.db.select().from(visits).where(eq(visits.locationId, site.id));
    expect(stored).toHaveLength(2);
  });

  it('merges late data for an earlier day into the same rollups as data in order', async () => {
    const inOrder = await createSite(ctx);
    const late = await createSite(ctx);
    const first = addDays(today, -4);
    const second = addDays(today, -3);
    // In order: both days at once.
    await insertDay(ctx, inOrder, [...dayOfData(inOrder, first), ...dayOfData(inOrder, second)]);
    await drainPipeline(ctx, quiet);
    // Late: the second day in two parts, then the first day (which changes the second day's
    // returning visitors).
    const secondDay = dayOfData(late, second);
    await insertDay(ctx, late, secondDay.slice(0, 10));
    await drainPipeline(ctx, quiet);
    await insertDay(ctx, late, secondDay.slice(10));
    await drainPipeline(ctx, quiet);
    await insertDay(ctx, late, dayOfData(late, first));
    await drainPipeline(ctx, quiet);

    expect(await hourlyOf(ctx, late.id)).toEqual(await hourlyOf(ctx, inOrder.id));
    const secondHour = (await hourlyOf(ctx, late.id)).find(
      (row) => row.localDate === second && row.localHour === 10,
    );
    // 'a' was a visitor on the first day: a returning visitor on the second.
    expect(secondHour).toMatchObject({ visitors: 1, returningVisitors: 1 });
  });

  it('keeps a day dirty when it was marked again while being processed', async () => {
    const site = await createSite(ctx);
    const date = addDays(today, -2);
    await insertDay(ctx, site, dayOfData(site, date));
    await drainPipeline(ctx, quiet);
    const output = {
      kind: 'visits' as const,
      visits: [],
      hourly: [],
      areaHourly: [],
      transitionHourly: [],
      heatmapHourly: [],
      gatewayHourly: [],
    };
    // Held as a worker would hold it, so the background worker stays away meanwhile.
    const held = await withLocationLock(ctx.db, site.id, async () => {
      await markDaysDirty(ctx, site.id, [date]);
      const stale = { locationId: site.id, localDate: date, markedAt: '2000-01-01 00:00:00+00' };
      expect(await writeDay(ctx.db, stale, [], output, ctx.now())).toBe(false);
      const dirty = await ctx.db
        .select()
        .from(pipelineDirtyDays)
        .where(eq(pipelineDirtyDays.locationId, site.id));
      expect(dirty.map((row) => row.localDate)).toEqual([date]);
    });
    expect(held.acquired).toBe(true);
    await drainPipeline(ctx, quiet);
  });

  // Issue 15 item 11: with data arriving for today more often than the settle time, the worker
  // processed nothing until the senders stopped. A day that never settles is processed anyway
  // once it has waited maxWaitMs.
  it('processes a day that never settles once it has waited long enough', async () => {
    const site = await createSite(ctx);
    const date = addDays(today, -1);
    await insertDay(ctx, site, dayOfData(site, date));
    const stop = startPipelineWorker(ctx, {
      ...quiet,
      settleMs: 60_000,
      maxWaitMs: 1_000,
      pollMs: 100,
    });
    try {
      let stored = 0;
      for (let i = 0; i < 40 && stored === 0; i++) {
        // A sender keeps marking the day, more often than any settle time.
        await markDaysDirty(ctx, site.id, [date]);
        await new Promise((resolve) => setTimeout(resolve, 250));
        stored = (await ctx.db.select().from(visits).where(eq(visits.locationId, site.id))).length;
      }
      expect(stored).toBe(2);
    } finally {
      await stop();
    }
  });

  it('reprocesses history still in retention after a definitions change', async () => {
    const owner = (await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).body.data
      .access_token as string;
    const listed = (await server.request('GET', '/api/v1/locations', { token: owner })).body
      .data as { id: string }[];
    const site = await createSite(ctx, Number(listed[0]!.id));
    const date = addDays(today, -2);
    await insertDay(ctx, site, dayOfData(site, date));
    await drainPipeline(ctx, quiet);
    const before = await ctx.db.select().from(visits).where(eq(visits.device, 'a'));
    expect(before.filter((v) => v.locationId === site.id).map((v) => v.isVisitor)).toEqual([true]);

    const current = await server.request('GET', `/api/system/locations/${site.id}/definitions`, {
      token: owner,
    });
    const { is_default: _d, updated_at: _u, ...values } = current.body.data;
    const saved = await server.request('PUT', `/api/system/locations/${site.id}/definitions`, {
      token: owner,
      body: { ...values, min_visit_minutes: 20 },
    });
    expect(saved.status).toBe(200);
    await drainPipeline(ctx, quiet);
    const after = await ctx.db
      .select()
      .from(visits)
      .where(and(eq(visits.locationId, site.id), eq(visits.device, 'a')));
    expect(after.map((v) => v.isVisitor)).toEqual([false]);
    const ten = (await hourlyOf(ctx, site.id)).find(
      (r) => r.localDate === date && r.localHour === 10,
    );
    expect(ten).toMatchObject({ visitors: 0, walkBys: 2 });
  });

  it('logs a poison day, keeps it dirty and processes the other days', async () => {
    const site = await createSite(ctx);
    const date = addDays(today, -1);
    await insertDay(ctx, site, dayOfData(site, date));
    await markDaysDirty(ctx, site.id, ['2026-02-30']);
    const errors: object[] = [];
    const result = await drainPipeline(ctx, {
      log: { info: () => undefined, error: (details) => errors.push(details) },
    });
    expect(result.failures).toEqual([
      expect.objectContaining({ locationId: site.id, localDate: '2026-02-30' }),
    ]);
    expect(errors).toHaveLength(1);
    const stored = await ctx.db.select().from(visits).where(eq(visits.locationId, site.id));
    expect(stored).toHaveLength(2);
    const dirty = await ctx.db
      .select()
      .from(pipelineDirtyDays)
      .where(eq(pipelineDirtyDays.locationId, site.id));
    expect(dirty.map((row) => row.localDate)).toEqual(['2026-02-30']);
    await ctx.db.delete(pipelineDirtyDays).where(eq(pipelineDirtyDays.locationId, site.id));
  });

  it('deletes only raw rows past retention, keeps visits, and rebuilds expired days from them', async () => {
    const site = await createSite(ctx);
    const old = addDays(today, -10);
    const recent = addDays(today, -1);
    await insertDay(ctx, site, [...dayOfData(site, old), ...dayOfData(site, recent)]);
    await ctx.db.insert(gatewayHeartbeats).values([
      { locationId: site.id, sensorId: site.gatewayA, ts: new Date(local(old, 9)), uptimeS: 1 },
      {
        locationId: site.id,
        sensorId: site.gatewayA,
        ts: new Date(local(recent, 9)),
        uptimeS: 2,
      },
    ]);
    await drainPipeline(ctx, quiet);
    const hourlyBefore = await hourlyOf(ctx, site.id);

    await runRetention(ctx);
    const raw = await ctx.db
      .select()
      .from(rawDetections)
      .where(eq(rawDetections.locationId, site.id));
    expect(new Set(raw.map((row) => localDateOf(row.ts.getTime(), TZ)))).toEqual(new Set([recent]));
    expect(raw).toHaveLength(18);
    const beats = await ctx.db
      .select()
      .from(gatewayHeartbeats)
      .where(eq(gatewayHeartbeats.locationId, site.id));
    expect(beats.map((row) => row.uptimeS)).toEqual([2]);
    const kept = await ctx.db.select().from(visits).where(eq(visits.locationId, site.id));
    expect(kept).toHaveLength(4);

    // Door counts arrive for the expired day: Wi-Fi comes from the stored visits.
    await ctx.db.insert(doorCounts).values({
      locationId: site.id,
      tagId: 800_000 + site.id,
      startTs: new Date(local(old, 11)),
      endTs: new Date(local(old, 12)),
      countIn: 6,
      countOut: 2,
    });
    await markDaysDirty(ctx, site.id, [old]);
    expect((await drainPipeline(ctx, quiet)).failures).toEqual([]);
    const hourlyAfter = await hourlyOf(ctx, site.id);
    const eleven = (rows: typeof hourlyAfter) =>
      rows.find((r) => r.localDate === old && r.localHour === 11)!;
    expect(eleven(hourlyAfter)).toEqual({
      ...eleven(hourlyBefore),
      walkIns: 6,
      walkOuts: 2,
      occupancyMax: 4,
      occupancyAvg: 4,
      doorIntervals: 1,
    });
    const tenOf = (rows: typeof hourlyAfter) =>
      rows.find((r) => r.localDate === old && r.localHour === 10);
    expect(tenOf(hourlyAfter)).toEqual(tenOf(hourlyBefore));
    expect(await ctx.db.select().from(visits).where(eq(visits.locationId, site.id))).toHaveLength(
      4,
    );
  });
});
