// The comparison report on both databases: per location the five comparison metrics of the
// report's period and of the days before, equal to the scores and foot-traffic APIs over the same
// ranges, graded by the bands among the corporation's locations of the same type; date overrides
// and their validation; access as the report's results (another corporation: 404).
import { gradeAmongPeers, metricChange, type MetricChange } from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { rollupFixture } from './helpers/rollup-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';
import { seedComparisonStores } from './report-comparison.fixture';

const METRIC_SCORES = {
  attraction: 'attraction',
  engagement: 'engagement',
  dwell: 'dwell',
  FQV: 'fqv',
};
type Graded = { value: number | null; percentile: number | null; grade: string | null };
type Entry = {
  location_id: string;
  name: string;
  type: string;
  current: Record<string, Graded>;
  previous: Record<string, Graded>;
  change: Record<string, MetricChange>;
  comparable: boolean;
  peers: { current: number; previous: number };
};

describe('comparison report', () => {
  let server: TestServer;
  let fx: Fixture;
  let paris: string;
  let lyon: string;
  let madrid: string;
  let reportId: string;

  const get = (path: string, token = fx.tokens.owner) => server.request('GET', path, { token });

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    fx = await organisationFixture(server);
    ({ paris, lyon, madrid } = await seedComparisonStores(server, fx.tokens.owner as string));
    // Lyon the week before and Madrid, on top of the shared rows.
    await (
      await rollupFixture(server, Number(lyon))
    ).hourly([
      {
        date: '2026-02-25',
        hour: 12,
        walkBys: 10,
        visitors: 10,
        engagers: 5,
        fqv: 1,
        dwellSSum: 3000,
      },
    ]);
    await (
      await rollupFixture(server, Number(madrid))
    ).hourly([{ date: '2026-03-04', hour: 12, walkBys: 50, visitors: 7 }]);

    const created = await server.request('POST', '/api/system/reports', {
      token: fx.tokens.owner,
      body: {
        name: 'March stores',
        location_ids: [paris, lyon, madrid],
        metrics: ['visitors', 'capture_rate'],
        period: { kind: 'fixed', start_date: '2026-03-02', end_date: '2026-03-08' },
      },
    });
    expect(created.status).toBe(201);
    reportId = created.body.data.id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const scoresOf = async (id: string, start: string, end: string) =>
    (await get(`/api/v1/locations/${id}/scores?start_date=${start}&end_date=${end}`)).body.data
      .scores as Array<Graded & { name: string; peers: number }>;
  const visitorsOf = async (id: string, start: string, end: string) =>
    (await get(`/api/v1/locations/${id}/foot-traffic?start_date=${start}&end_date=${end}`)).body
      .data.totals.visitors as number | null;

  /** The comparison's figures of one range equal the scores and foot-traffic APIs'. */
  async function expectSameAsApis(
    entry: Record<string, Graded>,
    id: string,
    start: string,
    end: string,
    days: number,
  ) {
    const scores = await scoresOf(id, start, end);
    for (const [metric, score] of Object.entries(METRIC_SCORES)) {
      const api = scores.find((s) => s.name === score)!;
      expect(entry[metric], `${id} ${metric}`).toEqual({
        value: api.value,
        percentile: api.percentile,
        grade: api.grade,
      });
    }
    const visitors = await visitorsOf(id, start, end);
    expect(entry.mean!.value, `${id} mean`).toBe(visitors === null ? null : visitors / days);
  }

  it('compares the locations on the five metrics, as the scores and foot-traffic APIs', async () => {
    const res = await get(`/api/system/reports/${reportId}/comparison`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      report_id: reportId,
      report_name: 'March stores',
      range: { start_date: '2026-03-02', end_date: '2026-03-08', days: 7 },
      comparison_range: { start_date: '2026-02-23', end_date: '2026-03-01', days: 7 },
      metrics: ['mean', 'attraction', 'engagement', 'dwell', 'FQV'],
      peers: [{ type: 'RETAIL', current: 3, previous: 2 }],
    });
    expect(data.bands[0]).toEqual({ grade: 'average', from: 0, to: 40 });
    expect(data.bands.at(-1)).toEqual({ grade: 'high', from: 95, to: null });
    const entries = data.locations as Entry[];
    expect(entries.map((e) => e.location_id).sort()).toEqual([paris, lyon, madrid].sort());

    for (const entry of entries) {
      await expectSameAsApis(entry.current, entry.location_id, '2026-03-02', '2026-03-08', 7);
      await expectSameAsApis(entry.previous, entry.location_id, '2026-02-23', '2026-03-01', 7);
    }
    const byId = new Map(entries.map((e) => [e.location_id, e]));
    const p = byId.get(paris)!;
    expect(p.current.mean!.value).toBe(2);
    expect(p.current.attraction!.value).toBe(14 / 64);
    expect(p.current.dwell!.value).toBe(6900 / 14);
    expect(p.previous.mean!.value).toBe(4 / 7);
    expect(p.comparable).toBe(true);
    expect(p.change.mean).toEqual(metricChange('mean', 2, 4 / 7));
    expect(p.change.mean!.value).toBeCloseTo((2 - 4 / 7) / (4 / 7), 9);
    // A rate moves in percentage points: 14/64 against the previous week's 4/12.
    expect(p.change.attraction).toMatchObject({ kind: 'points', direction: 'down' });
    expect(p.change.attraction!.value).toBeCloseTo(14 / 64 - 4 / 12, 9);
    // Lyon has no data the week before: nothing to compare, and it says so.
    const l = byId.get(lyon)!;
    expect(l.comparable).toBe(false);
    expect(l.change.mean).toMatchObject({ value: null, reason: 'not_comparable' });
    // Mean among the three with data (Madrid's 1/day counts as a peer although its LITE tier
    // shows it no mean): Lyon 3 > Paris 2 > Madrid 1.
    const means = [2, 3, 1];
    expect(p.current.mean).toEqual({ value: 2, ...gradeAmongPeers(2, means) });
    expect(p.current.mean!.grade).toBe('fair'); // 50th percentile
    // Lyon: (2 below + half of itself) / 3 = 83.3rd percentile.
    expect(byId.get(lyon)!.current.mean!.grade).toBe('very good');
    // Madrid's LITE tier offers no visitor metrics: no value, no grade, like the scores API.
    const m = byId.get(madrid)!;
    expect(m.current.mean).toEqual({ value: null, percentile: null, grade: null });
    expect(m.current.attraction!.value).toBeNull();
    expect(m.change.mean).toMatchObject({ value: null, reason: 'no_value' });
    expect(m.peers).toEqual({ current: 3, previous: 2 });
  });

  it('takes a date range instead of the report period; past 15 days it compares with twice as many', async () => {
    const short = await get(
      `/api/system/reports/${reportId}/comparison?start_date=2026-03-02&end_date=2026-03-04`,
    );
    expect(short.status).toBe(200);
    expect(short.body.data.range).toEqual({
      start_date: '2026-03-02',
      end_date: '2026-03-04',
      days: 3,
    });
    expect(short.body.data.comparison_range).toEqual({
      start_date: '2026-02-27',
      end_date: '2026-03-01',
      days: 3,
    });
    for (const entry of short.body.data.locations as Entry[]) {
      await expectSameAsApis(entry.current, entry.location_id, '2026-03-02', '2026-03-04', 3);
    }

    const long = await get(
      `/api/system/reports/${reportId}/comparison?start_date=2026-03-01&end_date=2026-03-20`,
    );
    expect(long.body.data.comparison_range).toEqual({
      start_date: '2026-01-20',
      end_date: '2026-02-28',
      days: 40,
    });
    const p = (long.body.data.locations as Entry[]).find((e) => e.location_id === paris)!;
    await expectSameAsApis(p.previous, paris, '2026-01-20', '2026-02-28', 40);
    expect(p.previous.mean!.value).toBe(4 / 40);
    expect(p.current.mean!.value).toBe(14 / 20);
  });

  it('refuses a half or malformed range with the field at fault', async () => {
    const base = `/api/system/reports/${reportId}/comparison`;
    const cases: Array<[string, string, string]> = [
      ['?start_date=2026-03-02', 'end_date', 'Give both the start and the end date, or neither'],
      ['?end_date=2026-03-02', 'start_date', 'Give both the start and the end date, or neither'],
      [
        '?start_date=2026-02-30&end_date=2026-03-02',
        'start_date',
        'Start date must be a date (YYYY-MM-DD)',
      ],
      [
        '?start_date=2026-03-05&end_date=2026-03-02',
        'end_date',
        'End date must not be before the start date',
      ],
      [
        '?start_date=2024-01-01&end_date=2026-03-02',
        'end_date',
        'The date range must not be longer than 366 days',
      ],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(base + query);
      expect(res.status, query).toBe(400);
      expect(res.body.meta.error_type).toBe('ValidationException');
      expect(res.body.meta.fields[field], query).toBe(message);
    }
    expect((await get(`${base}?granularity=day`)).status).toBe(400);
  });

  it('is 404 to another corporation, for a missing report and to whom cannot see a location', async () => {
    const path = `/api/system/reports/${reportId}/comparison`;
    expect((await get(path, fx.tokens.foreign)).status).toBe(404);
    expect((await get('/api/system/reports/999999/comparison')).status).toBe(404);
    // The analyst is invited on Paris only: this report covers Lyon and Madrid too.
    expect((await get(path, fx.tokens.analyst)).status).toBe(404);
    expect((await server.request('GET', path, {})).status).toBe(401);
    const parisOnly = await server.request('POST', '/api/system/reports', {
      token: fx.tokens.owner,
      body: {
        name: 'Paris only',
        location_ids: [paris],
        metrics: ['visitors'],
        period: { kind: 'fixed', start_date: '2026-03-02', end_date: '2026-03-08' },
      },
    });
    const own = await get(
      `/api/system/reports/${parisOnly.body.data.id}/comparison`,
      fx.tokens.analyst,
    );
    expect(own.status).toBe(200);
    expect((own.body.data.locations as Entry[]).map((e) => e.location_id)).toEqual([paris]);
    // Grades are still among every RETAIL location of the corporation, seen or not.
    expect(own.body.data.peers).toEqual([{ type: 'RETAIL', current: 3, previous: 2 }]);
  });
});
