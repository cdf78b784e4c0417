// The same simulated day of a shop sent twice, to two identical locations: once through the
// ingest API as Footfall gateways send it, once as the Cisco Meraki posts of a network whose access
// points heard the same probes (the simulator's Meraki output). After the pipeline, both give the
// same visitors, walk-bys, engagers and dwell, hour by hour and in the analytics API.
import { addDays, localDateOf, localParts, zonedTimeToUtc } from '@footfall/core';
// The simulator by relative path (test-only: the server does not depend on it).
import {
  buildVenue,
  merakiPosts,
  simulateDay,
  type SimDetection,
} from '../../../packages/simulator/src/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainPipeline } from '../src/pipeline/worker';
import { startTestServer, type TestServer } from './helpers/test-server';

const TIME_ZONE = 'Europe/Paris';
const shop = buildVenue({
  id: 'meraki-shop',
  name: 'Meraki shop',
  type: 'RETAIL',
  timezone: TIME_ZONE,
  areas: [
    {
      id: 'floor',
      name: 'Floor',
      polygon: [
        [0, 0],
        [14, 0],
        [14, 10],
        [0, 10],
      ],
      weight: 1,
    },
  ],
  gateways: [
    { serial: '00:18:0A:13:DD:B0', x: 3, y: 5 },
    { serial: '00:18:0A:13:DD:B1', x: 11, y: 5 },
  ],
  doors: [{ serial: 'DOOR-M', x: 7, y: 0 }],
  visitorsPerDay: 260,
  walkBysPerDay: 700,
});

let server: TestServer;
let token: string;
/** A recent day the shop is open (it closes on Sundays). */
const date = [2, 3]
  .map((back) => addDays(localDateOf(Date.now(), TIME_ZONE), -back))
  .find((day) => localParts(zonedTimeToUtc(day, 12, TIME_ZONE), TIME_ZONE).weekday !== 6) as string;

async function createLocation(name: string) {
  const res = await server.request('POST', '/api/system/locations', {
    token,
    body: { name, type: 'RETAIL', service: 'PLUS', country: 'FRA', timezone: TIME_ZONE },
  });
  if (res.status !== 201) throw new Error(`location: ${JSON.stringify(res.body)}`);
  const id = Number(res.body.data.id);
  const key = await server.request('PUT', `/api/system/locations/${id}/api-key`, {
    token,
    body: { api_key: 'new' },
  });
  return { id, key: key.body.data.api_key as string };
}

async function post(path: string, body: unknown, key?: string) {
  const res = await server.request('POST', path, {
    body,
    ...(key ? { headers: { authorization: `Bearer ${key}` } } : {}),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { accepted: number };
}

beforeAll(async () => {
  server = await startTestServer({ pipelineWorker: false });
  token = (await server.signUp()).token;
});

afterAll(async () => {
  await server?.stop();
});

describe('a simulated day through Meraki and through the ingest API', () => {
  it('gives the same visitors, walk-bys, engagers and dwell', async () => {
    const day = simulateDay(shop, date, { seed: 7, secret: 'meraki-equivalence' });
    // 07:00-22:00 local: the whole opening day and the walk-bys around it.
    const from = zonedTimeToUtc(date, 7, TIME_ZONE);
    const to = zonedTimeToUtc(date, 22, TIME_ZONE);
    const opening = new Map<string, SimDetection[]>(
      [...day.detections].map(([serial, list]) => [
        serial,
        list.filter((d) => d.ts >= from && d.ts < to),
      ]),
    );
    const detections = [...opening.values()].reduce((sum, list) => sum + list.length, 0);
    expect(detections).toBeGreaterThan(2_000);

    const viaApi = await createLocation('Through the ingest API');
    const viaMeraki = await createLocation('Through Meraki');

    // The access points' MACs belong to the Meraki location: the gateways of the other have their
    // own serials (one corporation does not connect one device to two locations).
    let accepted = 0;
    for (const [index, [serial, list]] of [...opening].entries())
      for (let at = 0; at < list.length; at += 10_000) {
        const chunk = list.slice(at, at + 10_000);
        accepted += (
          await post(
            '/api/v1/ingest/detections',
            {
              gateway: `GW-API-${index}`,
              batch_id: `eq-${serial.replaceAll(':', '')}-${at}`,
              detections: chunk.map((d) => ({ ...d, ts: new Date(d.ts).toISOString() })),
            },
            viaApi.key,
          )
        ).accepted;
      }
    expect(accepted).toBe(detections);

    const posts = merakiPosts(opening, { secret: viaMeraki.key, networkId: 'N_equivalence' });
    expect(posts.length).toBeGreaterThan(60);
    let merakiAccepted = 0;
    for (const body of posts)
      merakiAccepted += (await post(`/api/v1/ingest/meraki/${viaMeraki.id}`, body)).accepted;
    expect(merakiAccepted).toBe(detections);

    expect((await drainPipeline(server.ctx)).failures).toEqual([]);

    const hours = async (locationId: number) => {
      const result = await server.ctx.db.execute(sql`
        select local_hour, walk_bys, visitors, engagers, randomized_visitors, dwell_s_sum
        from hourly_rollups where location_id = ${locationId} and local_date = ${date}
          and (walk_bys > 0 or visitors > 0)
        order by local_hour`);
      return (result as unknown as { rows: unknown[] }).rows;
    };
    const apiHours = await hours(viaApi.id);
    expect(apiHours.length).toBeGreaterThanOrEqual(10);
    expect(await hours(viaMeraki.id)).toEqual(apiHours);

    const totals = async (locationId: number) => {
      const res = await server.request(
        'GET',
        `/api/v1/locations/${locationId}/foot-traffic?start_date=${date}&end_date=${date}`,
        { token },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.totals;
    };
    const apiTotals = await totals(viaApi.id);
    expect(apiTotals.visitors).toBeGreaterThan(20);
    expect(apiTotals.walk_bys).toBeGreaterThan(20);
    expect(await totals(viaMeraki.id)).toEqual(apiTotals);
  });
});
