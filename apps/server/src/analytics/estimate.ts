// The `estimate` of a foot-traffic answer: what the location's Wi-Fi visitor counts rest on (its
// own door-counter calibration, its similar locations', or none) and their band, by core's
// resolveEstimate. Every surface that shows a band reads it from here.
import {
  estimateFromSummary,
  resolveEstimate,
  type Estimate,
  type LocationType,
} from '@footfall/core';
import type { Database } from '../db/client';
import { readCalibrationsAround } from '../calibration/calibration-store';

export async function estimateOf(
  db: Database,
  location: { id: number; corporationId: number; type: LocationType },
): Promise<Estimate> {
  const { own, similar } = await readCalibrationsAround(db, location);
  return estimateFromSummary(resolveEstimate(own, similar));
}
