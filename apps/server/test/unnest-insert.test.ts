// insertUnnested writes exactly what Drizzle's own multi-row insert writes: texts with quotes,
// commas, braces and backslashes, booleans, instants, JSON, integers, NULL and column defaults.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hourlyRollups, visits } from '../src/db/schema';
import { insertUnnested } from '../src/db/unnest-insert';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('insertUnnested', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ pipelineWorker: false });
  });
  afterAll(() => server?.stop());

  const visit = (locationId: number, device: string, index: number) => ({
    locationId,
    localDate: '2026-03-29',
    device,
    randomized: index % 2 === 0,
    startTs: new Date(Date.UTC(2026, 2, 29, 0, 59, 59, 999) + index * 1000),
    endTs: new Date(Date.UTC(2026, 2, 29, 2, 0, 0) + index * 1000),
    isVisitor: true,
    isEngager: index % 3 === 0,
    isFqv: false,
    isReturning: index === 1,
    dwellS: index * 7,
    durationS: index * 11,
    areaRuns:
      index === 0
        ? []
        : [
            { area_id: index, seconds: 30 },
            { area_id: 2, seconds: 5 },
          ],
  });
  const devices = ['plain', 'with "quotes"', 'comma, {brace}', 'back\\slash', 'NULL', 'é ü 中', ''];

  it('stores the same rows as a Drizzle insert', async () => {
    const db = server.ctx.db;
    await db.insert(visits).values(devices.map((device, i) => visit(9001, device, i)));
    await insertUnnested(
      db,
      visits,
      devices.map((device, i) => visit(9002, device, i)),
    );
    const read = async (locationId: number) =>
      (
        await db
          .select()
          .from(visits)
          .where(eq(visits.locationId, locationId))
          .orderBy(asc(visits.startTs))
      ).map(({ id: _id, locationId: _location, ...row }) => row);
    const expected = await read(9001);
    expect(expected).toHaveLength(devices.length);
    expect(await read(9002)).toEqual(expected);
  });

  it('leaves columns it is not given to their defaults, and NULL where a value is missing', async () => {
    const db = server.ctx.db;
    const hour = (locationId: number, presenceAvg?: number) => ({
      locationId,
      hourStart: new Date(Date.UTC(2026, 2, 29, 10)),
      localDate: '2026-03-29',
      localHour: 12,
      weekday: 6,
      inBusinessHours: true,
      visitors: 5,
      ...(presenceAvg === undefined ? {} : { presenceAvg }),
    });
    await db.insert(hourlyRollups).values([hour(9003, 1.25)]);
    await insertUnnested(db, hourlyRollups, [hour(9004, 1.25)]);
    await insertUnnested(db, hourlyRollups, []);
    const [drizzled] = await db
      .select()
      .from(hourlyRollups)
      .where(eq(hourlyRollups.locationId, 9003));
    const [unnested] = await db
      .select()
      .from(hourlyRollups)
      .where(eq(hourlyRollups.locationId, 9004));
    expect({ ...unnested, locationId: 9003 }).toEqual(drizzled);
    expect(unnested?.walkIns).toBe(0);
    // A later row without a value the first row has: NULL, refused by a NOT NULL column.
    await expect(
      insertUnnested(db, hourlyRollups, [hour(9005, 1), { ...hour(9005), localHour: 13 }]),
    ).rejects.toThrow();
  });
});
