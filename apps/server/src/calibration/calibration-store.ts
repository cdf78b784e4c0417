// The location_calibrations table: a location's own fit, and the fits of the calibrated locations
// of the same type in its corporation (what a location without door counters borrows).
import type { CaptureRatioFit } from '@footfall/core';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { dailyRollups, locationCalibrations, locations } from '../db/schema';

type CalibrationRow = typeof locationCalibrations.$inferSelect;

const fitOf = (row: CalibrationRow): CaptureRatioFit => ({
  captureRatio: row.captureRatio,
  band: row.band,
  residualSd: row.residualSd,
  daysUsed: row.daysUsed,
  fromDate: row.fromDate,
  toDate: row.toDate,
});

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
  location: { id: number; corporationId: number; type: string },
): Promise<CalibrationsAround> {
  const rows = await db
    .select({ calibration: locationCalibrations })
    .from(locationCalibrations)
    .innerJoin(locations, eq(locations.id, locationCalibrations.locationId))
    .where(
      and(eq(locations.corporationId, location.corporationId), eq(locations.type, location.type)),
    );
  const own = rows.find((row) => row.calibration.locationId === location.id)?.calibration;
  return {
    own: own ? fitOf(own) : null,
    fittedAt: own?.fittedAt ?? null,
    similar: rows
      .filter((row) => row.calibration.locationId !== location.id)
      .map((row) => fitOf(row.calibration)),
  };
}

/** A location's Wi-Fi visitors and walk-ins per local day, from..to inclusive. */
export async function readCalibrationDays(
  db: Database,
  locationId: number,
  fromDate: string,
  toDate: string,
) {
  return db
    .select({
      date: dailyRollups.localDate,
      visitors: dailyRollups.visitors,
      walkIns: dailyRollups.walkIns,
    })
    .from(dailyRollups)
    .where(
      and(
        eq(dailyRollups.locationId, locationId),
        gte(dailyRollups.localDate, fromDate),
        lte(dailyRollups.localDate, toDate),
      ),
    );
}

/** Stores the location's fit (null: it has none, any earlier one goes). */
export async function saveCalibration(
  db: Database,
  locationId: number,
  fit: CaptureRatioFit | null,
  fittedAt: Date,
): Promise<void> {
  if (!fit) {
    await db.delete(locationCalibrations).where(eq(locationCalibrations.locationId, locationId));
    return;
  }
  const values = { ...fit, fittedAt };
  await db
    .insert(locationCalibrations)
    .values({ locationId, ...values })
    .onConflictDoUpdate({ target: locationCalibrations.locationId, set: values });
}

/** Own calibrations of the given locations (the reports' "About these figures"). */
export async function readOwnCalibrations(db: Database, locationIds: readonly number[]) {
  if (locationIds.length === 0) return new Map<number, CaptureRatioFit>();
  const rows = await db
    .select()
    .from(locationCalibrations)
    .where(inArray(locationCalibrations.locationId, [...locationIds]));
  return new Map(rows.map((row) => [row.locationId, fitOf(row)]));
}
