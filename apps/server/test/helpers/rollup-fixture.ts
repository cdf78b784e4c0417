// Rollup rows for the analytics tests, written straight into the tables the pipeline worker
// fills: each row is given by its LOCAL day and hour in the location's time zone, and the helper
// derives hour_start, weekday and local_date exactly as the worker does.
import { localParts, zonedTimeToUtc } from '@footfall/core';
import { eq, sql } from 'drizzle-orm';
import {
  areaGroups,
  areaHourlyRollups,
  areas,
  doorCounts,
  floorPlans,
  gatewayHeartbeats,
  gatewayHourlyRollups,
  heatmapHourlyRollups,
  hourlyRollups,
  locations,
  sensors,
  transitionHourlyRollups,
  visits,
} from '../../src/db/schema';
import { rebuildDailyRollups } from '../../src/analytics/daily-rollups';
import type { TestServer } from './test-server';

export type LocalHour = { date: string; hour: number };
type HourlyValues = Partial<
  Omit<
    typeof hourlyRollups.$inferInsert,
    'locationId' | 'hourStart' | 'localDate' | 'localHour' | 'weekday'
  >
>;

const hourStartOf = ({ date, hour }: LocalHour, timeZone: string) =>
  new Date(zonedTimeToUtc(date, hour, timeZone));

