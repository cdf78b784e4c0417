// Containment (issue 12): a show's visitors are the people seen anywhere in the show, its own
// gateways' and its booths', so a show is never smaller than its busiest booth; a location's
// total of an additive figure is the sum of its buckets. A hand-made day goes through the real
// ingest and pipeline; the answers are read from the analytics API.
import { addDays, localDateOf, METRIC_CATALOGUE } from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drainPipeline } from '../src/pipeline/worker';
import { startTestServer, type TestServer } from './helpers/test-server';

const MIN = 60_000;
const HOUR = 60 * MIN;
const quiet = { log: { info: () => undefined, error: () => undefined } };
let sequence = 0;

type Site = { id: number; key: string };

describe('containment: a show and its booths', () => {
  let server: TestServer;
  let owner: string;
  let show: Site;
  let boothA: Site;
  let boothB: Site;
  let date: string;
  let dayStart: number;
  let boothAreaId: string;

  async function createSite(name: string, parent?: Site): Promise<Site> {
    const res = await server.request('POST', '/api/system/locations', {
      token: owner,
      body: {
        name,
        type: 'AT',
        service: 'PLUS',
        country: 'DEU',
        timezone: 'UTC',
        ...(parent ? { parent_id: String(parent.id) } : {}),
      },
    });
    if (res.status !== 201) throw new Error(`location: ${JSON.stringify(res.body)}`);
    const id = Number(res.body.data.id);
    const key = await server.request('PUT', `/api/system/locations/${id}/api-key`, {
      token: owner,
      body: { api_key: 'new' },
    });
    return { id, key: key.body.data.api_key as string };
  }

  /** A person near one gateway every minute from `hour:minute` for `minutes` minutes. */
  async function seen(site: Site, gateway: string, device: string, at: number, minutes: number) {
    const detections = Array.from({ length: minutes + 1 }, (_, m) => ({
      ts: new Date(dayStart + at + m * MIN).toISOString(),
      device,
      rssi: -60,
      randomized: false,
    }));
    const res = await server.request('POST', '/api/v1/ingest/detections', {
      token: site.key,
      body: { gateway, batch_id: `show-${Date.now()}-${(sequence += 1)}`, detections },
    });
    expect(res.status).toBe(200);
  }

  const footTraffic = async (site: Site, query = '') => {
    const res = await server.request(
      'GET',
      `/api/v1/locations/${site.id}/foot-traffic?start_date=${date}&end_date=${date}${query}`,
      { token: owner },
    );
    expect(res.status).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    // The test drains the pipeline itself: no background worker.
    vi.stubEnv('PIPELINE_WORKER', '0');
    server = await startTestServer();
    owner = (await server.signUp()).token;
    show = await createSite('Show');
    boothA = await createSite('Booth A', show);
    boothB = await createSite('Booth B', show);
    // Booth A's outline on the show's plan: the area its gateway's detections count in.
    const outline = await server.request('POST', `/api/system/locations/${show.id}/areas`, {
      token: owner,
      body: { name: 'Booth A', booth_location_id: String(boothA.id) },
    });
    expect(outline.status).toBe(201);
    boothAreaId = outline.body.data.id as string;
    date = addDays(localDateOf(server.ctx.now().getTime(), 'UTC'), -2);
    dayStart = Date.parse(`${date}T00:00:00Z`);

    // Booth A: p1, p2 and p3 stay 10 minutes. Booth B: p2 (straight from A) and p4.
    await seen(boothA, 'aa-00-00-00-00-0a', 'h:p1', 10 * HOUR, 10);
    await seen(boothA, 'aa-00-00-00-00-0a', 'h:p2', 11 * HOUR, 10);
    await seen(boothA, 'aa-00-00-00-00-0a', 'h:p3', 14 * HOUR, 10);
    await seen(boothB, 'bb-00-00-00-00-0b', 'h:p2', 11 * HOUR + 11 * MIN, 10);
    await seen(boothB, 'bb-00-00-00-00-0b', 'h:p4', 15 * HOUR, 10);
    // The show's own gateway (registration): p5 stays, p1 passes by before going to booth A.
    await seen(show, '55-00-00-00-00-05', 'h:p5', 9 * HOUR, 12);
    await seen(show, '55-00-00-00-00-05', 'h:p1', 9 * HOUR + 58 * MIN, 1);
    expect((await drainPipeline(server.ctx, quiet)).failures).toEqual([]);
  });
  afterAll(async () => {
    await server?.stop();
    vi.unstubAllEnvs();
  });

  it('counts each person seen anywhere in the show once per visit, booths included', async () => {
    const [own, a, b] = [
      await footTraffic(show),
      await footTraffic(boothA),
      await footTraffic(boothB),
    ];
    expect(a.totals.visitors).toBe(3);
    expect(b.totals.visitors).toBe(2);
    // p1 (registration then booth A), p2 (booth A then B), p3, p4, p5.
    expect(own.totals.visitors).toBe(5);
    expect(own.totals.visitors).toBeGreaterThanOrEqual(
      Math.max(a.totals.visitors, b.totals.visitors),
    );
    // p1's visit starts at the show's gateway, two minutes before booth A saw it.
    expect(own.totals.walk_bys).toBe(0);
  });

  it("counts booth A's visitors in the area outlining it on the show's plan", async () => {
    const area = await footTraffic(show, `&area_id=${boothAreaId}`);
    expect(area.totals.visitors).toBe(3);
  });

  it("keeps the show's data completeness to its own gateways", async () => {
    const { completeness } = await footTraffic(show);
    expect(completeness).toMatchObject({ gateways_connected: 1, gateways_reporting: 1 });
  });

  it("adds up each location's buckets to its total for every additive figure", async () => {
    for (const site of [show, boothA, boothB]) {
      for (const granularity of ['hour', 'day']) {
        const data = await footTraffic(site, `&granularity=${granularity}`);
        for (const [key, value] of Object.entries(data.totals)) {
          if (!(key in METRIC_CATALOGUE) || typeof value !== 'number') continue;
          if (!METRIC_CATALOGUE[key as keyof typeof METRIC_CATALOGUE].additive) continue;
          const sum = data.buckets.reduce(
            (total: number, bucket: Record<string, number>) => total + (bucket[key] ?? 0),
            0,
          );
          expect([site.id, granularity, key, sum]).toEqual([site.id, granularity, key, value]);
        }
      }
    }
  });

  it("recomputes the show's day when only a booth's data arrives", async () => {
    // The day before: nothing at the show's own gateway.
    const before = addDays(date, -1);
    await seen(boothB, 'bb-00-00-00-00-0b', 'h:p7', -12 * HOUR, 10);
    expect((await drainPipeline(server.ctx, quiet)).failures).toEqual([]);
    const res = await server.request(
      'GET',
      `/api/v1/locations/${show.id}/foot-traffic?start_date=${before}&end_date=${before}`,
      { token: owner },
    );
    expect(res.body.data.totals.visitors).toBe(1);
  });

  it("reprocesses the days only its booths saw after the show's definitions change", async () => {
    const before = addDays(date, -1);
    const url = `/api/system/locations/${show.id}/definitions`;
    const current = await server.request('GET', url, { token: owner });
    const { is_default: _d, updated_at: _u, ...values } = current.body.data;
    const saved = await server.request('PUT', url, {
      token: owner,
      body: { ...values, min_visit_minutes: 20 },
    });
    expect(saved.status).toBe(200);
    expect((await drainPipeline(server.ctx, quiet)).failures).toEqual([]);
    // p7's 10 minutes at booth B are no longer a visit of the show.
    const res = await server.request(
      'GET',
      `/api/v1/locations/${show.id}/foot-traffic?start_date=${before}&end_date=${before}`,
      { token: owner },
    );
    expect(res.body.data.totals).toMatchObject({ visitors: 0, walk_bys: 1 });
  });

  it("counts a booth's counting-gateway walk-bys in its show's walk-bys", async () => {
    const day = addDays(date, -3);
    const start = Date.parse(`${day}T10:00:00Z`);
    const res = await server.request('POST', '/api/v1/ingest/counts', {
      token: boothA.key,
      body: {
        gateway: 'aa-00-00-00-00-0c',
        batch_id: `show-counts-${Date.now()}`,
        counts: [
          {
            start: new Date(start).toISOString(),
            end: new Date(start + HOUR).toISOString(),
            count: 40,
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect((await drainPipeline(server.ctx, quiet)).failures).toEqual([]);
    const walkBys = async (site: Site) =>
      (
        await server.request(
          'GET',
          `/api/v1/locations/${site.id}/foot-traffic?start_date=${day}&end_date=${day}`,
          { token: owner },
        )
      ).body.data.totals.walk_bys;
    expect(await walkBys(boothA)).toBe(40);
    expect(await walkBys(show)).toBe(40);
  });
});
