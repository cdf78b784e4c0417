// Ingest of detections (docs/ingest.md): API-key auth, validation that refuses a whole batch,
// idempotent batch ids, retention and clock limits, the services a location's devices offer, and
// gateway registration.
import { DEFAULT_LOCATION_DEFINITIONS } from '@footfall/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchId,
  createLocation,
  DAY,
  detection,
  ingestTools,
  iso,
  MINUTE,
  openIngestSite,
  type Detection,
  type IngestSite,
} from './helpers/ingest-site';
import type { TestServer } from './helpers/test-server';
import { rawDetections, sensors } from '../src/db/schema';

describe('ingest: detections, batches and keys', () => {
  let server: TestServer;
  let owner: string;
  let far: IngestSite['far'];
  let other: IngestSite['other'];
  let foreign: IngestSite['foreign'];
  let corporationId: number;
  const { now, db, post, detectionsOf, sensorBySerial, batchRow } = ingestTools(() => server);

  beforeAll(async () => {
    ({ server, owner, far, other, foreign, corporationId } = await openIngestSite());
  });
  afterAll(() => server?.stop());

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
    const fresh = await createLocation(server, owner, 'Fresh Store', 'UTC');
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
});
