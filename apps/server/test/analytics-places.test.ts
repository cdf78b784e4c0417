// dwell-areas, dwell-group-areas, visit-duration, interactions and the paginated heatmap on
// fixture rollups and visits (Europe/Paris), on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { demoLocationIds, rollupFixture } from './helpers/rollup-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

type Cell = { floor_plan_id: number; cell_x: number; cell_y: number; count: number };

describe('analytics: areas, visits and heatmap', () => {
  let server: TestServer;
  let fx: Fixture;
  let paris: number;
  let lyon: number;
  let ids: { shoes: number; bags: number; till: number; fashion: number; empty: number };
  let plans: { ground: number; first: number };
  const RANGE = 'start_date=2026-03-02&end_date=2026-03-03';

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    fx = await organisationFixture(server);
    const idOf = await demoLocationIds(server, fx.tokens.owner as string);
    paris = idOf('Paris Opéra Store');
    lyon = idOf('Lyon Part-Dieu Store');
    const rollups = await rollupFixture(server, paris);
    const fashion = await rollups.areaGroup('Fashion');
    const empty = await rollups.areaGroup('Empty group');
    ids = {
      shoes: await rollups.area('Shoes', fashion),
      bags: await rollups.area('Bags', fashion),
      till: await rollups.area('Till'),
      fashion,
      empty,
    };
    await rollups.hourly([
      { date: '2026-03-02', hour: 10, inBusinessHours: true, visitors: 5 },
      { date: '2026-03-02', hour: 22, visitors: 1 },
    ]);
    await rollups.areaHourly([
      { date: '2026-03-02', hour: 10, areaId: ids.shoes, visitors: 4, dwellSSum: 1200 },
      { date: '2026-03-02', hour: 22, areaId: ids.shoes, visitors: 1, dwellSSum: 300 },
      { date: '2026-03-03', hour: 0, areaId: ids.bags, visitors: 2, dwellSSum: 100 },
      { date: '2026-03-02', hour: 10, areaId: ids.till, visitors: 3, dwellSSum: 90 },
      // Outside the range.
      { date: '2026-03-04', hour: 10, areaId: ids.till, visitors: 50, dwellSSum: 5000 },
    ]);
    await rollups.transitions([
      { date: '2026-03-02', hour: 10, fromAreaId: ids.shoes, toAreaId: ids.bags, count: 3 },
      { date: '2026-03-02', hour: 22, fromAreaId: ids.shoes, toAreaId: ids.bags, count: 1 },
      { date: '2026-03-02', hour: 10, fromAreaId: ids.bags, toAreaId: ids.till, count: 2 },
      { date: '2026-03-03', hour: 0, fromAreaId: ids.till, toAreaId: ids.shoes, count: 1 },
    ]);
    const minutes = [1, 4, 7, 10, 20, 70];
    for (const [index, duration] of minutes.entries())
      await rollups.visit({
        date: '2026-03-02',
        hour: index < 3 ? 10 : 22,
        device: `device-${index % 2}`,
        durationS: duration * 60,
        areaRuns: index === 0 ? [{ area_id: ids.shoes, seconds: 60 }] : [],
      });
    // A walk-by is not a visit; a visit of another day is outside the range.
    await rollups.visit({
      date: '2026-03-02',
      hour: 10,
      device: 'x',
      durationS: 30,
      isVisitor: false,
    });
    await rollups.visit({ date: '2026-03-05', hour: 10, device: 'y', durationS: 9000 });

    plans = {
      ground: await rollups.floorPlan('Ground'),
      first: await rollups.floorPlan('First'),
    };
    const cells: [number, number, number, number][] = [
      [plans.ground, 0, 0, 5],
      [plans.ground, 0, 1, 2],
      [plans.ground, 1, 0, 1],
      [plans.ground, 2, -1, 4],
      [plans.ground, 2, 3, 9],
      [plans.first, 0, 0, 3],
      [plans.first, 5, 5, 7],
    ];
    await rollups.heatmap([
      ...cells.map(([floorPlanId, cellX, cellY, count]) => ({
        date: '2026-03-02',
        hour: 10,
        floorPlanId,
        cellX,
        cellY,
        count,
      })),
      // The same cell in another hour adds up.
      { date: '2026-03-03', hour: 0, floorPlanId: plans.ground, cellX: 0, cellY: 0, count: 10 },
    ]);
  });
  afterAll(() => server?.stop());

  const get = (path: string) => server.request('GET', path, { token: fx.tokens.owner });

  it('answers visitors and dwell per area, and one area with area_id', async () => {
    const res = await get(`/api/v1/locations/${paris}/dwell-areas?${RANGE}`);
    expect(res.status).toBe(200);
    // The demo's own areas are listed too (with zeros); these are the fixture's.
    const mine = <T extends { area_id: number }>(list: T[]) =>
      list.filter((area) => [ids.shoes, ids.bags, ids.till].includes(area.area_id));
    // Attraction: the area's visitors over the location's 6 (core's areaAttraction).
    expect(res.body.data.location_visitors).toBe(6);
    expect(mine(res.body.data.areas)).toEqual([
      {
        area_id: ids.shoes,
        name: 'Shoes',
        visitors: 5,
        dwell_s_total: 1500,
        avg_dwell_s: 300,
        attraction: 5 / 6,
      },
      {
        area_id: ids.bags,
        name: 'Bags',
        visitors: 2,
        dwell_s_total: 100,
        avg_dwell_s: 50,
        attraction: 2 / 6,
      },
      {
        area_id: ids.till,
        name: 'Till',
        visitors: 3,
        dwell_s_total: 90,
        avg_dwell_s: 30,
        attraction: 3 / 6,
      },
    ]);
    const one = await get(`/api/v1/locations/${paris}/dwell-areas?${RANGE}&area_id=${ids.till}`);
    expect(one.body.data.areas).toEqual([
      {
        area_id: ids.till,
        name: 'Till',
        visitors: 3,
        dwell_s_total: 90,
        avg_dwell_s: 30,
        attraction: 3 / 6,
      },
    ]);
    const open = await get(`/api/v1/locations/${paris}/dwell-areas?${RANGE}&business_hours=1`);
    // Business hours: only the 10:00 hour counts, for the areas and the location alike.
    expect(open.body.data.location_visitors).toBe(5);
    expect(
      mine<{ area_id: number; visitors: number }>(open.body.data.areas).map(
        (area) => area.visitors,
      ),
    ).toEqual([4, 0, 3]);
  });

  it('answers visitors and dwell per area group', async () => {
    const res = await get(`/api/v1/locations/${paris}/dwell-group-areas?${RANGE}`);
    expect(res.status).toBe(200);
    const groups = res.body.data.groups.filter((group: { group_id: number }) =>
      [ids.fashion, ids.empty].includes(group.group_id),
    );
    expect(groups).toEqual([
      {
        group_id: ids.fashion,
        name: 'Fashion',
        visitors: 7,
        dwell_s_total: 1600,
        avg_dwell_s: 1600 / 7,
        attraction: 7 / 6,
      },
      {
        group_id: ids.empty,
        name: 'Empty group',
        visitors: 0,
        dwell_s_total: 0,
        avg_dwell_s: null,
        attraction: 0,
      },
    ]);
  });

  it('answers the distribution of visit durations, mean and median', async () => {
    const res = await get(`/api/v1/locations/${paris}/visit-duration?${RANGE}`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(
      data.bins.map((bin: { label: string; visits: number }) => [bin.label, bin.visits]),
    ).toEqual([
      ['<5', 2],
      ['5-10', 1],
      ['10-15', 1],
      ['15-30', 1],
      ['30-60', 0],
      ['>60', 1],
    ]);
    expect(data.visits).toBe(6);
    expect(data.mean_s).toBeCloseTo(((1 + 4 + 7 + 10 + 20 + 70) * 60) / 6, 6);
    expect(data.median_s).toBe(((7 + 10) / 2) * 60);
    const inArea = await get(
      `/api/v1/locations/${paris}/visit-duration?${RANGE}&area_id=${ids.shoes}`,
    );
    expect(inArea.body.data.visits).toBe(1);
    const open = await get(`/api/v1/locations/${paris}/visit-duration?${RANGE}&business_hours=1`);
    expect(open.body.data.visits).toBe(3);
  });

  it('answers area-to-area transitions', async () => {
    const res = await get(`/api/v1/locations/${paris}/interactions?${RANGE}`);
    expect(res.status).toBe(200);
    expect(res.body.data.transitions).toEqual([
      { from_area_id: ids.shoes, to_area_id: ids.bags, count: 4 },
      { from_area_id: ids.bags, to_area_id: ids.till, count: 2 },
      { from_area_id: ids.till, to_area_id: ids.shoes, count: 1 },
    ]);
    // The demo's own areas are listed too (with zeros); these are the fixture's.
    const mine = <T extends { area_id: number }>(list: T[]) =>
      list.filter((area) => [ids.shoes, ids.bags, ids.till].includes(area.area_id));
    expect(mine(res.body.data.areas)).toEqual([
      { area_id: ids.shoes, name: 'Shoes' },
      { area_id: ids.bags, name: 'Bags' },
      { area_id: ids.till, name: 'Till' },
    ]);
    const tillOnly = await get(
      `/api/v1/locations/${paris}/interactions?${RANGE}&area_id=${ids.till}`,
    );
    expect(tillOnly.body.data.transitions).toHaveLength(2);
  });

  it('pages the heatmap: following next_url to the end gives every cell once', async () => {
    const whole = await get(`/api/v1/locations/${paris}/heatmap?${RANGE}`);
    expect(whole.status).toBe(200);
    expect(whole.body.next_url).toBeNull();
    expect(whole.body.description).toEqual({ start_date: '2026-03-02', end_date: '2026-03-03' });
    expect(whole.body.data.cell_m).toBe(1);
    expect(whole.body.data.floor_plans).toEqual(
      expect.arrayContaining([
        { id: plans.ground, name: 'Ground' },
        { id: plans.first, name: 'First' },
      ]),
    );
    const all: Cell[] = whole.body.data.cells;
    expect(all).toHaveLength(7);
    expect(all[0]).toEqual({ floor_plan_id: plans.ground, cell_x: 0, cell_y: 0, count: 15 });

    const merged: Cell[] = [];
    const pageSizes: number[] = [];
    let next: string | null = `/api/v1/locations/${paris}/heatmap?${RANGE}&page_size=3`;
    while (next) {
      const page: Awaited<ReturnType<typeof get>> = await get(next);
      expect(page.status).toBe(200);
      expect(page.body.description).toEqual({ start_date: '2026-03-02', end_date: '2026-03-03' });
      pageSizes.push(page.body.data.cells.length);
      merged.push(...page.body.data.cells);
      next = page.body.next_url;
      if (next)
        expect(next).toMatch(
          /^\/api\/v1\/locations\/\d+\/heatmap\?.*start_date=2026-03-02.*page_size=3.*cursor=/,
        );
    }
    expect(pageSizes).toEqual([3, 3, 1]);
    expect(merged).toEqual(all);
  });

  it('keeps one local hour of each day with hour=', async () => {
    const ten = await get(`/api/v1/locations/${paris}/heatmap?${RANGE}&hour=10`);
    expect(ten.status).toBe(200);
    const tenCells: Cell[] = ten.body.data.cells;
    expect(tenCells).toHaveLength(7);
    expect(tenCells[0]).toEqual({ floor_plan_id: plans.ground, cell_x: 0, cell_y: 0, count: 5 });
    const midnight = await get(`/api/v1/locations/${paris}/heatmap?${RANGE}&hour=0`);
    expect(midnight.body.data.cells).toEqual([
      { floor_plan_id: plans.ground, cell_x: 0, cell_y: 0, count: 10 },
    ]);
    const none = await get(`/api/v1/locations/${paris}/heatmap?${RANGE}&hour=11`);
    expect(none.body.data.cells).toEqual([]);
    const bad = await get(`/api/v1/locations/${paris}/heatmap?${RANGE}&hour=24`);
    expect(bad.status).toBe(400);
    expect(bad.body.meta.fields).toEqual({ hour: 'Hour must be a whole number from 0 to 23' });
  });

  it('refuses a malformed cursor and says why a heatmap is missing', async () => {
    const bad = await get(`/api/v1/locations/${paris}/heatmap?${RANGE}&cursor=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.meta.fields).toEqual({ cursor: 'Cursor is not valid' });
    const noHeatmap = await get(`/api/v1/locations/${lyon}/heatmap?${RANGE}`);
    expect(noHeatmap.status).toBe(200);
    expect(noHeatmap.body.data.unavailable).toEqual([
      {
        metric: 'HEATMAP',
        reason: 'Heatmaps need the Plus tier with the sensor service HEATMAP',
      },
    ]);
    expect(noHeatmap.body.data.cells).toEqual([]);
    expect(noHeatmap.body.next_url).toBeNull();
  });

  it('hides the location from another corporation', async () => {
    for (const name of [
      'dwell-areas',
      'dwell-group-areas',
      'visit-duration',
      'interactions',
      'heatmap',
    ]) {
      const res = await server.request('GET', `/api/v1/locations/${paris}/${name}?${RANGE}`, {
        token: fx.tokens.foreign,
      });
      expect([name, res.status]).toEqual([name, 404]);
    }
  });
});