export async function rollupFixture(server: TestServer, locationId: number) {
  const db = server.ctx.db;
  const [location] = await db.select().from(locations).where(eq(locations.id, locationId));
  if (!location) throw new Error(`no location ${locationId}`);
  const timeZone = location.timezone;
  const at = (local: LocalHour) => hourStartOf(local, timeZone);
  // daily_rollups follow the hourly and gateway rows, as the pipeline keeps them.
  const rebuildDays = async (dates: readonly string[]) => {
    if (dates.length === 0) return;
    const sorted = [...dates].sort();
    await rebuildDailyRollups(db, {
      locationIds: [locationId],
      dateLow: sorted[0] as string,
      dateHigh: sorted[sorted.length - 1] as string,
    });
  };

  return {
    timeZone,
    at,
    /** hourly_rollups rows; in_business_hours defaults to false. */
    hourly: async (rows: (LocalHour & HourlyValues)[]) => {
      await db.insert(hourlyRollups).values(
        rows.map(({ date, hour, ...values }) => {
          const start = at({ date, hour });
          const parts = localParts(start.getTime(), timeZone);
          return {
            inBusinessHours: false,
            ...values,
            locationId,
            hourStart: start,
            localDate: parts.date,
            localHour: parts.hour,
            weekday: parts.weekday,
          };
        }),
      );
      await rebuildDays(rows.map((row) => localParts(at(row).getTime(), timeZone).date));
    },
    /** An hour-long door-counter interval (no one counted) in each local hour, and its hour's
     * count of intervals (hourly_rollups.door_intervals), as the pipeline writes it. */
    doorIntervals: async (rows: LocalHour[], tagId = 1) => {
      if (rows.length === 0) return;
      await db.insert(doorCounts).values(
        rows.map((row) => {
          const start = at(row);
          return {
            locationId,
            tagId,
            startTs: start,
            endTs: new Date(start.getTime() + 3_600_000),
            countIn: 0,
            countOut: 0,
          };
        }),
      );
      await db
        .insert(hourlyRollups)
        .values(
          rows.map((row) => {
            const start = at(row);
            const parts = localParts(start.getTime(), timeZone);
            return {
              locationId,
              hourStart: start,
              localDate: parts.date,
              localHour: parts.hour,
              weekday: parts.weekday,
              inBusinessHours: false,
              doorIntervals: 1,
            };
          }),
        )
        .onConflictDoUpdate({
          target: [hourlyRollups.locationId, hourlyRollups.hourStart],
          set: { doorIntervals: sql`${hourlyRollups.doorIntervals} + 1` },
        });
      await rebuildDays(rows.map((row) => localParts(at(row).getTime(), timeZone).date));
    },
    areaHourly: async (
      rows: (LocalHour & { areaId: number; visitors: number; dwellSSum: number })[],
    ) => {
      await db.insert(areaHourlyRollups).values(
        rows.map(({ date, hour, ...values }) => ({
          ...values,
          locationId,
          hourStart: at({ date, hour }),
          localDate: date,
        })),
      );
    },
    transitions: async (
      rows: (LocalHour & { fromAreaId: number; toAreaId: number; count: number })[],
    ) => {
      await db.insert(transitionHourlyRollups).values(
        rows.map(({ date, hour, ...values }) => ({
          ...values,
          locationId,
          hourStart: at({ date, hour }),
          localDate: date,
        })),
      );
    },
    heatmap: async (
      rows: (LocalHour & { floorPlanId: number; cellX: number; cellY: number; count: number })[],
    ) => {
      await db.insert(heatmapHourlyRollups).values(
        rows.map(({ date, hour, ...values }) => ({
          ...values,
          locationId,
          hourStart: at({ date, hour }),
          localDate: date,
        })),
      );
    },
    gatewayHourly: async (
      rows: (LocalHour & {
        sensorId: number;
        detections: number;
        heartbeats: number;
        minutesSeen: number;
      })[],
    ) => {
      await db.insert(gatewayHourlyRollups).values(
        rows.map(({ date, hour, ...values }) => ({
          ...values,
          locationId,
          hourStart: at({ date, hour }),
          localDate: date,
        })),
      );
      await rebuildDays(rows.map((row) => row.date));
    },
    heartbeat: async (sensorId: number, ts: Date) => {
      await db.insert(gatewayHeartbeats).values({ locationId, sensorId, ts, uptimeS: 60 });
    },
    /** A visit starting at a local hour (plus minutes), lasting durationS. */
    visit: async (visit: {
      date: string;
      hour: number;
      minute?: number;
      device: string;
      durationS: number;
      isVisitor?: boolean;
      randomized?: boolean;
      areaRuns?: { area_id: number; seconds: number }[];
    }) => {
      const start = new Date(at(visit).getTime() + (visit.minute ?? 0) * 60_000);
      await db.insert(visits).values({
        locationId,
        localDate: visit.date,
        device: visit.device,
        randomized: visit.randomized ?? false,
        startTs: start,
        endTs: new Date(start.getTime() + visit.durationS * 1000),
        isVisitor: visit.isVisitor ?? true,
        isEngager: false,
        isFqv: false,
        isReturning: false,
        dwellS: visit.durationS,
        durationS: visit.durationS,
        areaRuns: visit.areaRuns ?? [],
      });
    },
    floorPlan: async (name: string) => {
      const [row] = await db.insert(floorPlans).values({ locationId, name }).returning();
      if (!row) throw new Error('floor plan insert returned nothing');
      return row.id;
    },
    areaGroup: async (name: string) => {
      const [row] = await db.insert(areaGroups).values({ locationId, name }).returning();
      if (!row) throw new Error('area group insert returned nothing');
      return row.id;
    },
    area: async (name: string, groupId: number | null = null) => {
      const [row] = await db.insert(areas).values({ locationId, name, groupId }).returning();
      if (!row) throw new Error('area insert returned nothing');
      return row.id;
    },
    /** Sets a gateway's last_seen_at (what heartbeats do). */
    markSeen: async (sensorId: number, at: Date | null) => {
      await db.update(sensors).set({ lastSeenAt: at }).where(eq(sensors.id, sensorId));
    },
    /** The gateways connected to the location, by serial. */
    sensorIds: async () => {
      const rows = await db.select().from(sensors).where(eq(sensors.locationId, locationId));
      return new Map(rows.map((row) => [row.serial, row.id]));
    },
  };
}

export type RollupFixture = Awaited<ReturnType<typeof rollupFixture>>;

/** Location ids of the demo organisation by name (the owner's list). */
export async function demoLocationIds(server: TestServer, token: string) {
  const res = await server.request('GET', '/api/v1/locations', { token });
  const list = res.body.data as { id: string; name: string }[];
  return (name: string): number => {
    const found = list.find((location) => location.name === name);
    if (!found) throw new Error(`no demo location named ${name}`);
    return Number(found.id);
  };
}
