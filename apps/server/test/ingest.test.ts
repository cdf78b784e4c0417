// Ingest (docs/ingest.md): API-key auth, validation that refuses a whole batch, idempotent
// batch ids, gateway and door-counter registration, upserts, side effects and dirty local days,
// on both databases.
import { DEFAULT_LOCATION_DEFINITIONS, INGEST_MAX_ITEMS } from '@footfall/core';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  doorCounts,
  gatewayCounts,
  gatewayHeartbeats,
  ingestBatches,
  pipelineDirtyDays,
  rawDetections,
  sensors,
  tags,
} from '../src/db/schema';
import { startTestServer, type TestServer } from './helpers/test-server';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let sequence = 0;
const batchId = (label: string) => `${label}-${Date.now()}-${(sequence += 1)}`;
const iso = (ms: number) => new Date(ms).toISOString();

type Detection = { ts: string; device: string; rssi: number; randomized: boolean };
const detection = (ms: number, device = 'h:device-1', rssi = -60): Detection => ({
  ts: iso(ms),
  device,
  rssi,
  randomized: false,
});

describe('ingest', () => {
  let server: TestServer;
  let owner: string;
  /** Kiritimati is UTC+14: most UTC instants fall on the next local day there. */
  let far: { id: number; key: string };
  let other: { id: number; key: string };
  let foreign: { id: number; key: string; corporationId: number };
  let corporationId: number;

  const now = () => server.ctx.now().getTime();
  const db = () => server.ctx.db;
  const post = (path: string, body: unknown, key?: string) =>
    server.request('POST', `/api/v1/ingest/${path}`, { token: key, body });

  async function createLocation(token: string, name: string, timezone: string) {
    const res = await server.request('POST', '/api/system/locations', {
      token,
      body: { name, type: 'RETAIL', service: 'PREMIUM', country: 'KIR', timezone },
    });
    if (res.status !== 201) throw new Error(`location: ${JSON.stringify(res.body)}`);
    const id = Number(res.body.data.id);
    const key = await server.request('PUT', `/api/system/locations/${id}/api-key`, {
      token,
      body: { api_key: 'new' },
    });
    if (key.status !== 200) throw new Error(`api key: ${JSON.stringify(key.body)}`);
    return { id, key: key.body.data.api_key as string, corporationId: 0 };
  }

  const detectionsOf = (locationId: number) =>
    db()
      .select()
      .from(rawDetections)
      .where(eq(rawDetections.locationId, locationId))
      .orderBy(asc(rawDetections.ts));
  const sensorBySerial = async (serial: string) =>
    (await db().select().from(sensors).where(eq(sensors.serial, serial)))[0];
  const batchRow = async (id: string) =>
    (await db().select().from(ingestBatches).where(eq(ingestBatches.batchId, id)))[0];

  beforeAll(async () => {
    // No background pipeline worker: it would consume the dirty days these tests look at.
    vi.stubEnv('PIPELINE_WORKER', '0');
    server = await startTestServer();
    owner = (await server.signUp()).token;
    far = await createLocation(owner, 'Kiritimati Store', 'Pacific/Kiritimati');
    other = await createLocation(owner, 'Second Store', 'UTC');
    const stranger = (await server.signUp()).token;
    foreign = await createLocation(stranger, 'Stranger Store', 'UTC');
    const profile = await server.request('GET', '/api/v1/locations', { token: owner });
    corporationId = Number(profile.body.data[0].corporation_id);
    const strangers = await server.request('GET', '/api/v1/locations', { token: stranger });
    foreign.corporationId = Number(strangers.body.data[0].corporation_id);
  });
  afterAll(async () => {
    await server?.stop();
    vi.unstubAllEnvs();
  });

  it('stores detections, registers the unknown gateway and acknowledges the batch', async () => {
    const t = now() - 30 * MINUTE;
    const id = batchId('det');
    const arrived: number[] = [];
    const stop = server.ctx.pipeline.onDataArrived((locationId) => arrived.push(locationId));
    const res = await post(
      'detections',
      {
        gateway: 'aa-bb-cc-dd-00-01',
        batch_id: id,
        detections: [
          detection(t, 'h:alice', -55),
          { ...detection(t + 1500, 'h:bob', -100), randomized: true, seq: 4095 },
          detection(t + 61_000, 'h:alice', -70),
        ],
      },
      far.key,
    );
    stop();
    expect(res.body).toEqual({ data: { batch_id: id, accepted: 3, duplicate: false } });
    expect(res.status).toBe(200);
    expect(arrived).toEqual([far.id]);

    const gateway = await sensorBySerial('AA:BB:CC:DD:00:01');
    expect(gateway).toMatchObject({
      corporationId,
      locationId: far.id,
      services: 'FOOTTRAFFIC',
    });
    expect(gateway?.lastSeenAt?.getTime()).toBe(t + 61_000);
    const rows = await detectionsOf(far.id);
    // Below ignore_rssi (-100 < -90) is stored too: the pipeline filters.
    expect(
      rows.map((r) => [r.ts.getTime(), r.device, r.rssi, r.randomized, r.sensorId, r.seqNum]),
    ).toEqual([
      [t, 'h:alice', -55, false, gateway?.id, null],
      [t + 1500, 'h:bob', -100, true, gateway?.id, 4095],
      [t + 61_000, 'h:alice', -70, false, gateway?.id, null],
    ]);
    expect(await batchRow(id)).toMatchObject({
      locationId: far.id,
      kind: 'detections',
      itemCount: 3,
    });
  });

  it('counts a replayed batch once and changes nothing', async () => {
    const id = batchId('replay');
    const body = {
      gateway: 'AA:BB:CC:DD:00:01',
      batch_id: id,
      detections: [detection(now() - 5 * MINUTE, 'h:replay')],
    };
    const before = (await detectionsOf(far.id)).length;
    expect((await post('detections', body, far.key)).body.data.duplicate).toBe(false);
    const again = await post('detections', body, far.key);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ batch_id: id, accepted: 0, duplicate: true });
    expect((await detectionsOf(far.id)).length).toBe(before + 1);

    // The same id for other data (another location) is refused, not silently dropped.
    const reused = await post('detections', body, other.key);
    expect(reused.status).toBe(409);
    expect(reused.body.meta.fields).toHaveProperty('batch_id');
  });

  it.each([
    ['a bad rssi in the middle', 3, { rssi: 5 }, 'detections.3.rssi', 'between -127 and 0'],
    ['a last item without a zone', 9, { ts: '2026-01-01T10:00:00' }, 'detections.9.ts', 'ISO'],
    ['a raw MAC as device', 0, { device: 'AA:BB:CC:00:11:22' }, 'detections.0.device', 'MAC'],
  ])('refuses a batch with %s and stores none of it', async (_, index, change, field, text) => {
    const items = Array.from({ length: 10 }, (_, i) =>
      detection(now() - (20 - i) * MINUTE, `h:bad-${i}`),
    );
    items[index] = { ...items[index], ...change } as Detection;
    const id = batchId('bad');
    const serial = `GW-BAD-${index}`;
    const res = await post(
      'detections',
      { gateway: serial, batch_id: id, detections: items },
      far.key,
    );
    expect(res.status).toBe(400);
    expect(res.body.meta.error_type).toBe('ValidationException');
    expect(Object.keys(res.body.meta.fields)).toEqual([field]);
    expect(res.body.meta.fields[field]).toContain(text);
    expect(await batchRow(id)).toBeUndefined();
    expect(await sensorBySerial(serial)).toBeUndefined();
    const devices = (await detectionsOf(far.id)).map((r) => r.device);
    expect(devices.some((d) => d.startsWith('h:bad-'))).toBe(false);
  });

  // Issue 15 item 10: a 2 MB `pad` or a deeply nested unknown field answered 200.
  it('refuses unknown fields, in the batch and in an item, storing nothing', async () => {
    const before = (await detectionsOf(far.id)).length;
    const item = detection(now() - 5 * MINUTE, 'h:unknown-field');
    const cases = [
      { gateway: 'AA:BB:CC:DD:00:01', batch_id: batchId('pad'), detections: [item], pad: 'x' },
      {
        gateway: 'AA:BB:CC:DD:00:01',
        batch_id: batchId('nested'),
        detections: [{ ...item, extra: { a: { b: { c: 1 } } } }],
      },
    ];
    for (const body of cases) {
      const res = await post('detections', body, far.key);
      expect(res.status).toBe(400);
      expect(res.body.meta.error_message).toMatch(/is not a known field/);
    }
    expect((await detectionsOf(far.id)).length).toBe(before);
  });

  it('refuses items too far in the future, accepts a gateway clock a little ahead', async () => {
    const ahead = await post(
      'detections',
      {
        gateway: 'GW-CLOCK',
        batch_id: batchId('future'),
        detections: [detection(now()), detection(now() + 11 * MINUTE)],
      },
      far.key,
    );
    expect(ahead.status).toBe(400);
    expect(ahead.body.meta.error_message).toMatch(/^detections\.1\.ts is 11 minutes after/);
    expect(Object.keys(ahead.body.meta.fields)).toEqual(['detections.1.ts']);

    const slightly = await post(
      'detections',
      {
        gateway: 'GW-CLOCK',
        batch_id: batchId('future'),
        detections: [detection(now() + 9 * MINUTE)],
      },
      far.key,
    );
    expect(slightly.status).toBe(200);
    // last_seen_at never passes the server clock.
    const seen = (await sensorBySerial('GW-CLOCK'))?.lastSeenAt?.getTime() ?? Infinity;
    expect(seen).toBeLessThanOrEqual(now());
  });

  it("refuses raw data older than the location's retention, door counts of any age", async () => {
    const old = now() - 8 * DAY;
    const detections = { gateway: 'GW-OLD', detections: [detection(old)] };
    const refused = await post(
      'detections',
      { ...detections, batch_id: batchId('old') },
      other.key,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.meta.fields['detections.0.ts']).toContain('retention (7 days)');
    const beat = { gateway: 'GW-OLD', ts: iso(old), firmware: '1.0', uptime_s: 1 };
    expect((await post('heartbeat', beat, other.key)).status).toBe(400);

    const settings = await server.request('PUT', `/api/system/locations/${other.id}/definitions`, {
      token: owner,
      body: { ...DEFAULT_LOCATION_DEFINITIONS, raw_retention_days: 30 },
    });
    expect(settings.status).toBe(200);
    const kept = await post('detections', { ...detections, batch_id: batchId('old') }, other.key);
    expect(kept.status).toBe(200);

    const history = now() - 700 * DAY;
    const counts = await post(
      'door-counts',
      {
        tag: 'DOOR-HISTORY',
        batch_id: batchId('history'),
        counts: [{ start: iso(history), end: iso(history + 30 * MINUTE), in: 4, out: 1 }],
      },
      other.key,
    );
    expect(counts.status).toBe(200);
  });

  it('offers the services of the devices that report: DOORCOUNTER and FOOTTRAFFIC', async () => {
    const fresh = await createLocation(owner, 'Fresh Store', 'UTC');
    const services = async () =>
      (await server.request('GET', `/api/v1/locations/${fresh.id}/services`, { token: owner })).body
        .data;
    expect(await services()).toMatchObject({ tag_services: [], sensor_services: [] });
    const start = now() - 2 * 60 * MINUTE;
    const counted = await post(
      'door-counts',
      {
        tag: 'DOOR-FRESH',
        batch_id: batchId('fresh-door'),
        counts: [{ start: iso(start), end: iso(start + 30 * MINUTE), in: 2, out: 1 }],
      },
      fresh.key,
    );
    expect(counted.status).toBe(200);
    const heard = await post(
      'detections',
      { gateway: 'GW-FRESH', batch_id: batchId('fresh-gw'), detections: [detection(start)] },
      fresh.key,
    );
    expect(heard.status).toBe(200);
    expect(await services()).toMatchObject({
      tag_services: ['DOORCOUNTER'],
      sensor_services: ['FOOTTRAFFIC'],
    });
  });

  it('answers 401 without a key, with an unknown key and with a session token', async () => {
    const body = {
      gateway: 'GW-NOKEY',
      batch_id: batchId('nokey'),
      detections: [detection(now())],
    };
    for (const key of [undefined, 'ffk_unknown', owner]) {
      const res = await post('detections', body, key);
      expect(res.status).toBe(401);
      expect(res.body.meta.error_type).toBe('AuthenticationException');
    }
    // Refused before the body is read: a malformed body without a key is still 401.
    expect((await post('heartbeat', { nonsense: true })).status).toBe(401);
    expect(await sensorBySerial('GW-NOKEY')).toBeUndefined();
  });

  it('connects a free gateway of the corporation and refuses one of another location', async () => {
    await db().insert(sensors).values({ serial: 'GW-FREE', corporationId, locationId: null });
    await db()
      .insert(sensors)
      .values({ serial: 'GW-FOREIGN', corporationId: foreign.corporationId, locationId: null });
    const send = (gateway: string, key: string) =>
      post(
        'detections',
        { gateway, batch_id: batchId('place'), detections: [detection(now() - MINUTE)] },
        key,
      );

    expect((await send('gw-free', far.key)).status).toBe(200);
    expect((await sensorBySerial('GW-FREE'))?.locationId).toBe(far.id);

    const takenId = batchId('taken');
    const taken = await post(
      'detections',
      { gateway: 'GW-FREE', batch_id: takenId, detections: [detection(now() - MINUTE)] },
      other.key,
    );
    expect(taken.status).toBe(409);
    expect(await batchRow(takenId)).toBeUndefined();
    expect(taken.body.meta).toMatchObject({
      error_type: 'ConflictException',
      error_message: 'Gateway GW-FREE is connected to another location',
    });
    const strangers = await send('GW-FOREIGN', far.key);
    expect(strangers.status).toBe(409);
    expect((await sensorBySerial('GW-FOREIGN'))?.locationId).toBeNull();
    const free = await sensorBySerial('GW-FREE');
    const stored = await db()
      .select()
      .from(rawDetections)
      .where(eq(rawDetections.sensorId, free?.id ?? -1));
    expect(stored.map((r) => r.locationId)).toEqual([far.id]);
  });

  it('registers a door counter and upserts its intervals', async () => {
    const start = Math.floor((now() - 3 * 3600_000) / (30 * MINUTE)) * 30 * MINUTE;
    const interval = (k: number, countIn: number, countOut: number) => ({
      start: iso(start + k * 30 * MINUTE),
      end: iso(start + (k + 1) * 30 * MINUTE),
      in: countIn,
      out: countOut,
    });
    const first = await post(
      'door-counts',
      {
        tag: 'door-1',
        batch_id: batchId('door'),
        counts: [interval(0, 10, 2), interval(1, 5, 5)],
      },
      far.key,
    );
    expect(first.body.data).toMatchObject({ accepted: 2, duplicate: false });
    const resent = await post(
      'door-counts',
      {
        tag: 'DOOR-1',
        batch_id: batchId('door'),
        counts: [interval(1, 7, 6), interval(2, 1, 0)],
      },
      far.key,
    );
    expect(resent.status).toBe(200);

    const [tag] = await db().select().from(tags).where(eq(tags.serial, 'DOOR-1'));
    expect(tag).toMatchObject({ locationId: far.id, name: 'DOOR-1', tagService: 'DOORCOUNTER' });
    expect(tag?.lastSeenAt?.getTime()).toBe(start + 90 * MINUTE);
    const rows = await db()
      .select()
      .from(doorCounts)
      .where(eq(doorCounts.tagId, tag?.id ?? -1))
      .orderBy(asc(doorCounts.startTs));
    expect(rows.map((r) => [r.startTs.getTime() - start, r.countIn, r.countOut])).toEqual([
      [0, 10, 2],
      [30 * MINUTE, 7, 6],
      [60 * MINUTE, 1, 0],
    ]);

    const elsewhere = await post(
      'door-counts',
      { tag: 'DOOR-1', batch_id: batchId('door'), counts: [interval(3, 1, 1)] },
      other.key,
    );
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.meta.error_message).toBe(
      'Door counter DOOR-1 is connected to another location',
    );
    const backwards = await post(
      'door-counts',
      {
        tag: 'DOOR-1',
        batch_id: batchId('door'),
        counts: [{ ...interval(4, 1, 1), end: iso(start) }],
      },
      far.key,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.meta.fields).toEqual({ 'counts.0.end': 'end must be after start' });
  });

  it("stores a counting gateway's aggregates, a re-sent interval replacing the earlier", async () => {
    const start = Math.floor((now() - 5 * 3600_000) / 3600_000) * 3600_000;
    const hour = (k: number, count: number) => ({
      start: iso(start + k * 3600_000),
      end: iso(start + (k + 1) * 3600_000),
      count,
    });
    const send = (counts: unknown[]) =>
      post('counts', { gateway: 'PED-COUNTER-7', batch_id: batchId('ped'), counts }, other.key);
    expect((await send([hour(0, 120), hour(1, 80)])).status).toBe(200);
    expect((await send([hour(1, 95)])).status).toBe(200);
    const gateway = await sensorBySerial('PED-COUNTER-7');
    const rows = await db()
      .select()
      .from(gatewayCounts)
      .where(eq(gatewayCounts.sensorId, gateway?.id ?? -1))
      .orderBy(asc(gatewayCounts.startTs));
    expect(rows.map((r) => r.count)).toEqual([120, 95]);
    expect(gateway?.lastSeenAt?.getTime()).toBe(start + 2 * 3600_000);
  });

  it('records heartbeats: last_seen_at, firmware, and replays without batch_id', async () => {
    const ts = now() - 2 * MINUTE;
    const beat = { gateway: 'GW-BEAT', ts: iso(ts), firmware: '2.1.0', uptime_s: 3600 };
    const first = await post('heartbeat', beat, far.key);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      batch_id: `hb:GW-BEAT:${ts}`,
      accepted: 1,
      duplicate: false,
    });
    expect((await post('heartbeat', beat, far.key)).body.data.duplicate).toBe(true);
    // An older heartbeat arriving late does not roll the firmware back.
    const late = {
      ...beat,
      ts: iso(ts - 10 * MINUTE),
      firmware: '2.0.0',
      batch_id: batchId('hb'),
    };
    expect((await post('heartbeat', late, far.key)).status).toBe(200);

    const gateway = await sensorBySerial('GW-BEAT');
    expect(gateway?.firmware).toBe('2.1.0');
    expect(gateway?.lastSeenAt?.getTime()).toBe(ts);
    const beats = await db()
      .select()
      .from(gatewayHeartbeats)
      .where(eq(gatewayHeartbeats.sensorId, gateway?.id ?? -1))
      .orderBy(asc(gatewayHeartbeats.ts));
    expect(beats.map((b) => [b.ts.getTime(), b.uptimeS, b.firmware])).toEqual([
      [ts - 10 * MINUTE, 3600, '2.0.0'],
      [ts, 3600, '2.1.0'],
    ]);
  });

  it("marks the local dates of the location's time zone dirty", async () => {
    // 10:30 UTC is 00:30 the next day in Kiritimati (UTC+14).
    const todayUtc = Math.floor(now() / DAY) * DAY;
    const base = todayUtc + 10.5 * 3600_000 <= now() ? todayUtc : todayUtc - DAY;
    const ts = base + 10.5 * 3600_000;
    const utcDate = iso(base).slice(0, 10);
    const localDate = iso(base + DAY).slice(0, 10);
    const dirty = async () =>
      (
        await db().select().from(pipelineDirtyDays).where(eq(pipelineDirtyDays.locationId, far.id))
      ).map((d) => d.localDate);
    await db().delete(pipelineDirtyDays).where(eq(pipelineDirtyDays.locationId, far.id));

    const res = await post(
      'detections',
      { gateway: 'GW-TZ', batch_id: batchId('tz'), detections: [detection(ts)] },
      far.key,
    );
    expect(res.status).toBe(200);
    expect(await dirty()).toEqual([localDate]);

    // An interval across local midnight (09:30-10:30 UTC) touches both local days.
    await post(
      'door-counts',
      {
        tag: 'DOOR-TZ',
        batch_id: batchId('tz'),
        counts: [{ start: iso(ts - 3600_000), end: iso(ts), in: 1, out: 0 }],
      },
      far.key,
    );
    expect((await dirty()).sort()).toEqual([utcDate, localDate].sort());
    const [row] = await db()
      .select()
      .from(pipelineDirtyDays)
      .where(
        and(eq(pipelineDirtyDays.locationId, far.id), eq(pipelineDirtyDays.localDate, localDate)),
      );
    expect(Math.abs((row?.markedAt.getTime() ?? 0) - now())).toBeLessThan(60_000);
  });

  it(`accepts ${INGEST_MAX_ITEMS} items (a body over 1 MB) and refuses one more`, async () => {
    const t = now() - 60 * MINUTE;
    const items = Array.from({ length: INGEST_MAX_ITEMS + 1 }, (_, i) =>
      detection(t + i * 100, `h:${'f'.repeat(56)}${String(i).padStart(8, '0')}`, -40 - (i % 60)),
    );
    const tooMany = await post(
      'detections',
      { gateway: 'GW-BIG', batch_id: batchId('big'), detections: items },
      other.key,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.meta.fields).toEqual({
      detections: `At most ${INGEST_MAX_ITEMS} detections per batch`,
    });
    const before = (await detectionsOf(other.id)).length;
    const full = await post(
      'detections',
      { gateway: 'GW-BIG', batch_id: batchId('big'), detections: items.slice(1) },
      other.key,
    );
    expect(full.body.data).toMatchObject({ accepted: INGEST_MAX_ITEMS });
    expect((await detectionsOf(other.id)).length).toBe(before + INGEST_MAX_ITEMS);
  });

  it('documents the ingest routes in the OpenAPI document', async () => {
    const doc = await server.request('GET', '/api/docs/json');
    for (const path of ['detections', 'door-counts', 'counts', 'heartbeat'])
      expect(doc.body.paths[`/api/v1/ingest/${path}`]?.post).toBeDefined();
  });
});
