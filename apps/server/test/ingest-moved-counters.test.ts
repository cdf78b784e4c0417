// Issue 18 (Citus): a row never changes location_id, so an interval a door counter or counting
// gateway re-sends after moving to another location is deleted at the old location and stored at
// the new one (ingest/moved-intervals.ts): both locations' days are recomputed, the old one's
// rollups lose the interval and the new one's gain it, and nothing is counted twice.
import { localDateOf } from '@footfall/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  doorCounts,
  gatewayCounts,
  hourlyRollups,
  pipelineDirtyDays,
  sensors,
  tags,
} from '../src/db/schema';
import { drainPipeline } from '../src/pipeline/worker';
import { startTestServer, type TestServer } from './helpers/test-server';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const quiet = { info: () => undefined, error: () => undefined };
let sequence = 0;
const batchId = (label: string) => `${label}-${Date.now()}-${(sequence += 1)}`;
const iso = (ms: number) => new Date(ms).toISOString();

describe('re-sent intervals of a moved counter', () => {
  let server: TestServer;
  let owner: string;
  /** Kiritimati is UTC+14: the same instants fall on other local dates than in UTC. */
  let far: { id: number; key: string };
  let near: { id: number; key: string };
  const db = () => server.ctx.db;
  const post = (path: string, body: unknown, key: string) =>
    server.request('POST', `/api/v1/ingest/${path}`, { token: key, body });

  async function createLocation(name: string, timezone: string) {
    const res = await server.request('POST', '/api/system/locations', {
      token: owner,
      body: { name, type: 'RETAIL', service: 'PREMIUM', country: 'KIR', timezone },
    });
    const id = Number(res.body.data.id);
    const key = await server.request('PUT', `/api/system/locations/${id}/api-key`, {
      token: owner,
      body: { api_key: 'new' },
    });
    return { id, key: key.body.data.api_key as string };
  }

  const dirtyDates = async (locationId: number) =>
    (
      await db()
        .select({ date: pipelineDirtyDays.localDate })
        .from(pipelineDirtyDays)
        .where(eq(pipelineDirtyDays.locationId, locationId))
    )
      .map((row) => row.date)
      .sort();
  const walkIns = async (locationId: number) =>
    (
      await db()
        .select({ n: sql<number>`coalesce(sum(${hourlyRollups.walkIns}), 0)::int` })
        .from(hourlyRollups)
        .where(eq(hourlyRollups.locationId, locationId))
    )[0]?.n;

  beforeAll(async () => {
    // Dirty days are looked at before the pipeline runs (drained by hand).
    vi.stubEnv('PIPELINE_WORKER', '0');
    server = await startTestServer();
    owner = (await server.signUp()).token;
    far = await createLocation('Kiritimati Store', 'Pacific/Kiritimati');
    near = await createLocation('London Store', 'UTC');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server?.stop();
  });

  it('moves a door count interval with its counter, recomputing both locations', async () => {
    const now = server.ctx.now().getTime();
    const start = Math.floor((now - 6 * HOUR) / HOUR) * HOUR;
    const interval = (k: number, countIn: number) => ({
      start: iso(start + k * HOUR),
      end: iso(start + (k + 1) * HOUR),
      in: countIn,
      out: 0,
    });
    const send = (key: string, counts: unknown[]) =>
      post('door-counts', { tag: 'DOOR-MOVE', batch_id: batchId('door'), counts }, key);
    expect((await send(far.key, [interval(0, 10), interval(1, 5)])).status).toBe(200);
    await drainPipeline(server.ctx, { log: quiet });
    expect(await walkIns(far.id)).toBe(15);

    // The counter is moved to the other store and sends its second interval again, recounted.
    await db().update(tags).set({ locationId: near.id }).where(eq(tags.serial, 'DOOR-MOVE'));
    expect((await send(near.key, [interval(1, 7), interval(2, 3)])).status).toBe(200);

    const [tag] = await db().select().from(tags).where(eq(tags.serial, 'DOOR-MOVE'));
    const rows = await db()
      .select()
      .from(doorCounts)
      .where(eq(doorCounts.tagId, tag?.id ?? -1))
      .orderBy(asc(doorCounts.startTs));
    expect(
      rows.map((r) => [r.locationId, (r.startTs.getTime() - start) / HOUR, r.countIn]),
    ).toEqual([
      [far.id, 0, 10],
      [near.id, 1, 7],
      [near.id, 2, 3],
    ]);
    // The old location's day of the moved interval is recomputed (in its own time zone).
    expect(await dirtyDates(far.id)).toEqual([localDateOf(start + HOUR, 'Pacific/Kiritimati')]);
    expect(await dirtyDates(near.id)).toContain(localDateOf(start + HOUR, 'UTC'));

    await drainPipeline(server.ctx, { log: quiet });
    expect(await walkIns(far.id)).toBe(10);
    expect(await walkIns(near.id)).toBe(10);
  });

  it("moves a counting gateway's interval with it; a replay at its new place changes nothing", async () => {
    const now = server.ctx.now().getTime();
    const start = Math.floor((now - 4 * HOUR) / HOUR) * HOUR;
    const hour = (k: number, count: number) => ({
      start: iso(start + k * HOUR),
      end: iso(start + (k + 1) * HOUR),
      count,
    });
    const first = await post(
      'counts',
      { gateway: 'PED-MOVE', batch_id: batchId('ped'), counts: [hour(0, 120), hour(1, 80)] },
      near.key,
    );
    expect(first.status).toBe(200);
    const [gateway] = await db().select().from(sensors).where(eq(sensors.serial, 'PED-MOVE'));
    const moved = await server.request('PUT', `/api/system/sensors/${gateway?.id}`, {
      token: owner,
      body: { location_id: String(far.id) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await db().delete(pipelineDirtyDays).where(eq(pipelineDirtyDays.locationId, near.id));

    const resent = { gateway: 'PED-MOVE', batch_id: batchId('ped'), counts: [hour(1, 95)] };
    expect((await post('counts', resent, far.key)).body.data.duplicate).toBe(false);
    expect((await post('counts', resent, far.key)).body.data.duplicate).toBe(true);
    const rows = await db()
      .select()
      .from(gatewayCounts)
      .where(eq(gatewayCounts.sensorId, gateway?.id ?? -1))
      .orderBy(asc(gatewayCounts.startTs));
    expect(rows.map((r) => [r.locationId, r.count])).toEqual([
      [near.id, 120],
      [far.id, 95],
    ]);
    expect(await dirtyDates(near.id)).toEqual([localDateOf(start + HOUR, 'UTC')]);
    // An interval sent at the new location only is no concern of the old one.
    await db().delete(pipelineDirtyDays).where(eq(pipelineDirtyDays.locationId, near.id));
    const fresh = { gateway: 'PED-MOVE', batch_id: batchId('ped'), counts: [hour(2, 60)] };
    expect((await post('counts', fresh, far.key)).status).toBe(200);
    expect(await dirtyDates(near.id)).toEqual([]);
    const atFar = await db()
      .select()
      .from(gatewayCounts)
      .where(
        and(eq(gatewayCounts.locationId, far.id), eq(gatewayCounts.sensorId, gateway?.id ?? -1)),
      );
    expect(atFar.map((r) => r.count).sort()).toEqual([60, 95]);
  });
});
