// FQV counts visits to areas: a location without any area has no FQV figure (null), not a zero,
// in the foot-traffic answer (totals, buckets, comparison), the scores and the comparison report
// alike (core's fqvFigure); once it has an area, its count is its figure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { fetchFile } from './report-files.helpers';
import { demoLocationIds, rollupFixture } from './helpers/rollup-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

const RANGE = 'start_date=2026-03-09&end_date=2026-03-10';

describe('FQV needs areas', () => {
  let server: TestServer;
  let fx: Fixture;
  let paris: number;
  let lyon: number;
  beforeAll(async () => {
    server = await startTestServer({ demo: true, pipelineWorker: false });
    fx = await organisationFixture(server);
    const idOf = await demoLocationIds(server, fx.tokens.owner as string);
    paris = idOf('Paris Opéra Store');
    lyon = idOf('Lyon Part-Dieu Store');
    for (const id of [paris, lyon]) {
      await (
        await rollupFixture(server, id)
      ).hourly([
        { date: '2026-03-07', hour: 11, walkBys: 20, visitors: 8, engagers: 3, fqv: 1 },
        { date: '2026-03-09', hour: 11, walkBys: 30, visitors: 10, engagers: 4, fqv: 2 },
      ]);
    }
  });
  afterAll(() => server?.stop());

  const data = async (path: string) => {
    const res = await server.request('GET', path, { token: fx.tokens.owner });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  type Figures = { fqv: number | null };
  const footTraffic = (id: number, query = '') =>
    data(`/api/v1/locations/${id}/foot-traffic?${RANGE}&granularity=day${query}`) as Promise<{
      totals: Figures;
      buckets: Figures[];
      comparison: { current: Figures; previous: Figures; changes: { fqv: { value: unknown } } };
    }>;

  it('is missing where the location has no area, counted where it has', async () => {
    const withAreas = await footTraffic(paris, '&compare=1');
    expect(withAreas.totals.fqv).toBe(2);
    expect(withAreas.comparison.previous.fqv).toBe(1);

    // A range without data at a location with areas: no one qualified, 0 as every count.
    const quiet = await data(
      `/api/v1/locations/${paris}/foot-traffic?start_date=2026-01-05&end_date=2026-01-06`,
    );
    expect(quiet.totals).toMatchObject({ visitors: 0, fqv: 0 });

    const without = await footTraffic(lyon, '&compare=1');
    expect(without.totals.fqv).toBeNull();
    expect(without.buckets.length).toBeGreaterThan(0);
    expect(without.buckets.every((bucket) => bucket.fqv === null)).toBe(true);
    expect(without.comparison.current.fqv).toBeNull();
    expect(without.comparison.changes.fqv.value).toBeNull();
    // Every other figure is there as before.
    expect(without.totals).toMatchObject({ visitors: 10, engagers: 4, walk_bys: 30 });

    const scores = (await data(`/api/v1/locations/${lyon}/scores?${RANGE}`)) as {
      scores: { name: string; value: number | null }[];
    };
    expect(scores.scores.find((score) => score.name === 'fqv')?.value).toBeNull();
  });

  it('leaves the FQV of the comparison report empty for that location only', async () => {
    const created = await server.request('POST', '/api/system/reports', {
      token: fx.tokens.owner,
      body: {
        name: 'FQV stores',
        location_ids: [String(paris), String(lyon)],
        metrics: ['visitors'],
        period: { kind: 'fixed', start_date: '2026-03-09', end_date: '2026-03-10' },
      },
    });
    expect(created.status).toBe(201);
    const comparison = (await data(`/api/system/reports/${created.body.data.id}/comparison`)) as {
      locations: { location_id: string; current: { FQV: { value: number | null } } }[];
    };
    const fqvOf = (id: number) =>
      comparison.locations.find((row) => row.location_id === String(id))?.current.FQV.value;
    expect(fqvOf(paris)).toBeCloseTo(0.2);
    expect(fqvOf(lyon)).toBeNull();
  });

  it("says in the report file's notes why FQV is blank", async () => {
    const csvOf = async (id: number) => {
      const body = {
        location_id: String(id),
        dates: [{ start_date: '2026-03-09', end_date: '2026-03-10' }],
        file_format: 'csv',
      };
      const csv = await fetchFile(server, 'POST', '/report/retail-report', fx.tokens.owner, body);
      expect(csv.status).toBe(200);
      return csv.body.toString('utf8');
    };
    const note = 'FQV is not counted here: the location has no areas yet';
    expect(await csvOf(lyon)).toContain(note);
    expect(await csvOf(paris)).not.toContain(note);
  });

  it('is counted once the location has an area', async () => {
    const area = await server.request('POST', `/api/system/locations/${lyon}/areas`, {
      token: fx.tokens.owner,
      body: { name: 'Shop floor' },
    });
    expect(area.status).toBe(201);
    expect((await footTraffic(lyon)).totals.fqv).toBe(2);
  });
});
