// After the pipeline rewrites days of a location, its calibration is fitted again over the last
// CALIBRATION_WINDOW_DAYS complete local days (yesterday and before). Inputs are the stored Wi-Fi
// visitors and walk-ins, which the calibration itself never changes, so refitting is stable.
import {
  CALIBRATION_WINDOW_DAYS,
  addDays,
  fitCaptureRatio,
  localDateOf,
  type CaptureRatioFit,
} from '@footfall/core';
import type { Database } from '../db/client';
import { readCalibrationDays, saveCalibration } from './calibration-store';

export async function refreshCalibration(
  db: Database,
  location: { id: number; timeZone: string },
  now: Date,
): Promise<CaptureRatioFit | null> {
  const yesterday = addDays(localDateOf(now.getTime(), location.timeZone), -1);
  const from = addDays(yesterday, -(CALIBRATION_WINDOW_DAYS - 1));
  const days = await readCalibrationDays(db, location.id, from, yesterday);
  const fit = fitCaptureRatio(days);
  await saveCalibration(db, location.id, fit, now);
  return fit;
}
