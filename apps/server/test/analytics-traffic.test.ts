// foot-traffic and door-counter on fixture rollups in Europe/Paris: buckets by hour, day, week and
// month, totals, busiest hours, compare=1 (incl. the > 15-day rule), business hours, the area
// filter, metric availability by tier, validation and permissions, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationFixture, type Actor, type Fixture } from './helpers/organisation-fixture';
import { demoLocationIds, rollupFixture } from './helpers/rollup-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('analytics: foot traffic and door counters', () => {
  let server: TestServer;
  let fx: Fixture;
  let paris: number;
  let madrid: number;
  let barcelona: number;
  let westfield: number;
  let areaId: number;

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    fx = await organisationFixture(server);
    const idOf = await demoLocationIds(server, fx.tokens.owner as string);
    paris = idOf('Paris Opéra Store');
    madrid = idOf('Madrid Gran Vía Store');
    barcelona = idOf('Barcelona Kiosk');
    westfield = idOf('Westfield Valley Mall');
    expect(String(paris)).toBe(fx.location.id);

    const rollups = await rollupFixture(server, paris);
    await rollups.hourly([
      // Monday 2 March, 10:00 local (09:00 UTC), in business hours.
      {
        date: '2026-03-02',
        hour: 10,
        inBusinessHours: true,
        walkBys: 30,
        visitors: 10,
        engagers: 4,
        fqv: 2,
        returningVisitors: 3,
        randomizedVisitors: 1,
        dwellSSum: 6000,
        durationSSum: 9000,
        presenceAvg: 5,
        walkIns: 12,
        walkOuts: 4,
        occupancyMax: 8,
      },
      // 23:00 local on the 2nd is 22:00 UTC; midnight on the 3rd is still the 2nd in UTC.
      { date: '2026-03-02', hour: 23, walkBys: 10, walkIns: 1, walkOuts: 9, occupancyMax: 2 },
      {
        date: '2026-03-03',
        hour: 0,
        walkBys: 5,
        visitors: 2,
        engagers: 1,
        dwellSSum: 600,
        durationSSum: 1200,
      },
      {
        date: '2026-03-10',
        hour: 15,
        inBusinessHours: true,
        walkBys: 20,
        visitors: 10,
        engagers: 5,
        fqv: 5,
        returningVisitors: 2,
        randomizedVisitors: 2,
        dwellSSum: 3000,
        durationSSum: 4000,
        presenceAvg: 3,
        walkIns: 7,
        walkOuts: 7,
        occupancyMax: 5,
      },
      // The day before the range: the comparison range's only data.
      { date: '2026-03-01', hour: 12, walkBys: 8, visitors: 4, walkIns: 6, walkOuts: 2 },
    ]);
    areaId = await rollups.area('Shoes');
    await rollups.areaHourly([
      { date: '2026-03-02', hour: 10, areaId, visitors: 6, dwellSSum: 1200 },
      { date: '2026-03-03', hour: 0, areaId, visitors: 1, dwellSSum: 300 },
    ]);
    await rollupFixture(server, madrid).then((madridRollups) =>
      madridRollups.hourly([{ date: '2026-03-02', hour: 11, walkBys: 40, visitors: 9 }]),
    );
  });
  afterAll(() => server?.stop());

  const get = (path: string, actor: Actor = 'owner') =>
    server.request('GET', path, { token: fx.tokens[actor] });
  const traffic = (query: string, id = paris) =>
    get(`/api/v1/locations/${id}/foot-traffic?${query}`);
  const RANGE = 'start_date=2026-03-02&end_date=2026-03-10';

  it('answers daily buckets and totals in the location time zone', async () => {
    const res = await traffic(RANGE);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.range).toEqual({
      start_date: '2026-03-02',
      end_date: '2026-03-10',
      days: 9,
      time_zone: 'Europe/Paris',
      granularity: 'day',
      business_hours: false,
      area_id: null,
    });
    expect(data.unavailable).toEqual([]);
    expect(data.buckets.map((b: { bucket: string }) => b.bucket)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-10',
    ]);
    expect(data.buckets[0]).toMatchObject({ walk_bys: 40, visitors: 10, local_hour: null });
    expect(data.buckets[1]).toMatchObject({ walk_bys: 5, visitors: 2, engagers: 1 });
    expect(data.totals).toEqual({
      walk_bys: 65,
      visitors: 22,
      capture_rate: 22 / 87,
      engagers: 10,
      browsers: 12,
      engagement_rate: 10 / 22,
      fqv: 7,
      returning_visitors: 5,
      randomized_visitors: 3,
      avg_dwell_s: 9600 / 22,
      avg_visit_duration_s: 14200 / 22,
      presence_avg: 2,
    });
    expect(data.busiest_hours).toEqual([
      { weekday: 0, hour: 10, visitors: 10 },
      { weekday: 0, hour: 23, visitors: 0 },
      { weekday: 1, hour: 0, visitors: 2 },
      { weekday: 1, hour: 15, visitors: 10 },
    ]);
    expect(data.comparison).toBeNull();
  });

  it('buckets by hour (UTC instant and local hour), week (Monday) and month', async () => {
    const hourly = (await traffic('start_date=2026-03-02&end_date=2026-03-02&granularity=hour'))
      .body.data.buckets;
    expect(
      hourly.map((b: { bucket: string; local_hour: number; walk_bys: number }) => [
        b.bucket,
        b.local_hour,
        b.walk_bys,
      ]),
    ).toEqual([
      ['2026-03-02T09:00:00Z', 10, 30],
      ['2026-03-02T22:00:00Z', 23, 10],
    ]);
    const weekly = (await traffic(`${RANGE}&granularity=week`)).body.data.buckets;
    expect(weekly.map((b: { bucket: string; visitors: number }) => [b.bucket, b.visitors])).toEqual(
      [
        ['2026-03-02', 12],
        ['2026-03-09', 10],
      ],
    );
    const monthly = (await traffic('start_date=2026-02-27&end_date=2026-03-03&granularity=month'))
      .body.data.buckets;
    expect(
      monthly.map((b: { bucket: string; walk_bys: number }) => [b.bucket, b.walk_bys]),
    ).toEqual([['2026-03-01', 53]]);
  });

  it('compares with the days before, as totals up to 15 days', async () => {
    const comparison = (await traffic(`${RANGE}&compare=1`)).body.data.comparison;
    expect(comparison).toMatchObject({
      start_date: '2026-02-21',
      end_date: '2026-03-01',
      days: 9,
      averaged: false,
    });
    expect(comparison.current.walk_bys).toBe(65);
    expect(comparison.previous).toMatchObject({ walk_bys: 8, visitors: 4, capture_rate: 4 / 12 });
  });

  it('compares a range over 15 days with twice its length, as daily averages', async () => {
    const res = await traffic('start_date=2026-03-02&end_date=2026-03-17&compare=1');
    const { comparison, totals } = res.body.data;
    expect(totals.walk_bys).toBe(65);
    expect(comparison).toMatchObject({
      start_date: '2026-01-29',
      end_date: '2026-03-01',
      days: 32,
      averaged: true,
    });
    expect(comparison.current).toMatchObject({ walk_bys: 65 / 16, visitors: 22 / 16 });
    expect(comparison.current.capture_rate).toBe(22 / 87);
    expect(comparison.previous).toMatchObject({ walk_bys: 8 / 32, visitors: 4 / 32 });
  });

  it('keeps business hours only with business_hours=1', async () => {
    const data = (await traffic(`${RANGE}&business_hours=1`)).body.data;
    expect(data.range.business_hours).toBe(true);
    expect(data.totals).toMatchObject({ walk_bys: 50, visitors: 20, engagers: 9 });
    expect(data.buckets.map((b: { bucket: string }) => b.bucket)).toEqual([
      '2026-03-02',
      '2026-03-10',
    ]);
  });

  it("reads one area's visitors and dwell with area_id", async () => {
    const data = (await traffic(`${RANGE}&area_id=${areaId}`)).body.data;
    expect(data.range.area_id).toBe(areaId);
    expect(data.totals).toMatchObject({
      visitors: 7,
      avg_dwell_s: 1500 / 7,
      walk_bys: null,
      capture_rate: null,
      engagers: null,
    });
    expect(data.busiest_hours).toEqual([
      { weekday: 0, hour: 10, visitors: 6 },
      { weekday: 1, hour: 0, visitors: 1 },
    ]);
  });

  it('answers door counters per bucket', async () => {
    const res = await get(`/api/v1/locations/${paris}/door-counter?${RANGE}&compare=1`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.unavailable).toEqual([]);
    expect(data.buckets).toEqual([
      {
        bucket: '2026-03-02',
        local_hour: null,
        walk_ins: 13,
        walk_outs: 13,
        traffic: 13,
        occupancy_max: 8,
      },
      {
        bucket: '2026-03-03',
        local_hour: null,
        walk_ins: 0,
        walk_outs: 0,
        traffic: 0,
        occupancy_max: 0,
      },
      {
        bucket: '2026-03-10',
        local_hour: null,
        walk_ins: 7,
        walk_outs: 7,
        traffic: 7,
        occupancy_max: 5,
      },
    ]);
    expect(data.totals).toEqual({ walk_ins: 20, walk_outs: 20, traffic: 20, occupancy_max: 8 });
    expect(data.comparison.previous).toEqual({
      walk_ins: 6,
      walk_outs: 2,
      traffic: 4,
      occupancy_max: 0,
    });
  });

  it('says why a metric is missing instead of answering numbers', async () => {
    const kiosk = await get(`/api/v1/locations/${barcelona}/door-counter?${RANGE}`);
    expect(kiosk.status).toBe(200);
    expect(kiosk.body.data.unavailable).toEqual([
      { metric: 'WALK-IN', reason: 'Walk-ins need a door counter (tag service DOORCOUNTER)' },
    ]);
    expect(kiosk.body.data.buckets).toEqual([]);
    expect(kiosk.body.data.totals).toEqual({
      walk_ins: null,
      walk_outs: null,
      traffic: null,
      occupancy_max: null,
    });

    const lite = (await traffic(RANGE, madrid)).body.data;
    expect(lite.unavailable).toEqual([
      { metric: 'FOOTTRAFFIC', reason: 'Visitor metrics need the Plus tier' },
    ]);
    expect(lite.totals).toMatchObject({ walk_bys: 40, visitors: null, capture_rate: null });
    expect(lite.busiest_hours).toBeNull();

    const premium = (await traffic(RANGE, westfield)).body.data;
    expect(premium.unavailable.map((entry: { metric: string }) => entry.metric)).toEqual([
      'WALK-BY',
      'FOOTTRAFFIC',
    ]);
    expect(premium.totals.walk_bys).toBeNull();
    expect(premium.totals.visitors).toBeNull();
  });

  it('defaults to the last 30 days to today in the location time zone', async () => {
    const data = (await traffic('')).body.data;
    expect(data.range.days).toBe(30);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
      server.ctx.now(),
    );
    expect(data.range.end_date).toBe(today);
  });

  const invalid: [string, string, Record<string, string>][] = [
    [
      'a malformed date',
      'start_date=2026-02-30',
      { start_date: 'Start date must be a date (YYYY-MM-DD)' },
    ],
    [
      'a reversed range',
      'start_date=2026-03-10&end_date=2026-03-02',
      { end_date: 'End date must not be before the start date' },
    ],
    [
      'a range over 366 days',
      'start_date=2025-01-01&end_date=2026-01-02',
      { end_date: 'The date range must not be longer than 366 days' },
    ],
    [
      'an unknown granularity',
      'granularity=year',
      { granularity: 'Granularity must be hour, day, week or month' },
    ],
    ['a compare flag of 2', 'compare=2', { compare: 'Compare must be 0 or 1' }],
    ['an unknown parameter', 'colour=red', { colour: 'colour is not a known field' }],
    ['an area id that is not a number', 'area_id=x', { area_id: 'Area must be an area id' }],
  ];
  for (const [name, query, fields] of invalid) {
    it(`refuses ${name}`, async () => {
      const res = await traffic(query);
      expect(res.status).toBe(400);
      expect(res.body.meta.error_type).toBe('ValidationException');
      expect(res.body.meta.fields).toEqual(fields);
    });
  }

  it("refuses another location's area", async () => {
    const other = await rollupFixture(server, madrid);
    const foreignArea = await other.area('Madrid entrance');
    const res = await traffic(`${RANGE}&area_id=${foreignArea}`);
    expect(res.status).toBe(400);
    expect(res.body.meta.fields).toEqual({ area_id: 'Area is not an area of this location' });
  });

  it('lets anyone who may view the location read, and hides it from others', async () => {
    const statuses: Record<string, number> = {};
    for (const actor of ['owner', 'viewer', 'share', 'foreign', 'none'] as const)
      statuses[actor] = (
        await get(`/api/v1/locations/${paris}/foot-traffic?${RANGE}`, actor)
      ).status;
    expect(statuses).toEqual({ owner: 200, viewer: 200, share: 200, foreign: 404, none: 401 });
    const shareByQuery = await server.request(
      'GET',
      `/api/v1/locations/${paris}/door-counter?${RANGE}&token=${fx.tokens.share}`,
    );
    expect(shareByQuery.status).toBe(200);
  });
});
