// connectivity, scores, profile-qualifiers and the completeness figures every answer carries, on
// fixture rollups (Europe/Paris, a daylight-saving day included), on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationFixture, type Actor, type Fixture } from './helpers/organisation-fixture';
import { demoLocationIds, rollupFixture } from './helpers/rollup-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

type Gateway = { serial: string; buckets: { bucket: string }[] } & Record<string, unknown>;

describe('analytics: connectivity, scores and profiles', () => {
  let server: TestServer;
  let fx: Fixture;
  let paris: number;
  let connected: number;
  let seenAt: { entrance: Date; fitting: Date };
  const ENTRANCE = 'DC:A6:32:10:00:01';
  const FITTING = 'DC:A6:32:10:00:02';
  const RANGE = 'start_date=2026-03-02&end_date=2026-03-03';

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    fx = await organisationFixture(server);
    const idOf = await demoLocationIds(server, fx.tokens.owner as string);
    paris = idOf('Paris Opéra Store');
    // Monday to Saturday 10:00-18:00.
    const hours = await server.request('PUT', `/api/system/locations/${paris}/businesshours`, {
      token: fx.tokens.owner,
      body: {
        days: [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
          weekday === 6
            ? { weekday, closed: true, open_hour: null, close_hour: null }
            : { weekday, closed: false, open_hour: 10, close_hour: 18 },
        ),
        exceptions: [],
      },
    });
    expect(hours.status).toBe(200);

    const rollups = await rollupFixture(server, paris);
    const sensorIds = await rollups.sensorIds();
    connected = sensorIds.size;
    const entrance = sensorIds.get(ENTRANCE) as number;
    // Online means seen within the last 10 minutes.
    const now = server.ctx.now().getTime();
    seenAt = { entrance: new Date(now - 5 * 60_000), fitting: new Date(now - 11 * 60_000) };
    await rollups.markSeen(entrance, seenAt.entrance);
    await rollups.markSeen(sensorIds.get(FITTING) as number, seenAt.fitting);
    await rollups.hourly([
      {
        date: '2026-03-02',
        hour: 10,
        inBusinessHours: true,
        walkBys: 30,
        visitors: 10,
        engagers: 4,
        fqv: 2,
        dwellSSum: 6000,
        returningVisitors: 3,
        randomizedVisitors: 1,
      },
      { date: '2026-03-03', hour: 0, walkBys: 5, visitors: 2, engagers: 1, dwellSSum: 600 },
    ]);
    await rollups.gatewayHourly([
      {
        date: '2026-03-02',
        hour: 10,
        sensorId: entrance,
        detections: 100,
        heartbeats: 6,
        minutesSeen: 60,
      },
      {
        date: '2026-03-02',
        hour: 23,
        sensorId: entrance,
        detections: 50,
        heartbeats: 3,
        minutesSeen: 30,
      },
      {
        date: '2026-03-03',
        hour: 0,
        sensorId: entrance,
        detections: 20,
        heartbeats: 5,
        minutesSeen: 45,
      },
      {
        date: '2026-03-29',
        hour: 12,
        sensorId: entrance,
        detections: 1,
        heartbeats: 1,
        minutesSeen: 1,
      },
    ]);
    await rollups.heartbeat(entrance, new Date('2026-03-02T23:30:00Z'));
    for (const [device, date, randomized] of [
      ['d1', '2026-03-02', false],
      ['d1', '2026-03-03', false],
      ['d2', '2026-03-02', false],
      ['d2', '2026-03-02', false],
      ['r1', '2026-03-02', true],
    ] as const)
      await rollups.visit({ date, hour: 11, device, durationS: 900, randomized });
    await rollups.visit({
      date: '2026-03-02',
      hour: 11,
      device: 'w',
      durationS: 60,
      isVisitor: false,
    });

    const peers: [string, Record<string, number>][] = [
      ['Lyon Part-Dieu Store', { walkBys: 10, visitors: 10, engagers: 2, fqv: 5, dwellSSum: 2000 }],
      ['Madrid Gran Vía Store', { walkBys: 40, visitors: 9, dwellSSum: 900 }],
      // Another type: never a peer of a retail store.
      ['CES Booth 4021', { walkBys: 1, visitors: 1000, engagers: 1000, fqv: 1000, dwellSSum: 1e7 }],
    ];
    for (const [name, values] of peers)
      await (
        await rollupFixture(server, idOf(name))
      ).hourly([{ date: '2026-03-02', hour: 11, ...values }]);
    // FQV counts visits to areas: Lyon has one (and so an FQV figure); Madrid has none, so it has
    // no FQV rate to be graded among (core's fqvFigure).
    const area = await server.request(
      'POST',
      `/api/system/locations/${idOf('Lyon Part-Dieu Store')}/areas`,
      {
        token: fx.tokens.owner,
        body: { name: 'Shop floor' },
      },
    );
    expect(area.status).toBe(201);
  });
  afterAll(() => server?.stop());

  const get = (path: string, actor: Actor = 'owner') =>
    server.request('GET', path, { token: fx.tokens[actor] });

  it('reports completeness: gateways connected and reporting, hours without data', async () => {
    const data = (await get(`/api/v1/locations/${paris}/foot-traffic?${RANGE}`)).body.data;
    expect(data.completeness).toEqual({
      gateways_connected: connected,
      gateways_reporting: 1,
      hours_in_range: 48,
      hours_without_data: 45,
      pending_days: 0,
      note: `1 gateway reported in this range (${connected} connected now). 45 of 48 hours have no data from any gateway: figures for those hours are missing, not zero.`,
    });
    const open = (await get(`/api/v1/locations/${paris}/foot-traffic?${RANGE}&business_hours=1`))
      .body.data.completeness;
    expect(open).toMatchObject({ hours_in_range: 16, hours_without_data: 15 });
    // The day clocks go forward has 23 hours.
    const dst = (
      await get(`/api/v1/locations/${paris}/door-counter?start_date=2026-03-29&end_date=2026-03-29`)
    ).body.data.completeness;
    expect(dst).toMatchObject({
      hours_in_range: 23,
      hours_without_data: 22,
      gateways_reporting: 1,
    });
    const nothing = (
      await get(`/api/v1/locations/${paris}/scores?start_date=2025-01-01&end_date=2025-01-01`)
    ).body.data.completeness;
    expect(nothing).toMatchObject({ gateways_reporting: 0, hours_without_data: 24 });
    expect(nothing.note).toBe(
      'No gateway reported in this range: the figures are missing, not zero.',
    );
  });

  it("answers each gateway's state, detections, uptime and gaps per bucket", async () => {
    const res = await get(`/api/v1/locations/${paris}/connectivity?${RANGE}`);
    expect(res.status).toBe(200);
    const gateways: Gateway[] = res.body.data.gateways;
    const entrance = gateways.find((gateway) => gateway.serial === ENTRANCE);
    expect(entrance).toMatchObject({
      name: 'Entrance',
      online: true,
      last_heartbeat: '2026-03-02T23:30:00.000Z',
      detections: 170,
      uptime_pct: (100 * 135) / (48 * 60),
      gap_hours: 45,
      buckets: [
        {
          bucket: '2026-03-02',
          local_hour: null,
          detections: 150,
          uptime_pct: 6.25,
          gap_hours: 22,
        },
        {
          bucket: '2026-03-03',
          local_hour: null,
          detections: 20,
          uptime_pct: 3.125,
          gap_hours: 23,
        },
      ],
    });
    expect(entrance?.last_seen).toBe(seenAt.entrance.toISOString());
    expect(gateways.find((gateway) => gateway.serial === FITTING)).toMatchObject({
      online: false,
      last_seen: seenAt.fitting.toISOString(),
      last_heartbeat: null,
      detections: 0,
      uptime_pct: 0,
      gap_hours: 48,
    });

    const hourly = (
      await get(
        `/api/v1/locations/${paris}/connectivity?start_date=2026-03-02&end_date=2026-03-02&granularity=hour`,
      )
    ).body.data.gateways.find((gateway: Gateway) => gateway.serial === ENTRANCE);
    expect(hourly.buckets).toHaveLength(24);
    expect(hourly.buckets[10]).toEqual({
      bucket: '2026-03-02T09:00:00Z',
      local_hour: 10,
      detections: 100,
      uptime_pct: 100,
      gap_hours: 0,
    });
    expect(hourly.buckets[23]).toMatchObject({ local_hour: 23, uptime_pct: 50 });
  });

  it('shows connectivity to those who may read the sensors', async () => {
    const statuses: Record<string, number> = {};
    for (const actor of ['analyst', 'viewer', 'foreign', 'none'] as const)
      statuses[actor] = (
        await get(`/api/v1/locations/${paris}/connectivity?${RANGE}`, actor)
      ).status;
    expect(statuses).toEqual({ analyst: 200, viewer: 403, foreign: 404, none: 401 });
  });

  it("grades the scores against the corporation's locations of the same type", async () => {
    const res = await get(`/api/v1/locations/${paris}/scores?${RANGE}`, 'viewer');
    expect(res.status).toBe(200);
    expect(res.body.data.location_type).toBe('RETAIL');
    expect(res.body.data.scores).toEqual([
      { name: 'attraction', value: 12 / 47, percentile: 50, grade: 'fair', peers: 3 },
      { name: 'engagement', value: 5 / 12, percentile: 250 / 3, grade: 'very good', peers: 3 },
      { name: 'dwell', value: 550, percentile: 250 / 3, grade: 'very good', peers: 3 },
      // Among Paris and Lyon only: Madrid has no areas, so no FQV rate.
      { name: 'fqv', value: 2 / 12, percentile: 25, grade: 'average', peers: 2 },
    ]);
    const idOf = await demoLocationIds(server, fx.tokens.owner as string);
    const madrid = await get(`/api/v1/locations/${idOf('Madrid Gran Vía Store')}/scores?${RANGE}`);
    expect(madrid.body.data.scores.find((score: { name: string }) => score.name === 'fqv')).toEqual(
      { name: 'fqv', value: null, percentile: null, grade: null, peers: 2 },
    );
  });

  it('answers new and returning visitors, randomized share and visit frequency', async () => {
    const res = await get(`/api/v1/locations/${paris}/profile-qualifiers?${RANGE}`);
    expect(res.status).toBe(200);
    const { range: _range, completeness: _completeness, ...figures } = res.body.data;
    expect(figures).toEqual({
      unavailable: [],
      visitors: 12,
      identified_visitors: 11,
      new_visitors: 8,
      returning_visitors: 3,
      returning_rate: 3 / 11,
      randomized_visitors: 1,
      randomized_share: 1 / 12,
      frequency: {
        devices: 2,
        avg_visit_days: 1.5,
        bins: [
          { label: '1 day', devices: 1 },
          { label: '2 days', devices: 1 },
          { label: '3-5 days', devices: 0 },
          { label: '6+ days', devices: 0 },
        ],
      },
    });
  });
});
