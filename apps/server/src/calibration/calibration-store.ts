// The location_calibrations table: a location's own fit, and the fits of the calibrated locations
// of the same type in its corporation (what a location without door counters borrows).
import {
  LINKED_RANDOMIZED_WEIGHT,
  UNLINKED_RANDOMIZED_WEIGHT,
  type CaptureRatioFit,
  type DateRange,
  type LocationType,
  type PresenceWeightFit,
} from '@footfall/core';
import { and, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { anyRow } from '../db/one-row';
import { hourlyRollups, locationCalibrations, locations, pipelineDirtyDays } from '../db/schema';

type CalibrationRow = typeof locationCalibrations.$inferSelect;

/** The row's capture-ratio fit, when it has one (a row may hold only a presence weight). */
const fitOf = (row: CalibrationRow): CaptureRatioFit | null =>
  row.captureRatio === null ||
  row.band === null ||
  row.residualSd === null ||
  row.daysUsed === null ||
  row.fromDate === null ||
  row.toDate === null
    ? null
    : {
        captureRatio: row.captureRatio,
        band: row.band,
        residualSd: row.residualSd,
        daysUsed: row.daysUsed,
        fromDate: row.fromDate,
        toDate: row.toDate,
      };

export interface CalibrationsAround {
  own: CaptureRatioFit | null;
  /** The location's own fit's time, when it has one. */
  fittedAt: Date | null;
  /** Calibrated locations of the same type in the corporation, the location itself excluded. */
  similar: CaptureRatioFit[];
}

/** The location's own calibration and those of its similar locations, in one statement. */
export async function readCalibrationsAround(
  db: Database,
  location: { id: number; corporationId: number; type: LocationType },
): Promise<CalibrationsAround> {
  const rows = await db
    .select({ calibration: locationCalibrations })
    .from(locationCalibrations)
    .innerJoin(locations, eq(locations.id, locationCalibrations.locationId))
    .where(
      and(eq(locations.corporationId, location.corporationId), eq(locations.type, location.type)),
    );
  const ownRow = rows.find((row) => row.calibration.locationId === location.id)?.calibration;
  const own = ownRow ? fitOf(ownRow) : null;
  return {
    own,
    fittedAt: own ? (ownRow?.fittedAt ?? null) : null,
    similar: rows
      .filter((row) => row.calibration.locationId !== location.id)
      .map((row) => fitOf(row.calibration))
      .filter((fit): fit is CaptureRatioFit => fit !== null),
  };
}

/** The location's hourly rollups of the local days start..end inclusive. */
const hoursBetween = (locationId: number, days: DateRange) =>
  and(
    eq(hourlyRollups.locationId, locationId),
    gte(hourlyRollups.localDate, days.start),
    lte(hourlyRollups.localDate, days.end),
  );

/**
 * A location's Wi-Fi visitors and walk-ins per local day of `days`, and whether a
 * gateway reported in every hour in which the door counted someone (a day with a Wi-Fi gap while
 * people came in would pull the ratio down).
 */
export async function readCalibrationDays(db: Database, locationId: number, days: DateRange) {
  return db
    .select({
      date: hourlyRollups.localDate,
      visitors: sql<number>`sum(${hourlyRollups.visitors})::float8`,
      walkIns: sql<number>`sum(${hourlyRollups.walkIns})::float8`,
      wifiCovered: sql<boolean>`bool_and(${hourlyRollups.gatewaysReporting} > 0 or ${hourlyRollups.walkIns} = 0)`,
    })
    .from(hourlyRollups)
    .where(hoursBetween(locationId, days))
    .groupBy(hourlyRollups.localDate);
}

const NO_CAPTURE_FIT = {
  captureRatio: null,
  band: null,
  residualSd: null,
  daysUsed: null,
  fromDate: null,
  toDate: null,
};

/** Stores the location's capture-ratio fit (null: it has none; any earlier one goes). An
 * unchanged fit keeps its row as it is, so fitted_at says when the fit last changed. */
export async function saveCalibration(
  db: Database,
  locationId: number,
  fit: CaptureRatioFit | null,
  fittedAt: Date,
): Promise<void> {
  const values = { ...(fit ?? NO_CAPTURE_FIT), fittedAt };
  const c = locationCalibrations;
  await db
    .insert(c)
    .values({ locationId, ...values })
    .onConflictDoUpdate({
      target: c.locationId,
      set: values,
      setWhere: sql`(${c.captureRatio}, ${c.band}, ${c.residualSd}, ${c.daysUsed}, ${c.fromDate}, ${c.toDate})
        is distinct from (excluded.capture_ratio, excluded.band, excluded.residual_sd,
          excluded.days_used, excluded.from_date, excluded.to_date)`,
    });
}

/** The presence weight the location's days are estimated with (null: core's default). */
export async function readPresenceWeight(db: Database, locationId: number) {
  const [row] = await db
    .select({ weight: locationCalibrations.presenceWeight })
    .from(locationCalibrations)
    .where(eq(locationCalibrations.locationId, locationId));
  return row?.weight ?? null;
}

/** Stores the presence weight the location's days are to be estimated with (null: default). */
async function savePresenceWeight(
  db: Pick<Database, 'insert'>,
  locationId: number,
  fit: PresenceWeightFit | null,
  fittedAt: Date,
): Promise<void> {
  const values = {
    presenceWeight: fit?.weight ?? null,
    presenceHours: fit?.hoursUsed ?? null,
    fittedAt,
  };
  await db
    .insert(locationCalibrations)
    .values({ locationId, ...values })
    .onConflictDoUpdate({ target: locationCalibrations.locationId, set: values });
}

/** A location's hours with door-counter data in `days`: Wi-Fi presence parts and the door's
 * mean occupancy (what core's fitPresenceWeight fits on). */
export async function readPresenceCalibrationHours(
  db: Database,
  locationId: number,
  days: DateRange,
) {
  return db
    .select({
      identified: hourlyRollups.presenceIdentified,
      linkedRandomized: hourlyRollups.presenceLinked,
      unlinkedRandomized: hourlyRollups.presenceUnlinked,
      occupancy: hourlyRollups.occupancyAvg,
    })
    .from(hourlyRollups)
    .where(and(hoursBetween(locationId, days), gt(hourlyRollups.doorIntervals, 0)));
}

/** Whether the location still has dirty days before `date` waiting for the pipeline. */
export async function hasDirtyDaysBefore(db: Database, locationId: number, date: string) {
  return anyRow(
    db,
    pipelineDirtyDays,
    and(eq(pipelineDirtyDays.locationId, locationId), lt(pipelineDirtyDays.localDate, date)),
  );
}

/**
 * Stores the location's presence weight and applies it to its whole history in one transaction:
 * an hour's presence is linear in its stored parts (identified + linked weight x linked + weight
 * x unlinked), so no day needs sessionising again, even past raw retention. Hours stored before
 * the parts were kept (presence but no parts) keep their figure until the pipeline rewrites them.
 */
export async function applyPresenceWeight(
  db: Database,
  locationId: number,
  fit: PresenceWeightFit | null,
  fittedAt: Date,
): Promise<void> {
  const weight = fit?.weight ?? UNLINKED_RANDOMIZED_WEIGHT;
  const h = hourlyRollups;
  await db.transaction(async (tx) => {
    await savePresenceWeight(tx, locationId, fit, fittedAt);
    await tx
      .update(h)
      .set({
        presenceAvg: sql`${h.presenceIdentified} + ${LINKED_RANDOMIZED_WEIGHT} * ${h.presenceLinked} + ${weight} * ${h.presenceUnlinked}`,
      })
      .where(
        and(
          eq(h.locationId, locationId),
          sql`(${h.presenceIdentified} + ${h.presenceLinked} + ${h.presenceUnlinked} > 0 or ${h.presenceAvg} = 0)`,
        ),
      );
    await tx.execute(sql`
      update daily_rollups d set presence_sum = coalesce((
        select sum(h.presence_avg) from hourly_rollups h
        where h.location_id = d.location_id and h.local_date = d.local_date), 0)
      where d.location_id = ${locationId}`);
  });
}
