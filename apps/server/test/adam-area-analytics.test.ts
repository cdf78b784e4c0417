// Issue 17: the ADAM add-on brings its area analytics (dwell per area and group, attraction,
// journeys) to any tier. Locations of the "add-on only" (ZERO) and PREMIUM tiers with ADAM get
// figures the pipeline computed from detections sent through the ingest API; the same data at a
// ZERO location without the add-on stays unanswered, and the tier metrics stay off (docs/product.md
// section 3).
import { addDays, localDateOf } from '@footfall/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { areaGroups, areas, sensors } from '../src/db/schema';
import { drainPipeline } from '../src/pipeline/worker';
import { startTestServer, type TestServer } from './helpers/test-server';

const MINUTE = 60_000;
const quiet = { log: { info: () => undefined, error: () => undefined } };

type Site = { id: number; stage: number; lounge: number; group: number };
type Detection = { ts: string; device: string; rssi: number; randomized: boolean };

/** Every 20 s from `start` for `minutes`, the RSSI each gateway hears (by minute from start). */
function walk(device: string, start: number, minutes: number, rssi: (minute: number) => number[]) {
  const byGateway: Detection[][] = [[], []];
  for (let t = 0; t <= minutes * MINUTE; t += 20_000)
    rssi(t / MINUTE).forEach((value, gateway) =>
      byGateway[gateway]!.push({
        ts: new Date(start + t).toISOString(),
        device,
        rssi: value,
        randomized: false,
      }),
    );
  return byGateway;
}

describe('ADAM area analytics at any tier', () => {
  let server: TestServer;
  let owner: string;
  let range: string;
  const sites: Record<'zero' | 'premium' | 'plain', Site> = {} as never;

  async function site(key: keyof typeof sites, service: string, addon: string, prefix: string) {
    const created = await server.request('POST', '/api/system/locations', {
      token: owner,
      body: { name: `Booth ${key}`, type: 'XM', service, addon, country: 'USA', timezone: 'UTC' },
    });
    expect(created.status).toBe(201);
    const id = Number(created.body.data.id);
    const key2 = await server.request('PUT', `/api/system/locations/${id}/api-key`, {
      token: owner,
      body: { api_key: 'new' },
    });
    const apiKey = key2.body.data.api_key as string;
    // Three people: Ana goes from the stage to the lounge, Ben stays at the stage, Cid walks by.
    const start = server.ctx.now().getTime() - 3 * 60 * MINUTE;
    const people = [
      walk('h:ana', start, 12, (m) => (m < 6 ? [-55, -75] : [-75, -55])),
      walk('h:ben', start + 2 * MINUTE, 8, () => [-58, -78]),
      walk('h:cid', start + 4 * MINUTE, 2, () => [-82, -84]),
    ];
    const serials = [`${prefix}:00:01`, `${prefix}:00:02`];
    for (const [gateway, serial] of serials.entries()) {
      const res = await server.request('POST', '/api/v1/ingest/detections', {
        token: apiKey,
        body: {
          gateway: serial,
          batch_id: `adam-${key}-${gateway}`,
          detections: people.flatMap((person) => person[gateway]!),
        },
      });
      expect(res.status).toBe(200);
    }
    // The gateways stand in the areas (the strongest gateway's area, docs/area-attribution.md).
    const { db } = server.ctx;
    const [group] = await db
      .insert(areaGroups)
      .values({ locationId: id, name: 'Experiences' })
      .returning();
    const [stage, lounge] = await db
      .insert(areas)
      .values([
        { locationId: id, name: 'Demo stage', groupId: group!.id },
        { locationId: id, name: 'Lounge' },
      ])
      .returning();
    for (const [index, area] of [stage!, lounge!].entries())
      await db.update(sensors).set({ areaId: area.id }).where(eq(sensors.serial, serials[index]!));
    sites[key] = { id, stage: stage!.id, lounge: lounge!.id, group: group!.id };
    const first = localDateOf(start, 'UTC');
    range = `start_date=${addDays(first, -1)}&end_date=${localDateOf(server.ctx.now().getTime(), 'UTC')}`;
  }

  beforeAll(async () => {
    // The pipeline runs when the test drains it, after the areas exist.
    vi.stubEnv('PIPELINE_WORKER', '0');
    server = await startTestServer();
    owner = (await server.signUp()).token;
    await site('zero', 'ZERO', 'adam', 'AD:A0:00:00');
    await site('premium', 'PREMIUM', 'adam', 'AD:A1:00:00');
    await site('plain', 'ZERO', 'none', 'AD:A2:00:00');
    const result = await drainPipeline(server.ctx, quiet);
    expect(result.failures).toEqual([]);
  });
  afterAll(async () => {
    await server?.stop();
    vi.unstubAllEnvs();
  });

  const get = async (id: number, name: string) => {
    const res = await server.request('GET', `/api/v1/locations/${id}/${name}?${range}`, {
      token: owner,
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it.each(['zero', 'premium'] as const)(
    'answers dwell and attraction per area at a %s location with ADAM',
    async (key) => {
      const { id, stage, lounge } = sites[key];
      const data = await get(id, 'dwell-areas');
      expect(data.unavailable).toEqual([]);
      // Ana and Ben came in; Cid only walked by.
      expect(data.location_visitors).toBe(2);
      const byId = new Map(data.areas.map((area: { area_id: number }) => [area.area_id, area]));
      expect(byId.get(stage)).toMatchObject({ name: 'Demo stage', visitors: 2, attraction: 1 });
      expect(byId.get(lounge)).toMatchObject({ name: 'Lounge', visitors: 1, attraction: 0.5 });
      for (const area of data.areas) {
        expect(area.dwell_s_total).toBeGreaterThan(0);
        expect(area.avg_dwell_s).toBe(area.dwell_s_total / area.visitors);
      }
      const groups = await get(id, 'dwell-group-areas');
      expect(groups.location_visitors).toBe(2);
      expect(groups.groups).toEqual([
        expect.objectContaining({ name: 'Experiences', visitors: 2, attraction: 1 }),
      ]);
    },
  );

  it.each(['zero', 'premium'] as const)(
    'answers the journey between areas at a %s location with ADAM',
    async (key) => {
      const { id, stage, lounge } = sites[key];
      const data = await get(id, 'interactions');
      expect(data.unavailable).toEqual([]);
      expect(data.transitions).toEqual([{ from_area_id: stage, to_area_id: lounge, count: 1 }]);
    },
  );

  it('keeps the tier metrics off: product.md section 3 gives ZERO and PREMIUM none', async () => {
    for (const key of ['zero', 'premium'] as const) {
      const traffic = await get(sites[key].id, 'foot-traffic');
      expect(traffic.totals.visitors).toBeNull();
      expect(traffic.totals.walk_bys).toBeNull();
      expect(traffic.unavailable.map((entry: { metric: string }) => entry.metric)).toEqual([
        'WALK-BY',
        'FOOTTRAFFIC',
      ]);
    }
  });

  it('answers no area analytics without the add-on, as before', async () => {
    const { id } = sites.plain;
    const reason = {
      metric: 'FOOTTRAFFIC',
      reason: 'The add-on only tier offers no analytics metrics',
    };
    const dwell = await get(id, 'dwell-areas');
    expect(dwell).toMatchObject({ areas: [], location_visitors: null, unavailable: [reason] });
    const groups = await get(id, 'dwell-group-areas');
    expect(groups).toMatchObject({ groups: [], location_visitors: null, unavailable: [reason] });
    const journey = await get(id, 'interactions');
    expect(journey).toMatchObject({ transitions: [], unavailable: [reason] });
  });
});
