// Area dwell (docs/product.md section 11): each 10 s window with an inside detection counts in one
// area, chosen by core's area attribution rule (docs/area-attribution.md: the outline holding
// the device's position in that window, else the strongest gateway's area); contiguous windows
// in one area form a run. A run's dwell is its last minus its first detection, plus the gap to
// the next run's first detection (time walking between areas counts to the area being left), so
// the runs of a session add up to its first-to-last assigned detection.
import { POSITION_WINDOW_MS } from '@footfall/core';

/** The position window: each area window then has exactly the one position the heatmap counts. */
export const AREA_WINDOW_MS = POSITION_WINDOW_MS;

export interface AreaRun {
  areaId: number;
  /** First and last assigned detection of the run. */
  first: number;
  last: number;
  /** Dwell credited to the run, ms. */
  ms: number;
}

/** The area of a window from its strongest gateway and its start (epoch ms), or null/undefined
 * for none (its detections stay unassigned). */
export type AreaOfWindow = (
  strongestSensorId: number,
  windowStart: number,
) => number | null | undefined;

/**
 * Runs of one session's time-ordered detections [from, to). Windows are aligned to the epoch
 * (floor(ts / 10 s)); a tie on RSSI goes to the lower gateway id so results never depend on
 * input order. Windows without an inside detection, or that the rule puts in no area, assign
 * nothing and do not break a run.
 */
export function areaRuns(
  ts: ArrayLike<number>,
  rssi: ArrayLike<number>,
  sensor: ArrayLike<number>,
  from: number,
  to: number,
  visitorRssi: number,
  areaOf: AreaOfWindow,
  windowMs = AREA_WINDOW_MS,
): AreaRun[] {
  const runs: AreaRun[] = [];
  let i = from;
  while (i < to) {
    const window = Math.floor((ts[i] as number) / windowMs);
    let strongestRssi = -Infinity;
    let strongestSensor = 0;
    let firstInside = NaN;
    let lastInside = NaN;
    let j = i;
    for (; j < to && Math.floor((ts[j] as number) / windowMs) === window; j++) {
      const value = rssi[j] as number;
      const gateway = sensor[j] as number;
      if (value > strongestRssi || (value === strongestRssi && gateway < strongestSensor)) {
        strongestRssi = value;
        strongestSensor = gateway;
      }
      if (value >= visitorRssi) {
        if (Number.isNaN(firstInside)) firstInside = ts[j] as number;
        lastInside = ts[j] as number;
      }
    }
    i = j;
    if (Number.isNaN(firstInside)) continue;
    const areaId = areaOf(strongestSensor, window * windowMs);
    if (areaId === null || areaId === undefined) continue;
    const current = runs[runs.length - 1];
    if (current && current.areaId === areaId) current.last = lastInside;
    else runs.push({ areaId, first: firstInside, last: lastInside, ms: 0 });
  }
  for (let k = 0; k < runs.length; k++) {
    const run = runs[k] as AreaRun;
    const next = runs[k + 1];
    run.ms = (next ? next.first : run.last) - run.first;
  }
  return runs;
}

/** Transitions between consecutive distinct areas of a session, in order. */
export function transitions(runs: readonly { areaId: number }[]): [from: number, to: number][] {
  const moves: [number, number][] = [];
  for (let k = 1; k < runs.length; k++) {
    const from = (runs[k - 1] as { areaId: number }).areaId;
    const to = (runs[k] as { areaId: number }).areaId;
    if (from !== to) moves.push([from, to]);
  }
  return moves;
}
