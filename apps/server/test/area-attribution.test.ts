// Issue 12 item 6: one area rule for heatmap, dwell and journeys. A hand-made floor plan with six
// 3 m x 3 m areas (two rows of three) and gateways in the four corner areas only, like the Paris
// demo's "Men" and "Accessories" without a gateway of their own. A visitor walks through all six
// areas; every area the heatmap shows people in must appear in dwell-areas and in the journey.
import { addDays, localDateOf, zonedTimeToUtc } from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  areas,
  corporations,
  floorPlans,
  locationServices,
  locations,
  rawDetections,
  sensors,
} from '../src/db/schema';
import { markDaysDirty } from '../src/pipeline/dirty-day-marks';
import { drainPipeline } from '../src/pipeline/worker';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import { startTestServer, type TestServer } from './helpers/test-server';

const TZ = 'Europe/Paris';
const SIDE_M = 3;
/** Default definitions: RSSI at 1 m and the path-loss exponent the estimator assumes. */
const TX_POWER = -59;
const EXPONENT = 2;
const quiet = { log: { info: () => undefined, error: () => undefined } };

type Rect = { name: string; col: number; row: number };
const RECTS: Rect[] = [
  { name: 'North west', col: 0, row: 0 },
  { name: 'North', col: 1, row: 0 },
  { name: 'North east', col: 2, row: 0 },
  { name: 'South west', col: 0, row: 1 },
  { name: 'South', col: 1, row: 1 },
  { name: 'South east', col: 2, row: 1 },
];
/** The areas with a gateway at their centre: the corners. */
const WITH_GATEWAY = ['North west', 'North east', 'South west', 'South east'];
/** The walk: every area in turn, 3 minutes standing at its centre. */
const WALK = ['North west', 'North', 'North east', 'South east', 'South', 'South west'];

const centreOf = (rect: Rect) => ({
  x: (rect.col + 0.5) * SIDE_M,
  y: (rect.row + 0.5) * SIDE_M,
});
const rectNamed = (name: string) => RECTS.find((rect) => rect.name === name) as Rect;
const polygonOf = (rect: Rect): [number, number][] => {
  const [x, y] = [rect.col * SIDE_M, rect.row * SIDE_M];
  return [
    [x, y],
    [x + SIDE_M, y],
    [x + SIDE_M, y + SIDE_M],
    [x, y + SIDE_M],
  ];
};

describe('area attribution: heatmap, dwell and journey agree', () => {
  let server: TestServer;
  let token: string;
  let locationId: number;
  let date: string;
  const areaIds = new Map<string, number>();

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    const { ctx } = server;
    token = (await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).body.data.access_token;
    const [corporation] = await ctx.db.select().from(corporations).limit(1);
    const [location] = await ctx.db
      .insert(locations)
      .values({
        corporationId: corporation!.id,
        name: 'Six areas',
        type: 'RETAIL',
        service: 'PLUS',
        timezone: TZ,
      })
      .returning();
    locationId = location!.id;
    await ctx.db
      .insert(locationServices)
      .values({ locationId, category: 'sensor', service: 'HEATMAP' });
    const [plan] = await ctx.db
      .insert(floorPlans)
      .values({ locationId, name: 'Floor', widthPx: 900, heightPx: 600, metresPerPixel: 0.01 })
      .returning();
    for (const rect of RECTS) {
      const [area] = await ctx.db
        .insert(areas)
        .values({ locationId, floorPlanId: plan!.id, name: rect.name, polygon: polygonOf(rect) })
        .returning();
      areaIds.set(rect.name, area!.id);
    }
    const gateways = await ctx.db
      .insert(sensors)
      .values(
        WITH_GATEWAY.map((name, index) => ({
          serial: `AREAS-${process.pid}-${index}`,
          corporationId: corporation!.id,
          locationId,
          services: 'FOOTTRAFFIC,HEATMAP',
          areaId: areaIds.get(name)!,
          floorPlanId: plan!.id,
          xM: centreOf(rectNamed(name)).x,
          yM: centreOf(rectNamed(name)).y,
        })),
      )
      .returning();

    // Every 5 s, each gateway hears the walker at the RSSI of the path-loss model.
    date = addDays(localDateOf(ctx.now().getTime(), TZ), -2);
    const start = zonedTimeToUtc(date, 11, TZ);
    const rows = WALK.flatMap((name, step) => {
      const at = centreOf(rectNamed(name));
      return Array.from({ length: 36 }, (_, tick) =>
        gateways.map((gateway) => {
          const distance = Math.hypot(gateway.xM! - at.x, gateway.yM! - at.y);
          return {
            locationId,
            sensorId: gateway.id,
            ts: new Date(start + (step * 36 + tick) * 5_000),
            device: 'walker',
            rssi: Math.round(TX_POWER - 10 * EXPONENT * Math.log10(Math.max(distance, 1))),
            randomized: false,
          };
        }),
      ).flat();
    });
    await ctx.db.insert(rawDetections).values(rows);
    await markDaysDirty(ctx, locationId, [date]);
    const result = await drainPipeline(ctx, quiet);
    expect(result.failures).toEqual([]);
  });
  afterAll(() => server?.stop());

  const get = async (path: string) => {
    const res = await server.request(
      'GET',
      `/api/v1/locations/${locationId}/${path}?start_date=${date}&end_date=${date}`,
      { token },
    );
    expect(res.status).toBe(200);
    return res.body.data;
  };

  /** The area whose square holds a heatmap cell (cells are 1 m, the squares 3 m). */
  const areaOfCell = (cell: { cell_x: number; cell_y: number }) => {
    const rect = RECTS.find(
      (candidate) =>
        Math.floor(cell.cell_x / SIDE_M) === candidate.col &&
        Math.floor(cell.cell_y / SIDE_M) === candidate.row,
    );
    return rect ? areaIds.get(rect.name) : undefined;
  };

  it('lists in dwell and the journey every area the heatmap shows people in', async () => {
    const heatmap = await get('heatmap');
    const cells = heatmap.cells as { cell_x: number; cell_y: number; count: number }[];
    const shown = new Set(cells.filter((cell) => cell.count > 0).map((cell) => areaOfCell(cell)));
    // The heatmap does show the walker in all six areas, those without a gateway included.
    expect([...shown].sort()).toEqual([...areaIds.values()].sort());

    const dwell = (await get('dwell-areas')).areas as { area_id: number; visitors: number }[];
    const dwelt = dwell.filter((area) => area.visitors > 0).map((area) => area.area_id);
    const journey = (await get('interactions')).areas as { area_id: number }[];
    const travelled = journey.map((area) => area.area_id);
    for (const areaId of shown) {
      expect(dwelt).toContain(areaId);
      expect(travelled).toContain(areaId);
    }
  });

  it('follows the walk in the journey, area by area', async () => {
    const journey = (await get('interactions')).transitions as {
      from_area_id: number;
      to_area_id: number;
      count: number;
    }[];
    const moves = journey.map((move) => [move.from_area_id, move.to_area_id]);
    for (let step = 1; step < WALK.length; step++)
      expect(moves).toContainEqual([areaIds.get(WALK[step - 1]!), areaIds.get(WALK[step]!)]);
  });
});
