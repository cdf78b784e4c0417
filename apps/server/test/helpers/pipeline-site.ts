// A test site of the pipeline worker's tests: a Paris location with two areas and a gateway in
// each, a day of raw detections for it, and its hourly rollups as stored.
import { localDateOf, zonedTimeToUtc } from '@footfall/core';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../src/app-context';
import {
  areas,
  corporations,
  hourlyRollups,
  locations,
  rawDetections,
  sensors,
} from '../../src/db/schema';
import { markDaysDirty } from '../../src/pipeline/dirty-day-marks';

export const TZ = 'Europe/Paris';
export const MIN = 60_000;
export const quiet = { log: { info: () => undefined, error: () => undefined } };

export interface Site {
  id: number;
  areaA: number;
  areaB: number;
  gatewayA: number;
  gatewayB: number;
}

let serial = 0;

export async function createSite(ctx: AppContext, locationId?: number): Promise<Site> {
  let id = locationId;
  if (id === undefined) {
    const [corporation] = await ctx.db.select().from(corporations).limit(1);
    const [location] = await ctx.db
      .insert(locations)
      .values({
        corporationId: corporation!.id,
        name: 'Pipeline',
        type: 'RETAIL',
        service: 'PLUS',
        timezone: TZ,
      })
      .returning();
    id = location!.id;
  } else {
    await ctx.db.update(locations).set({ timezone: TZ }).where(eq(locations.id, id));
  }
  const [a, b] = await ctx.db
    .insert(areas)
    .values([
      { locationId: id, name: 'Front' },
      { locationId: id, name: 'Back' },
    ])
    .returning();
  const gateways = await ctx.db
    .insert(sensors)
    .values([
      { serial: `PIPE-${process.pid}-${++serial}`, locationId: id, areaId: a!.id },
      { serial: `PIPE-${process.pid}-${++serial}`, locationId: id, areaId: b!.id },
    ])
    .returning();
  return { id, areaA: a!.id, areaB: b!.id, gatewayA: gateways[0]!.id, gatewayB: gateways[1]!.id };
}

/** A local wall-clock instant at the site. */
export const local = (date: string, hour: number, minute = 0) =>
  zonedTimeToUtc(date, hour, TZ) + minute * MIN;

/** Every minute from..to on one gateway. */
export function track(
  site: Site,
  gateway: number,
  device: string,
  start: number,
  minutes: number,
  rssi = -60,
) {
  return Array.from({ length: minutes + 1 }, (_, m) => ({
    locationId: site.id,
    sensorId: gateway,
    ts: new Date(start + m * MIN),
    device,
    rssi,
    randomized: false,
  }));
}

/** One day of a site: 'a' 15 min (7 in Front, 8 in Back) from 10:05, 'b' a walk-by at 10:30. */
export function dayOfData(site: Site, date: string, visitor = 'a') {
  return [
    ...track(site, site.gatewayA, visitor, local(date, 10, 5), 6),
    ...track(site, site.gatewayB, visitor, local(date, 10, 12), 8),
    ...track(site, site.gatewayA, `walker-${date}`, local(date, 10, 30), 1, -80),
  ];
}

export async function insertDay(ctx: AppContext, site: Site, rows: ReturnType<typeof dayOfData>) {
  await ctx.db.insert(rawDetections).values(rows);
  const dates = [...new Set(rows.map((row) => localDateOf(row.ts.getTime(), TZ)))];
  await markDaysDirty(ctx, site.id, dates);
}

export async function hourlyOf(ctx: AppContext, locationId: number) {
  const rows = await ctx.db
    .select()
    .from(hourlyRollups)
    .where(eq(hourlyRollups.locationId, locationId))
    .orderBy(asc(hourlyRollups.hourStart));
  return rows.map(({ locationId: _, ...row }) => row);
}
