// daily_rollups answer day/week/month questions: the same figures as the hourly rows they come
// from. Fixture days span the October 2026 DST change in Europe/Paris (a 25-hour day); hour
// granularity (read from hourly_rollups) is the reference for day buckets, totals, the busiest
// hours grid and compare=1, and gateway_hourly_rollups for completeness, on both databases.
import { localDateOf, zonedTimeToUtc } from '@footfall/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { rollupFixture } from './helpers/rollup-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

const TIME_ZONE = 'Europe/Paris';
const DATES = ['2026-10-21', '2026-10-23', '2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27'];
const RANGE = 'start_date=2026-10-23&end_date=2026-10-27&compare=1';
const COUNTS = ['walk_bys', 'visitors', 'engagers', 'fqv', 'returning_visitors'] as const;

type Figures = Record<string, number | null>;
type Bucket = Figures & { bucket: string };
type Answer = {
  buckets: Bucket[];
  totals: Figures;
  busiest_hours?: unknown;
  comparison: unknown;
  completeness: Record<string, unknown>;
};

/** Hour buckets summed per local day, as a day answer gives them. */
function byLocalDay(hours: Bucket[], counts: readonly string[], maxima: readonly string[]) {
  const days = new Map<string, Figures & { hours: number; presence: number }>();
  for (const hour of hours) {
    const date = localDateOf(Date.parse(hour.bucket), TIME_ZONE);
    const day = days.get(date) ?? { hours: 0, presence: 0 };
    day.hours += 1;
    day.presence += hour.presence_avg ?? 0;
    for (const name of counts) day[name] = (day[name] ?? 0) + (hour[name] ?? 0);
    for (const name of maxima) day[name] = Math.max(day[name] ?? 0, hour[name] ?? 0);
    days.set(date, day);
  }
  return days;
}

