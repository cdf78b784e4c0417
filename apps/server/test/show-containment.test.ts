// Issue 12 item 3, containment: a show (AT) with two booths. People seen only by the booths'
// gateways were counted at each booth but not at the show, so the show's visitors (2,790 on the
// demo) were fewer than each booth's (3,285 and 3,262). The show counts distinct people across
// its own and its booths' gateways: at least its busiest booth, at most the sum, each person
// once. The show's gateway connectivity stays its own.
import { addDays, localDateOf, zonedTimeToUtc } from '@footfall/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporations, locations, rawDetections, sensors } from '../src/db/schema';
import { markDirtyDays } from '../src/ingest/dirty-days';
import { drainPipeline } from '../src/pipeline/worker';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import { startTestServer, type TestServer } from './helpers/test-server';

const TZ = 'Europe/Berlin';
const quiet = { log: { info: () => undefined, error: () => undefined } };

describe('a show holds its booths', () => {
  let server: TestServer;
  let token: string;
  let show: number;
  let boothA: number;
  let boothB: number;
  let date: string;

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    const { ctx } = server;
    token = (await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).body.data.access_token;
    const [corporation] = await ctx.db.select().from(corporations).limit(1);
    const place = async (name: string, parentId: number | null) => {
      const [row] = await ctx.db
        .insert(locations)
        .values({
          corporationId: corporation!.id,
          name,
          type: 'AT',
          service: 'PLUS',
          timezone: TZ,
          parentId,
        })
        .returning();
      const [gateway] = await ctx.db
        .insert(sensors)
        .values({
          serial: `SHOW-${process.pid}-${row!.id}`,
          corporationId: corporation!.id,
          locationId: row!.id,
          services: 'FOOTTRAFFIC',
        })
        .returning();
      return { id: row!.id, gateway: gateway!.id };
    };
    const hall = await place('Containment Show', null);
    const a = await place('Containment Booth A', hall.id);
    const b = await place('Containment Booth B', hall.id);
    [show, boothA, boothB] = [hall.id, a.id, b.id];

    // 10 people stay 10 minutes at booth A, then 8 of them (and 4 others) 10 minutes at booth B;
    // the hall's own gateway hears 3 of them on the way out. A visit at the show is one walk.
    date = addDays(localDateOf(ctx.now().getTime(), TZ), -1);
    const start = zonedTimeToUtc(date, 11, TZ);
    const stay = (locationId: number, sensorId: number, device: string, offsetMin: number) =>
      Array.from({ length: 21 }, (_, tick) => ({
        locationId,
        sensorId,
        ts: new Date(start + offsetMin * 60_000 + tick * 30_000),
        device,
        rssi: -50,
        randomized: false,
      }));
    const people = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => `person-${from + i}`);
    const rows = [
      ...people(0, 10).flatMap((device) => stay(a.id, a.gateway, device, 0)),
      ...[...people(2, 10), ...people(10, 14)].flatMap((device) =>
        stay(b.id, b.gateway, device, 10.5),
      ),
      ...people(0, 3).flatMap((device) => stay(hall.id, hall.gateway, device, 21)),
    ];
    await ctx.db.insert(rawDetections).values(rows);
    // As ingest marks them: each booth's day (and, through it, the show's).
    await ctx.db.transaction(async (tx) => {
      for (const id of [a.id, b.id]) await markDirtyDays(tx, id, [date], ctx.now());
    });
    const result = await drainPipeline(ctx, quiet);
    expect(result.failures).toEqual([]);
  });
  afterAll(() => server?.stop());

  const totals = async (id: number) => {
    const res = await server.request(
      'GET',
      `/api/v1/locations/${id}/foot-traffic?start_date=${date}&end_date=${date}`,
      { token },
    );
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('marks the show dirty when a booth receives data', async () => {
    const rows = await server.ctx.db.execute(
      sql`select count(*)::int as n from pipeline_dirty_days where location_id = ${show}`,
    );
    // Drained by now: the show's day was processed, not left behind.
    expect((rows as unknown as { rows: { n: number }[] }).rows?.[0]?.n ?? 0).toBe(0);
    const processed = await totals(show);
    expect(processed.totals.visitors).toBeGreaterThan(0);
  });

  it('counts each person once across the show and its booths', async () => {
    const [hall, a, b] = await Promise.all([totals(show), totals(boothA), totals(boothB)]);
    expect(a.totals.visitors).toBe(10);
    expect(b.totals.visitors).toBe(12);
    // 14 people, one walk each: at least the busiest booth, not the 25 visits of the three parts.
    expect(hall.totals.visitors).toBe(14);
    expect(hall.totals.visitors).toBeGreaterThanOrEqual(
      Math.max(a.totals.visitors, b.totals.visitors),
    );
    // The show's connectivity is its own gateway's, not its booths'.
    expect(hall.completeness.gateways_connected).toBe(1);
    expect(hall.completeness.gateways_reporting).toBe(1);
  });
});
