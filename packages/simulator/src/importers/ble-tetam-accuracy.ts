// Scoring window positions against the BLE dataset's ground truth, and the leave-one-track-out
// procedure: the path-loss model is fitted on the other tracks, never on the one being scored.
import type {
  EstimatedPosition,
  GatewayPlacement,
  PathLossModel,
  PositionDetection,
} from '@footfall/core';
import type { TetamDataset, TruthSample } from './ble-tetam';
import { fitPathLossModel, rangeSamples, type PathLossFit } from './path-loss-fit';

export type PositionEstimator = (
  detections: readonly PositionDetection[],
  gateways: readonly GatewayPlacement[],
  model: PathLossModel,
  options: { windowMs: number },
) => EstimatedPosition[];

export interface PositionErrors {
  /** Against the position of the window containing the sample (what a heatmap counts). */
  window: number[];
  /** Against positions interpolated between window middles (the track the positions describe). */
  interpolated: number[];
}

/** Errors (m) at every ground-truth sample of one device's estimated positions. */
export function positionErrors(
  positions: readonly EstimatedPosition[],
  truth: readonly TruthSample[],
  windowMs: number,
): PositionErrors {
  const sorted = [...positions].sort((a, b) => a.ts - b.ts);
  const byWindow = new Map(sorted.map((p) => [p.ts, p]));
  const errors: PositionErrors = { window: [], interpolated: [] };
  for (const sample of truth) {
    const own = byWindow.get(Math.floor(sample.ts / windowMs) * windowMs);
    if (!own) continue; // the device was not heard in that window: no position to score
    errors.window.push(Math.hypot(own.x - sample.x, own.y - sample.y));
    const at = interpolate(sorted, sample.ts, windowMs);
    errors.interpolated.push(Math.hypot(at.x - sample.x, at.y - sample.y));
  }
  return errors;
}

/** Position at ts on the path through window middles; held before the first, after the last. */
function interpolate(
  sorted: readonly EstimatedPosition[],
  ts: number,
  windowMs: number,
): { x: number; y: number } {
  const middle = (p: EstimatedPosition) => p.ts + windowMs / 2;
  const next = sorted.findIndex((p) => middle(p) >= ts);
  const after = sorted[next];
  const before = next > 0 ? sorted[next - 1] : next === -1 ? sorted[sorted.length - 1] : undefined;
  if (!before || !after) return before ?? after ?? { x: Number.NaN, y: Number.NaN };
  const share = (ts - middle(before)) / (middle(after) - middle(before));
  return { x: before.x + (after.x - before.x) * share, y: before.y + (after.y - before.y) * share };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lo = sorted[Math.floor(rank)];
  const hi = sorted[Math.ceil(rank)];
  if (lo === undefined || hi === undefined) return Number.NaN;
  return lo + (hi - lo) * (rank - Math.floor(rank));
}

export interface HeldOutTrack {
  name: string;
  calibration: PathLossFit;
  errors: PositionErrors;
}

/** Every track scored with a model fitted on all the others (needs at least two tracks). */
export function leaveOneTrackOut(
  dataset: TetamDataset,
  estimate: PositionEstimator,
  windowMs: number,
): HeldOutTrack[] {
  return dataset.tracks.map((track) => {
    const others = dataset.tracks.filter((other) => other !== track);
    const calibration = fitPathLossModel(
      others.flatMap((other) => rangeSamples(other, dataset.gateways)),
    );
    const positions = estimate(track.detections, dataset.gateways, calibration.model, { windowMs });
    return {
      name: track.name,
      calibration,
      errors: positionErrors(positions, track.truth, windowMs),
    };
  });
}
