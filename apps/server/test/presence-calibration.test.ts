// Issue 19, per-location presence weight: a location with Wi-Fi and a door counter gets its own
// randomized-address weight fitted on the door's occupancy, its history is updated with it from
// the stored presence parts (hourly and daily rollups), and a later refit changes nothing (the
// fit's inputs do not depend on the weight).
import {
  LINKED_RANDOMIZED_WEIGHT,
  UNLINKED_RANDOMIZED_WEIGHT,
  addDays,
  fitPresenceWeight,
  localDateOf,
  zonedTimeToUtc,
} from '@footfall/core';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context';
import {
  corporations,
  dailyRollups,
  doorCounts,
  hourlyRollups,
  locationCalibrations,
  locations,
  pipelineDirtyDays,
  rawDetections,
  sensors,
} from '../src/db/schema';
import { markDaysDirty } from '../src/pipeline/dirty-day-marks';
import { drainPipeline } from '../src/pipeline/worker';
import { startTestServer, type TestServer } from './helpers/test-server';

const TZ = 'Europe/Paris';
const MIN = 60_000;
const quiet = { log: { info: () => undefined, error: () => undefined } };
/** People inside during each opening hour 9..17 (the door counts them in and out). */
const PEOPLE = [2, 4, 7, 10, 8, 6, 9, 5, 3];
const OPEN = 9;

const local = (date: string, hour: number, minute = 0) =>
  zonedTimeToUtc(date, hour, TZ) + minute * MIN;

/** Each person present a whole hour, their phone probing every 2 minutes under a randomized
 * address that changes every 6 minutes: the Wi-Fi sees addresses, the door sees people. */
function detectionsOf(locationId: number, sensorId: number, date: string) {
  const rows = [];
  for (const [index, people] of PEOPLE.entries()) {
    const hour = OPEN + index;
    for (let person = 0; person < people; person++) {
      for (let minute = 0; minute < 60; minute += 2) {
        rows.push({
          locationId,
          sensorId,
          ts: new Date(local(date, hour, minute + (person % 2))),
          device: `${date}-${hour}-${person}-${Math.floor(minute / 6)}`,
          rssi: -55,
          randomized: true,
        });
      }
    }
  }
  return rows;
}

/** Quarter-hour door intervals: each hour's people come in in its first quarter, and the
 * previous hour's leave then, so the occupancy samples of hour h are PEOPLE[h]. */
function doorCountsOf(locationId: number, tagId: number, date: string) {
  return Array.from({ length: PEOPLE.length * 4 + 1 }, (_, slot) => {
    const index = Math.floor(slot / 4);
    const first = slot % 4 === 0;
    const start = local(date, OPEN, slot * 15);
    return {
      locationId,
      tagId,
      startTs: new Date(start),
      endTs: new Date(start + 15 * MIN),
      countIn: first ? (PEOPLE[index] ?? 0) : 0,
      countOut: first ? (PEOPLE[index - 1] ?? 0) : 0,
    };
  });
}

describe('presence weight calibrated on the door counter', () => {
  let server: TestServer;
  let ctx: AppContext;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    ctx = server.ctx;
  });
  afterAll(() => server?.stop());

  it('fits the weight, applies it to the stored history, and then stays put', async () => {
    const [corporation] = await ctx.db.select().from(corporations).limit(1);
    const [location] = await ctx.db
      .insert(locations)
      .values({
        corporationId: corporation!.id,
        name: 'Calibrated room',
        type: 'RETAIL',
        service: 'PLUS',
        timezone: TZ,
      })
      .returning();
    const id = location!.id;
    const [gateway] = await ctx.db
      .insert(sensors)
      .values({ serial: `CAL-${process.pid}`, locationId: id })
      .returning();
    const today = localDateOf(ctx.now().getTime(), TZ);
    const dates = [-3, -2, -1].map((offset) => addDays(today, offset));
    for (const date of dates) {
      await ctx.db.insert(doorCounts).values(doorCountsOf(id, 900_000 + id, date));
      await ctx.db.insert(rawDetections).values(detectionsOf(id, gateway!.id, date));
    }
    await markDaysDirty(ctx, id, dates);
    expect((await drainPipeline(ctx, quiet)).failures).toEqual([]);

    const [calibration] = await ctx.db
      .select()
      .from(locationCalibrations)
      .where(eq(locationCalibrations.locationId, id));
    const weight = calibration?.presenceWeight ?? null;
    expect(weight).not.toBeNull();

    const hours = await ctx.db
      .select()
      .from(hourlyRollups)
      .where(and(eq(hourlyRollups.locationId, id), gt(hourlyRollups.doorIntervals, 0)))
      .orderBy(asc(hourlyRollups.hourStart));
    // The stored weight is the fit of the stored parts on the door's occupancy...
    const parts = hours.map((hour) => ({
      identified: hour.presenceIdentified,
      linkedRandomized: hour.presenceLinked,
      unlinkedRandomized: hour.presenceUnlinked,
      occupancy: hour.occupancyAvg,
    }));
    const fit = fitPresenceWeight(parts, LINKED_RANDOMIZED_WEIGHT)!;
    expect(weight).toBeCloseTo(fit.weight, 10);
    expect(calibration?.presenceHours).toBe(fit.hoursUsed);
    expect(fit.hoursUsed).toBeGreaterThanOrEqual(PEOPLE.length * dates.length);
    expect(Math.abs(weight! - UNLINKED_RANDOMIZED_WEIGHT)).toBeGreaterThan(0.02);
    // ...and every hour's presence, and each day's sum of them, was recomputed with it.
    for (const hour of hours) {
      expect(hour.presenceAvg).toBeCloseTo(weight! * hour.presenceUnlinked, 6);
    }
    const daily = await ctx.db.select().from(dailyRollups).where(eq(dailyRollups.locationId, id));
    expect(daily.map((day) => day.localDate).sort()).toEqual(dates);
    for (const day of daily) {
      const ofDay = await ctx.db
        .select()
        .from(hourlyRollups)
        .where(and(eq(hourlyRollups.locationId, id), eq(hourlyRollups.localDate, day.localDate)));
      const sum = ofDay.reduce((total, hour) => total + hour.presenceAvg, 0);
      expect(day.presenceSum).toBeCloseTo(sum, 6);
      expect(day.presenceSum).toBeGreaterThan(0);
    }
    // Closer to the counted people than the default weight.
    const error = (w: number) =>
      hours.reduce((sum, hour) => sum + Math.abs(w * hour.presenceUnlinked - hour.occupancyAvg), 0);
    expect(error(weight!)).toBeLessThan(error(UNLINKED_RANDOMIZED_WEIGHT));

    // Stable: nothing left dirty, and marking a day again refits the same weight.
    const dirty = await ctx.db
      .select()
      .from(pipelineDirtyDays)
      .where(eq(pipelineDirtyDays.locationId, id));
    expect(dirty).toEqual([]);
    await markDaysDirty(ctx, id, [dates[2]!]);
    expect((await drainPipeline(ctx, quiet)).processedDays).toBe(1);
    const [again] = await ctx.db
      .select()
      .from(locationCalibrations)
      .where(eq(locationCalibrations.locationId, id));
    expect(again?.presenceWeight).toBe(weight);
  });
});
