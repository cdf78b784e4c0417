// Loads one location-day's inputs for processDay: the raw data of [local midnight, next local
// midnight), door counts and counting-gateway aggregates overlapping it, and the devices that were
// visitors on the 30 earlier days. A day past raw retention whose raw detections are gone is
// rebuilt from its stored visits instead (docs/metrics.md). A show also loads its booths' raw
// detections: its visits are those of everyone seen in the show.
import { addDays } from '@footfall/core';
import { and, eq, gt, gte, inArray, lt, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../db/client';
import { executeRows } from '../db/execute-rows';
import {
  doorCounts,
  gatewayCounts,
  gatewayHeartbeats,
  hourlyRollups,
  rawDetections,
  visits,
} from '../db/schema';
import type { LocationInputs } from './location-inputs';
import { NO_RAW_FIGURES, type DayInput, type RawHourFigures, type WifiSource } from './process-day';
import { dayFrame, type DayFrame } from './stages/day-frame';
import { retentionCutoff } from './stages/retention-cutoff';
import type { RawDetection, VisitRecord } from './stages/types';

export const RETURNING_WINDOW_DAYS = 30;

/** Epoch milliseconds straight from the database: no Date object per row. */
const epochMs = (column: AnyColumn) =>
  sql<number>`round(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The detections of the day, oldest first. A location-day holds up to a few hundred thousand
 * rows: they come as pg's plain rows, named as RawDetection's fields by the SQL, because Drizzle's
 * mapping of each field of each row was an eighth of the worker's time for the demo history.
 */
async function loadDetections(
  db: Database,
  locationIds: readonly number[],
  frame: DayFrame,
): Promise<RawDetection[]> {
  if (locationIds.length === 0) return [];
  const start = new Date(frame.hourStarts[0] ?? frame.dayEnd);
  return executeRows<RawDetection>(
    db,
    sql`
    select ${rawDetections.sensorId} as "sensorId", ${epochMs(rawDetections.ts)} as "ts",
      ${rawDetections.device} as "device", ${rawDetections.rssi} as "rssi",
      ${rawDetections.randomized} as "randomized", ${rawDetections.seqNum} as "seqNum"
    from ${rawDetections}
    where ${
      locationIds.length === 1
        ? eq(rawDetections.locationId, locationIds[0] as number)
        : inArray(rawDetections.locationId, [...locationIds])
    }
      and ${rawDetections.ts} >= ${start} and ${rawDetections.ts} < ${new Date(frame.dayEnd)}
    order by ${rawDetections.ts}`,
  );
}

async function loadRawWifi(
  db: Database,
  locationId: number,
  frame: DayFrame,
  detections: RawDetection[],
  boothDetections: RawDetection[],
): Promise<WifiSource> {
  const start = new Date(frame.hourStarts[0] ?? frame.dayEnd);
  const heartbeats = await db
    .select({ sensorId: gatewayHeartbeats.sensorId, ts: epochMs(gatewayHeartbeats.ts) })
    .from(gatewayHeartbeats)
    .where(
      and(
        eq(gatewayHeartbeats.locationId, locationId),
        gte(gatewayHeartbeats.ts, start),
        lt(gatewayHeartbeats.ts, new Date(frame.dayEnd)),
      ),
    );
  const earlier = await db
    .selectDistinct({ device: visits.device })
    .from(visits)
    .where(
      and(
        eq(visits.locationId, locationId),
        eq(visits.isVisitor, true),
        eq(visits.randomized, false),
        gte(visits.localDate, addDays(frame.localDate, -RETURNING_WINDOW_DAYS)),
        lt(visits.localDate, frame.localDate),
      ),
    );
  return {
    kind: 'raw',
    detections,
    boothDetections,
    heartbeats,
    earlierVisitors: new Set(earlier.map((row) => row.device)),
  };
}

async function loadStoredWifi(
  db: Database,
  locationId: number,
  frame: DayFrame,
): Promise<WifiSource> {
  const stored = await db
    .select({
      device: visits.device,
      randomized: visits.randomized,
      startTs: epochMs(visits.startTs),
      endTs: epochMs(visits.endTs),
      isVisitor: visits.isVisitor,
      isEngager: visits.isEngager,
      isFqv: visits.isFqv,
      isReturning: visits.isReturning,
      dwellS: visits.dwellS,
      durationS: visits.durationS,
      areaRuns: visits.areaRuns,
    })
    .from(visits)
    .where(and(eq(visits.locationId, locationId), eq(visits.localDate, frame.localDate)));
  const hours = await db
    .select({
      hourStart: epochMs(hourlyRollups.hourStart),
      presenceAvg: hourlyRollups.presenceAvg,
      presenceIdentified: hourlyRollups.presenceIdentified,
      presenceLinked: hourlyRollups.presenceLinked,
      presenceUnlinked: hourlyRollups.presenceUnlinked,
      detections: hourlyRollups.detections,
      gatewaysReporting: hourlyRollups.gatewaysReporting,
    })
    .from(hourlyRollups)
    .where(
      and(eq(hourlyRollups.locationId, locationId), eq(hourlyRollups.localDate, frame.localDate)),
    );
  const byStart = new Map(hours.map((row) => [row.hourStart, row]));
  const rawHours = frame.hourStarts.map((start): RawHourFigures => {
    const { hourStart: _start, ...figures } = byStart.get(start) ?? { hourStart: start };
    return { ...NO_RAW_FIGURES, ...figures };
  });
  return { kind: 'visits', visits: stored satisfies VisitRecord[], rawHours };
}

/**
 * Intervals [start, end) overlapping the day, in milliseconds. A show's walk-bys include its
 * booths' counting gateways (everyone seen in the show); door counts stay each place's own doors.
 */
async function loadCounts(db: Database, location: LocationInputs, frame: DayFrame) {
  const locationId = location.id;
  const counters = [locationId, ...location.boothIds];
  const start = new Date(frame.hourStarts[0] ?? frame.dayEnd);
  const end = new Date(frame.dayEnd);
  // An interval table's [start, end) in milliseconds, and whether it overlaps the day.
  const interval = (table: typeof doorCounts | typeof gatewayCounts) => ({
    start: epochMs(table.startTs),
    end: epochMs(table.endTs),
  });
  const overlapsDay = (table: typeof doorCounts | typeof gatewayCounts) =>
    and(lt(table.startTs, end), gt(table.endTs, start));
  const doors = await db
    .select({ ...interval(doorCounts), in: doorCounts.countIn, out: doorCounts.countOut })
    .from(doorCounts)
    .where(and(eq(doorCounts.locationId, locationId), overlapsDay(doorCounts)));
  const counted = await db
    .select({ ...interval(gatewayCounts), count: gatewayCounts.count })
    .from(gatewayCounts)
    .where(and(inArray(gatewayCounts.locationId, counters), overlapsDay(gatewayCounts)));
  return { doors, counted };
}

export async function loadDayInput(
  db: Database,
  location: LocationInputs,
  localDate: string,
  now: number,
): Promise<DayInput> {
  const frame = dayFrame(localDate, location.timeZone, location.businessHours);
  const detections = await loadDetections(db, [location.id], frame);
  // Past the show's own retention its stored visits stand, whatever its booths still keep.
  const expired =
    detections.length === 0 &&
    frame.dayEnd <= retentionCutoff(now, location.timeZone, location.retentionDays);
  const wifi = expired
    ? await loadStoredWifi(db, location.id, frame)
    : await loadRawWifi(
        db,
        location.id,
        frame,
        detections,
        await loadDetections(db, location.boothIds, frame),
      );
  const { doors, counted } = await loadCounts(db, location, frame);
  return {
    frame,
    definitions: location.definitions,
    sensors: location.sensors,
    areas: location.areas,
    boothSensors: location.boothSensors,
    doorCounts: doors,
    presenceWeight: location.presenceWeight,
    gatewayCounts: counted,
    wifi,
  };
}