describe('analytics: daily rollups agree with hourly ones', () => {
  let server: TestServer;
  let fx: Fixture;
  let location: number;

  const get = async (endpoint: string, query: string): Promise<Answer> => {
    const res = await server.request('GET', `/api/v1/locations/${location}/${endpoint}?${query}`, {
      token: fx.tokens.owner as string,
    });
    expect(res.status).toBe(200);
    return (res.body as { data: Answer }).data;
  };

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    fx = await organisationFixture(server);
    location = Number(fx.location.id);
    const rollups = await rollupFixture(server, location);
    expect(rollups.timeZone).toBe(TIME_ZONE);
    const sensorIds = [...(await rollups.sensorIds()).values()];
    // Every third hour of each day (hour 2 of 25 October exists twice; this is its first).
    const hours = DATES.flatMap((date, d) =>
      Array.from({ length: 8 }, (_, i) => ({ date, hour: i * 3 + (d % 3) })),
    );
    await rollups.hourly(
      hours.map(({ date, hour }, i) => ({
        date,
        hour,
        walkBys: 3 + ((i * 7) % 11),
        visitors: 1 + ((i * 5) % 9),
        engagers: (i * 3) % 2,
        fqv: i % 2,
        returningVisitors: i % 3 === 0 ? 1 : 0,
        randomizedVisitors: i % 4 === 0 ? 1 : 0,
        dwellSSum: 100 * i,
        durationSSum: 150 * i,
        presenceAvg: (i % 8) / 4,
        walkIns: 2 + (i % 5),
        walkOuts: 1 + (i % 6),
        occupancyMax: (i * 13) % 17,
      })),
    );
    await rollups.gatewayHourly(
      hours
        .filter((_, i) => i % 2 === 0)
        .map(({ date, hour }, i) => ({
          date,
          hour,
          sensorId: sensorIds[i % sensorIds.length] as number,
          detections: i % 3 === 0 ? 0 : 10,
          heartbeats: i % 3 === 0 ? 0 : 1,
          minutesSeen: i % 6 === 0 ? 0 : 30,
        })),
    );
  });

  afterAll(async () => {
    await server?.close();
  });

  it('gives foot-traffic day buckets, totals, busiest hours and compare=1 as the hours do', async () => {
    const hour = await get('foot-traffic', `${RANGE}&granularity=hour`);
    const day = await get('foot-traffic', `${RANGE}&granularity=day`);
    const week = await get('foot-traffic', `${RANGE}&granularity=week`);
    expect(day.totals).toEqual(hour.totals);
    expect(week.totals).toEqual(hour.totals);
    expect(day.busiest_hours).toEqual(hour.busiest_hours);
    expect(day.comparison).toEqual(hour.comparison);
    expect((day.totals.visitors ?? 0) > 0).toBe(true);
    const expected = byLocalDay(hour.buckets, COUNTS, []);
    expect(day.buckets.map((bucket) => bucket.bucket)).toEqual([...expected.keys()]);
    for (const bucket of day.buckets) {
      const sums = expected.get(bucket.bucket);
      for (const name of COUNTS) expect(bucket[name]).toBe(sums?.[name]);
      expect(bucket.presence_avg).toBe((sums?.presence ?? NaN) / (sums?.hours ?? NaN));
    }
  });

  it('gives door-counter day buckets, totals and compare=1 as the hours do', async () => {
    const hour = await get('door-counter', `${RANGE}&granularity=hour`);
    const day = await get('door-counter', `${RANGE}&granularity=day`);
    expect(day.totals).toEqual(hour.totals);
    expect(day.comparison).toEqual(hour.comparison);
    const expected = byLocalDay(hour.buckets, ['walk_ins', 'walk_outs'], ['occupancy_max']);
    expect(day.buckets.length).toBe(expected.size);
    for (const bucket of day.buckets) {
      const sums = expected.get(bucket.bucket);
      expect(bucket.walk_ins).toBe(sums?.walk_ins);
      expect(bucket.walk_outs).toBe(sums?.walk_outs);
      expect(bucket.occupancy_max).toBe(sums?.occupancy_max);
    }
  });

  // The selection's last day under way: the comparison range is cut at the same time of day, and
  // the day answers read the cut's day by the hour (the days before it whole).
  it('cuts the comparison range mid-day the same way from days as from hours', async () => {
    const now = zonedTimeToUtc('2026-10-25', 14, TIME_ZONE) + 20 * 60_000;
    server.clock.advance(now - server.ctx.now().getTime());
    try {
      const range = 'start_date=2026-10-24&end_date=2026-10-25&compare=1';
      for (const endpoint of ['foot-traffic', 'door-counter']) {
        const hour = await get(endpoint, `${range}&granularity=hour`);
        const day = await get(endpoint, `${range}&granularity=day`);
        const cut = (hour.comparison as { previous_cut_at: string | null }).previous_cut_at;
        expect(cut).toBe('2026-10-23T12:20:00.000Z');
        expect(day.totals).toEqual(hour.totals);
        expect(day.comparison).toEqual(hour.comparison);
      }
      const traffic = await get('foot-traffic', `${range}&granularity=week`);
      const previous = (traffic.comparison as { previous: Figures }).previous;
      expect(previous.visitors).toBeGreaterThan(0);
    } finally {
      server.clock.advance(Date.now() - server.ctx.now().getTime());
    }
  });

  it('counts completeness from the gateway hours', async () => {
    const answer = await get('foot-traffic', `${RANGE}&granularity=day`);
    const result = await server.ctx.db.execute(sql`
        select count(distinct sensor_id)::int as gateways, count(distinct hour_start)::int as hours
        from gateway_hourly_rollups
        where location_id = ${location} and local_date between '2026-10-23' and '2026-10-27'
          and (detections > 0 or heartbeats > 0 or minutes_seen > 0)`);
    const [row] = (result as unknown as { rows: { gateways: number; hours: number }[] }).rows;
    expect(row?.hours).toBeGreaterThan(0);
    expect(answer.completeness.gateways_reporting).toBe(row?.gateways);
    // 24 + 24 + 25 (the DST change) + 24 + 24 hours.
    expect(answer.completeness.hours_in_range).toBe(121);
    expect(answer.completeness.hours_without_data).toBe(121 - Number(row?.hours));
  });
});
