// After the pipeline rewrites days of a location, its calibration is fitted again over the last
// CALIBRATION_WINDOW_DAYS complete local days (yesterday and before): the capture ratio from the
// stored Wi-Fi visitors and walk-ins, and the presence weight from the stored presence parts and
// door occupancy. Neither input depends on the calibration itself, so refitting is stable.
import {
  CALIBRATION_WINDOW_DAYS,
  LINKED_RANDOMIZED_WEIGHT,
  addDays,
  fitCaptureRatio,
  fitPresenceWeight,
  localDateOf,
  type CaptureRatioFit,
  type DateRange,
} from '@footfall/core';
import type { AppContext } from '../app-context';
import type { Database } from '../db/client';
import type { LocationInputs } from '../pipeline/location-inputs';
import {
  hasDirtyDaysBefore,
  readCalibrationDays,
  readPresenceCalibrationHours,
  applyPresenceWeight,
  saveCalibration,
} from './calibration-store';

/** A refitted presence weight this close to the one in use changes nothing (no reprocessing:
 * a twentieth of a person per 100 randomized presences). */
export const PRESENCE_WEIGHT_TOLERANCE = 0.02;

function calibrationWindow(timeZone: string, now: Date): DateRange {
  const end = addDays(localDateOf(now.getTime(), timeZone), -1);
  return { start: addDays(end, -(CALIBRATION_WINDOW_DAYS - 1)), end };
}

export async function refreshCalibration(
  db: Database,
  location: { id: number; timeZone: string },
  now: Date,
): Promise<CaptureRatioFit | null> {
  const days = calibrationWindow(location.timeZone, now);
  const fit = fitCaptureRatio(await readCalibrationDays(db, location.id, days));
  await saveCalibration(db, location.id, fit, now);
  return fit;
}

/**
 * Refits the location's presence weight once its backfill is done (no dirty day before
 * yesterday: a fit on part of the history would move again). A weight that moved beyond
 * PRESENCE_WEIGHT_TOLERANCE (or appeared, or went) is stored and applied to the location's whole
 * history from the stored presence parts (calibration-store.ts applyPresenceWeight); the days
 * the pipeline writes next read it with their inputs. Returns whether it moved.
 */
export async function refreshPresenceWeight(
  ctx: AppContext,
  location: LocationInputs,
): Promise<boolean> {
  const now = ctx.now();
  const days = calibrationWindow(location.timeZone, now);
  if (await hasDirtyDaysBefore(ctx.db, location.id, days.end)) return false;
  const hours = await readPresenceCalibrationHours(ctx.db, location.id, days);
  const fit = fitPresenceWeight(hours, LINKED_RANDOMIZED_WEIGHT);
  const current = location.presenceWeight;
  const moved =
    fit === null || current === null
      ? (fit === null) !== (current === null)
      : Math.abs(fit.weight - current) > PRESENCE_WEIGHT_TOLERANCE;
  if (!moved) return false;
  await applyPresenceWeight(ctx.db, location.id, fit, now);
  return true;
}
