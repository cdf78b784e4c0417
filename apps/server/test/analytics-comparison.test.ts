// compare=1 by the metric catalogue (issue 12): rates change in points, counts relatively (as
// daily averages when the comparison range is twice as long); two periods of which one has far
// less data coverage than the other give no change but the reason; a selection that holds
// today compares with the comparison range cut at the same time of day.
import { zonedTimeToUtc } from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { rollupFixture, type RollupFixture } from './helpers/rollup-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

const TIME_ZONE = 'Europe/Paris';
const OPEN_HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18];

function daysFrom(start: string, count: number): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(first + i * 86_400_000).toISOString().slice(0, 10),
  );
}

describe('analytics: comparisons by the metric catalogue', () => {
  let server: TestServer;
  let fx: Fixture;
  let location: number;
  let rollups: RollupFixture;
  let gateway: number;

  /** Open hours of `days` with data from the gateway, each hour `visitors` and `walkBys`. */
  const openDays = async (
    days: string[],
    visitors: number,
    walkBys: number,
    hours = OPEN_HOURS,
  ) => {
    const rows = days.flatMap((date) => hours.map((hour) => ({ date, hour })));
    await rollups.hourly(
      rows.map((row) => ({
        ...row,
        visitors,
        walkBys,
        engagers: Math.floor(visitors / 2),
        dwellSSum: visitors * 300,
      })),
    );
    await rollups.gatewayHourly(
      rows.map((row) => ({
        ...row,
        sensorId: gateway,
        detections: 100,
        heartbeats: 1,
        minutesSeen: 60,
      })),
    );
  };

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    fx = await organisationFixture(server);
    location = Number(fx.location.id);
    rollups = await rollupFixture(server, location);
    expect(rollups.timeZone).toBe(TIME_ZONE);
    const [id] = [...(await rollups.sensorIds()).values()];
    if (id === undefined) throw new Error('the fixture location has no gateway');
    gateway = id;
    // Week of 2 March against the week before: capture rate 0.3 against 0.2.
    await openDays(daysFrom('2026-03-02', 7), 3, 7);
    await openDays(daysFrom('2026-02-23', 7), 2, 8);
    // April in full; of the 60 days before it, only 31 March has data.
    await openDays(daysFrom('2026-04-01', 30), 4, 6);
    await openDays(['2026-03-31'], 1, 9);
  });
  afterAll(() => server?.stop());

  const traffic = (query: string) =>
    server.request('GET', `/api/v1/locations/${location}/foot-traffic?${query}&compare=1`, {
      token: fx.tokens.owner,
    });

  it('compares a rate in percentage points and a count relatively', async () => {
    const { comparison } = (await traffic('start_date=2026-03-02&end_date=2026-03-08')).body.data;
    expect(comparison).toMatchObject({ comparable: true, averaged: false, previous_cut_at: null });
    expect(comparison.current_coverage).toBeCloseTo(70 / 168, 9);
    expect(comparison.changes.capture_rate).toMatchObject({ kind: 'points', direction: 'up' });
    expect(comparison.changes.capture_rate.value).toBeCloseTo(0.1, 9);
    expect(comparison.changes.visitors).toMatchObject({ kind: 'relative', direction: 'up' });
    expect(comparison.changes.visitors.value).toBeCloseTo(0.5, 9);
    expect(comparison.changes.walk_bys.value).toBeCloseTo(7 / 8 - 1, 9);
    expect(comparison.changes.walk_bys.tone).toBe('negative');
    // Dwell per visitor did not move: no change, not a relative change of averages scaled twice.
    expect(comparison.changes.avg_dwell_s).toMatchObject({ value: 0, direction: 'flat' });
  });

  it('gives no change against a comparison range with little data, and says why', async () => {
    const { comparison, totals } = (await traffic('start_date=2026-04-01&end_date=2026-04-30')).body
      .data;
    expect(totals.visitors).toBe(4 * 10 * 30);
    expect(comparison).toMatchObject({
      start_date: '2026-01-31',
      end_date: '2026-03-31',
      averaged: true,
      comparable: false,
      not_comparable_reason: 'previous_coverage_low',
    });
    for (const change of Object.values(comparison.changes))
      expect(change).toMatchObject({ value: null, direction: null });
    expect(comparison.changes.visitors.reason).toBe('not_comparable');
    // The figures themselves are still there, on the comparison's basis.
    expect(comparison.current.visitors).toBeCloseTo(1200 / 30, 9);
  });

  it('gives no change when the selection lost most of its data (an outage), and says why', async () => {
    // 28 April to 4 May: data on 3 of the 7 days, against a full week before it.
    const { comparison } = (await traffic('start_date=2026-04-28&end_date=2026-05-04')).body.data;
    expect(comparison).toMatchObject({
      start_date: '2026-04-21',
      end_date: '2026-04-27',
      comparable: false,
      not_comparable_reason: 'current_coverage_low',
    });
    expect(comparison.current_coverage).toBeCloseTo(30 / 168, 9);
    expect(comparison.previous_coverage).toBeCloseTo(70 / 168, 9);
    expect(comparison.changes.visitors).toMatchObject({ value: null, reason: 'not_comparable' });
  });

  describe('a selection that holds today', () => {
    const today = '2026-05-12';
    const yesterday = '2026-05-11';

    beforeAll(async () => {
      // Yesterday open 9-18; today 9-16 so far. Now: today 16:20 in Paris.
      await openDays([yesterday], 5, 5);
      await openDays([today], 4, 6, [9, 10, 11, 12, 13, 14, 15, 16]);
      // The pipeline stores every hour of a day it processes: the hours to come as zeros.
      await rollups.hourly([17, 18, 19, 20, 21, 22, 23].map((hour) => ({ date: today, hour })));
      const now = zonedTimeToUtc(today, 16, TIME_ZONE) + 20 * 60_000;
      server.clock.advance(now - server.ctx.now().getTime());
    });

    it('compares today until now with yesterday until the same time', async () => {
      const { comparison, buckets, completeness } = (
        await traffic(`start_date=${today}&end_date=${today}&granularity=hour`)
      ).body.data;
      expect(comparison.previous_cut_at).toBe('2026-05-11T14:20:00.000Z');
      // Yesterday's hours 9-16 (16:00 has started by 16:20), not 17 and 18.
      expect(comparison.previous.visitors).toBe(5 * 8);
      expect(comparison.current.visitors).toBe(4 * 8);
      expect(comparison.changes.visitors.value).toBeCloseTo(-0.2, 9);
      // Only hours that have started count, on both sides.
      expect(completeness.hours_in_range).toBe(17);
      expect(comparison.current_coverage).toBeCloseTo(8 / 17, 9);
      expect(comparison.previous_coverage).toBeCloseTo(8 / 17, 9);
      // No bucket for an hour that has not started: 17:00 onwards are gaps, not zeros.
      const last = buckets.at(-1).bucket;
      expect(Date.parse(last)).toBeLessThanOrEqual(server.ctx.now().getTime());
      expect(buckets.map((b: { local_hour: number }) => b.local_hour)).toEqual([
        9, 10, 11, 12, 13, 14, 15, 16,
      ]);
    });

    it('cuts the last day of a longer comparison range the same way', async () => {
      const { comparison } = (
        await traffic(`start_date=2026-05-06&end_date=${today}&granularity=day`)
      ).body.data;
      expect(comparison).toMatchObject({ start_date: '2026-04-29', end_date: '2026-05-05' });
      expect(comparison.previous_cut_at).toBe('2026-05-05T14:20:00.000Z');
    });
  });
});
