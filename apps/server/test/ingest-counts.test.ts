// Ingest of counts and heartbeats (docs/ingest.md): door counters and counting gateways with
// their upserted intervals, heartbeats, the local days marked dirty in the location's time zone,
// the batch size limit and the ingest routes' documentation.
import { INGEST_MAX_ITEMS } from '@footfall/core';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchId,
  DAY,
  detection,
  ingestTools,
  iso,
  MINUTE,
  openIngestSite,
  type IngestSite,
} from './helpers/ingest-site';
import type { TestServer } from './helpers/test-server';
import {
  doorCounts,
  gatewayCounts,
  gatewayHeartbeats,
  pipelineDirtyDays,
  tags,
} from '../src/db/schema';

describe('ingest: counts, heartbeats and dirty days', () => {
  let server: TestServer;
  let far: IngestSite['far'];
  let other: IngestSite['other'];
  const { now, db, post, detectionsOf, sensorBySerial } = ingestTools(() => server);

  beforeAll(async () => {
    ({ server, far, other } = await openIngestSite());
  });
  afterAll(() => server?.stop());

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
