// Saved reports on both databases: create/list/get/update/delete, duplicating by POSTing a copy,
// validation messages, permissions per role, per-location metric overrides, and results that
// equal the analytics API's totals on fixture rollups, with the run stored.
import { localDateOf } from '@footfall/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportRuns } from '../src/db/schema';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { demoLocationIds, rollupFixture } from './helpers/rollup-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

const METRICS = [
  'visitors',
  'walk_bys',
  'walk_ins',
  'capture_rate',
  'engagement_rate',
  'avg_dwell_s',
  'fqv',
] as const;

const reportBody = (locationIds: string[], overrides: Record<string, unknown> = {}) => ({
  name: 'Weekly stores',
  description: 'Stores of the first week of March',
  location_ids: locationIds,
  metrics: [...METRICS],
  period: { kind: 'fixed', start_date: '2026-03-02', end_date: '2026-03-08' },
  granularity: 'day',
  comparison: false,
  schedule: { frequency: 'weekly', recipients: ['boss@example.com'] },
  ...overrides,
});

type Row = { location_id: string; bucket: string | null; values: Record<string, number | null> };

describe('reports', () => {
  let server: TestServer;
  let fx: Fixture;
  let paris: string;
  let madrid: string;
  let spainFolder: string;

  const as = (token: string | undefined) => ({
    get: (path: string) => server.request('GET', path, { token }),
    post: (path: string, body: unknown) => server.request('POST', path, { token, body }),
    put: (path: string, body: unknown) => server.request('PUT', path, { token, body }),
    del: (path: string) => server.request('DELETE', path, { token }),
  });
  const owner = () => as(fx.tokens.owner);

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    fx = await organisationFixture(server);
    const idOf = await demoLocationIds(server, fx.tokens.owner as string);
    paris = String(idOf('Paris Opéra Store'));
    madrid = String(idOf('Madrid Gran Vía Store'));
    expect(paris).toBe(fx.location.id);
    const folders = (await owner().get('/api/v1/folders')).body.data as {
      id: string;
      name: string;
    }[];
    spainFolder = folders.find((folder) => folder.name === 'Spain')!.id;

    const parisRollups = await rollupFixture(server, Number(paris));
    await parisRollups.hourly([
      {
        date: '2026-03-02',
        hour: 10,
        walkBys: 30,
        visitors: 10,
        engagers: 4,
        fqv: 2,
        dwellSSum: 6000,
        durationSSum: 9000,
        walkIns: 12,
        walkOuts: 4,
        occupancyMax: 8,
      },
      { date: '2026-03-03', hour: 0, walkBys: 5, visitors: 2, engagers: 1, dwellSSum: 600 },
      {
        date: '2026-03-05',
        hour: 15,
        walkBys: 20,
        visitors: 5,
        engagers: 0,
        fqv: 1,
        dwellSSum: 900,
        walkIns: 3,
        walkOuts: 3,
      },
      // The week before, for the comparison.
      { date: '2026-02-24', hour: 11, walkBys: 8, visitors: 4, engagers: 2, dwellSSum: 400 },
    ]);
    const madridRollups = await rollupFixture(server, Number(madrid));
    await madridRollups.hourly([
      { date: '2026-03-04', hour: 12, walkBys: 50, visitors: 7, walkIns: 9, walkOuts: 2 },
    ]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('creates, lists, reads, updates, duplicates and deletes a report', async () => {
    const created = await owner().post('/api/system/reports', reportBody([paris]));
    expect(created.status).toBe(201);
    const report = created.body.data;
    expect(report).toMatchObject({
      name: 'Weekly stores',
      location_ids: [paris],
      folder_ids: [],
      granularity: 'day',
      last_run_at: null,
      last_status: 'never',
      schedule: { frequency: 'weekly', recipients: ['boss@example.com'] },
    });
    const listed = await owner().get('/api/system/reports');
    expect(listed.body.data.map((r: { id: string }) => r.id)).toContain(report.id);
    expect((await owner().get(`/api/system/reports/${report.id}`)).body.data).toEqual(report);

    const changed = await owner().put(
      `/api/system/reports/${report.id}`,
      reportBody([paris], { name: 'Renamed', period: { kind: 'rolling', days: 14 } }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      name: 'Renamed',
      period: { kind: 'rolling', days: 14 },
    });

    const {
      id: _id,
      created_at: _c,
      updated_at: _u,
      last_run_at: _l,
      last_status: _s,
      last_delivery: _d,
      next_delivery_at: _n,
      ...copy
    } = changed.body.data;
    const duplicate = await owner().post('/api/system/reports', {
      ...copy,
      name: 'Renamed (copy)',
    });
    expect(duplicate.status).toBe(201);
    expect(duplicate.body.data.id).not.toBe(report.id);
    expect(duplicate.body.data.period).toEqual({ kind: 'rolling', days: 14 });

    expect((await owner().del(`/api/system/reports/${report.id}`)).body.data).toEqual({
      deleted: true,
    });
    expect((await owner().get(`/api/system/reports/${report.id}`)).status).toBe(404);
    await owner().del(`/api/system/reports/${duplicate.body.data.id}`);
  });

  it('answers the validation messages', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '  ' }, { name: 'Name is empty' }],
      [{ name: 'x'.repeat(101) }, { name: 'Name is too long (at most 100 characters)' }],
      [{ location_ids: [] }, { location_ids: 'Choose at least one location or folder' }],
      [{ metrics: [] }, { metrics: 'Choose at least one metric' }],
      [
        { period: { kind: 'fixed', start_date: '2026-03-08', end_date: '2026-03-01' } },
        { 'period.end_date': 'End date must not be before the start date' },
      ],
      [
        { period: { kind: 'fixed', start_date: '2025-01-01', end_date: '2026-03-01' } },
        { 'period.end_date': 'Period must be at most 366 days' },
      ],
      [
        { period: { kind: 'fixed', start_date: '2026-02-30', end_date: '2026-03-01' } },
        { 'period.start_date': 'Start date must be a date (YYYY-MM-DD)' },
      ],
      [
        { period: { kind: 'rolling', days: 10 } },
        { 'period.days': 'Rolling period must be 7, 14, 30 or 90 days' },
      ],
      [
        { schedule: { frequency: 'daily', recipients: ['not-an-address'] } },
        { 'schedule.recipients.0': 'Recipient is not valid' },
      ],
    ];
    for (const [change, fields] of cases) {
      const res = await owner().post('/api/system/reports', reportBody([paris], change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.meta.error_type).toBe('ValidationException');
      expect(res.body.meta.fields).toEqual(fields);
    }
  });

  it('lets each role do what its permissions allow', async () => {
    const mine = (await owner().post('/api/system/reports', reportBody([paris]))).body.data;
    const other = (await owner().post('/api/system/reports', reportBody([fx.otherLocationId]))).body
      .data;
    // The analyst and the manager may create reports on their location; the viewer may not.
    for (const role of ['manager', 'analyst'] as const) {
      const res = await as(fx.tokens[role]).post('/api/system/reports', reportBody([paris]));
      expect(res.status, role).toBe(201);
      await owner().del(`/api/system/reports/${res.body.data.id}`);
    }
    const viewer = as(fx.tokens.viewer);
    expect((await viewer.post('/api/system/reports', reportBody([paris]))).status).toBe(403);
    expect((await viewer.put(`/api/system/reports/${mine.id}`, reportBody([paris]))).status).toBe(
      403,
    );
    expect((await viewer.get(`/api/system/reports/${mine.id}`)).status).toBe(200);
    // A report covering a location the caller cannot see is invisible to them.
    const analyst = as(fx.tokens.analyst);
    const analystList = (await analyst.get('/api/system/reports')).body.data.map(
      (r: { id: string }) => r.id,
    );
    expect(analystList).toContain(mine.id);
    expect(analystList).not.toContain(other.id);
    expect((await analyst.get(`/api/system/reports/${other.id}`)).status).toBe(404);
    expect(
      (await analyst.post('/api/system/reports', reportBody([fx.otherLocationId]))).status,
    ).toBe(404);
    // Another corporation sees nothing of ours.
    const foreign = as(fx.tokens.foreign);
    expect((await foreign.get('/api/system/reports')).body.data).toEqual([]);
    expect((await foreign.get(`/api/system/reports/${mine.id}`)).status).toBe(404);
    expect((await foreign.del(`/api/system/reports/${mine.id}`)).status).toBe(404);
    expect((await as(undefined).get('/api/system/reports')).status).toBe(401);
    await owner().del(`/api/system/reports/${mine.id}`);
    await owner().del(`/api/system/reports/${other.id}`);
  });

  it('gives the analytics totals per location, null where the tier has no metric', async () => {
    const report = (
      await owner().post(
        '/api/system/reports',
        reportBody([paris], { folder_ids: [spainFolder], comparison: true }),
      )
    ).body.data;
    const before = server.ctx.now().toISOString();
    const res = await owner().get(`/api/system/reports/${report.id}/results`);
    const afterRun = server.ctx.now().toISOString();
    expect(res.status).toBe(200);
    const results = res.body.data;
    expect(results.range).toEqual({ start_date: '2026-03-02', end_date: '2026-03-08' });
    expect(results.comparison_range).toEqual({
      start_date: '2026-02-23',
      end_date: '2026-03-01',
    });
    const totals = (results.rows as Row[]).filter((row) => row.bucket === null);
    expect(totals.map((row) => row.location_id)).toContain(madrid);
    expect(totals.map((row) => row.location_id)).toContain(paris);

    for (const row of totals) {
      const query = '?start_date=2026-03-02&end_date=2026-03-08&compare=1';
      const base = `/api/v1/locations/${row.location_id}`;
      const traffic = (await owner().get(`${base}/foot-traffic${query}`)).body.data;
      const door = (await owner().get(`${base}/door-counter${query}`)).body.data;
      const expected = Object.fromEntries(
        METRICS.map((m) => [m, m === 'walk_ins' ? door.totals.walk_ins : traffic.totals[m]]),
      );
      expect(row.values, row.location_id).toEqual(expected);
    }
    const parisTotal = totals.find((row) => row.location_id === paris)!;
    expect(parisTotal.values).toMatchObject({ visitors: 17, walk_bys: 55, walk_ins: 15, fqv: 3 });
    // Madrid is LITE: walk-bys and walk-ins, no visitor metrics.
    const madridTotal = totals.find((row) => row.location_id === madrid)!;
    expect(madridTotal.values).toMatchObject({ visitors: null, walk_bys: 50, walk_ins: 9 });
    expect(
      (results.rows as Row[])
        .filter((row) => row.location_id === paris && row.bucket !== null)
        .map((row) => [row.bucket, row.values.visitors]),
    ).toEqual([
      ['2026-03-02', 10],
      ['2026-03-03', 2],
      ['2026-03-05', 5],
    ]);

    const stored = await server.ctx.db
      .select()
      .from(reportRuns)
      .where(eq(reportRuns.reportId, Number(report.id)));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'ok', error: null });
    expect(stored[0]!.results).toEqual(results);
    const after = (await owner().get(`/api/system/reports/${report.id}`)).body.data;
    expect(after.last_status).toBe('ok');
    expect(after.last_run_at).toBe(results.run_at);
    expect(after.last_run_at >= before && after.last_run_at <= afterRun).toBe(true);
  });

  it("ends a rolling period today in the location's time zone", async () => {
    const report = (
      await owner().post(
        '/api/system/reports',
        reportBody([paris], { period: { kind: 'rolling', days: 7 } }),
      )
    ).body.data;
    const results = (await owner().get(`/api/system/reports/${report.id}/results`)).body.data;
    expect(results.range.end_date).toBe(localDateOf(server.ctx.now().getTime(), 'Europe/Paris'));
  });

  it('lets an item override the metrics of one location', async () => {
    const report = (await owner().post('/api/system/reports', reportBody([paris, madrid]))).body
      .data;
    const items = `/api/system/reports/${report.id}/items`;
    const created = await owner().post(items, { location_id: madrid, metrics: ['walk_ins'] });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ location_id: madrid, metrics: ['walk_ins'] });
    expect((await owner().get(items)).body.data).toEqual([created.body.data]);
    const outside = await owner().post(items, {
      location_id: fx.otherLocationId,
      metrics: ['fqv'],
    });
    expect(outside.status).toBe(400);
    expect(
      (
        await as(fx.tokens.viewer).put(`/api/system/reportitems/${created.body.data.id}`, {
          location_id: madrid,
          metrics: ['walk_bys'],
        })
      ).status,
    ).toBe(404); // the viewer cannot see Madrid, so not this report either
    const parisOnly = (await owner().post('/api/system/reports', reportBody([paris]))).body.data;
    expect(
      (
        await as(fx.tokens.viewer).post(`/api/system/reports/${parisOnly.id}/items`, {
          location_id: paris,
          metrics: ['fqv'],
        })
      ).status,
    ).toBe(403);
    const updated = await owner().put(`/api/system/reportitems/${created.body.data.id}`, {
      location_id: madrid,
      metrics: ['walk_bys', 'walk_ins'],
    });
    expect(updated.body.data.metrics).toEqual(['walk_bys', 'walk_ins']);
    const results = (await owner().get(`/api/system/reports/${report.id}/results`)).body.data;
    const madridTotal = (results.rows as Row[]).find(
      (row) => row.location_id === madrid && row.bucket === null,
    )!;
    expect(madridTotal.values).toEqual({ walk_bys: 50, walk_ins: 9 });
    const parisTotal = (results.rows as Row[]).find(
      (row) => row.location_id === paris && row.bucket === null,
    )!;
    expect(Object.keys(parisTotal.values)).toEqual([...METRICS]);
    // A second item may not be moved onto Madrid: one item per location and report.
    const parisItem = await owner().post(items, { location_id: paris, metrics: ['fqv'] });
    const clash = await owner().put(`/api/system/reportitems/${parisItem.body.data.id}`, {
      location_id: madrid,
      metrics: ['fqv'],
    });
    expect(clash.status).toBe(409);
    expect(clash.body.meta.fields.location_id).toBe(
      'This report already has an item for that location',
    );
  });

  it("removes an item so the location follows the report's metrics again", async () => {
    const report = (await owner().post('/api/system/reports', reportBody([paris]))).body.data;
    const items = `/api/system/reports/${report.id}/items`;
    const item = (await owner().post(items, { location_id: paris, metrics: ['fqv'] })).body.data;
    const path = `/api/system/reportitems/${item.id}`;
    // The viewer sees Paris but may not edit its reports; another corporation sees nothing.
    expect((await as(fx.tokens.viewer).del(path)).status).toBe(403);
    expect((await as(fx.tokens.foreign).del(path)).status).toBe(404);
    expect((await owner().get(items)).body.data).toEqual([item]);

    const removed = await owner().del(path);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ deleted: true });
    expect((await owner().get(items)).body.data).toEqual([]);
    expect((await owner().del(path)).status).toBe(404);
    // A later change of the report's metrics now reaches Paris.
    await owner().put(
      `/api/system/reports/${report.id}`,
      reportBody([paris], { metrics: ['visitors', 'walk_ins'] }),
    );
    const results = (await owner().get(`/api/system/reports/${report.id}/results`)).body.data;
    const total = (results.rows as Row[]).find(
      (row) => row.location_id === paris && row.bucket === null,
    )!;
    expect(total.values).toEqual({ visitors: 17, walk_ins: 15 });
    await owner().del(`/api/system/reports/${report.id}`);
  });
});
