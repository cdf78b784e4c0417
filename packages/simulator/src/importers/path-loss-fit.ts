// Calibrating a location's path-loss model (definitions `tx_power`, `path_loss_exponent`) from
// readings taken at known distances: least squares of rssi = txPower - 10 n log10(d), then
// brought inside what the location settings accept (integer dBm, exponent within its bounds).
import { DEFINITION_BOUNDS, type PathLossModel } from '@footfall/core';
import type { TetamGateway, TetamTrack } from './ble-tetam';

export interface RangeSample {
  /** Metres between device and gateway. */
  distance: number;
  rssi: number;
}

export interface PathLossFit {
  /** What to store in the location's definitions. */
  model: PathLossModel;
  /** The plain least-squares answer, before the settings' bounds and rounding. */
  unconstrained: PathLossModel;
  /** Residual standard deviation (dB) of the stored model. */
  residualSd: number;
}

/** One sample per detection: the distance from its ground-truth position to the gateway. */
export function rangeSamples(track: TetamTrack, gateways: readonly TetamGateway[]): RangeSample[] {
  const byId = new Map(gateways.map((gateway) => [gateway.id, gateway]));
  const samples: RangeSample[] = [];
  track.detections.forEach((detection, index) => {
    const gateway = byId.get(detection.gatewayId);
    const truth = track.truth[index];
    if (!gateway || !truth) return;
    const distance = Math.hypot(truth.x - gateway.x, truth.y - gateway.y, truth.z - gateway.z);
    samples.push({ distance, rssi: detection.rssi });
  });
  return samples;
}

export function fitPathLossModel(samples: readonly RangeSample[]): PathLossFit {
  const usable = samples.filter((s) => s.distance > 0 && Number.isFinite(s.rssi));
  if (usable.length < 2) throw new Error('fitPathLossModel needs at least 2 samples');
  // rssi = txPower + n * x with x = -10 log10(d).
  const points = usable.map((s) => ({ x: -10 * Math.log10(s.distance), rssi: s.rssi }));
  const meanX = points.reduce((a, p) => a + p.x, 0) / points.length;
  const meanR = points.reduce((a, p) => a + p.rssi, 0) / points.length;
  let sxx = 0;
  let sxr = 0;
  for (const { x, rssi } of points) {
    sxx += (x - meanX) ** 2;
    sxr += (x - meanX) * (rssi - meanR);
  }
  if (sxx === 0) throw new Error('fitPathLossModel needs samples at different distances');
  const exponent = sxr / sxx;
  const bounds = DEFINITION_BOUNDS.path_loss_exponent;
  // With the exponent clamped, the best txPower is the mean of rssi - n x; the setting is integer.
  const pathLossExponent = Math.min(bounds.max, Math.max(bounds.min, exponent));
  const txPower = Math.round(meanR - pathLossExponent * meanX);
  const residuals = points.map((p) => p.rssi - (txPower + pathLossExponent * p.x));
  const residualSd = Math.sqrt(residuals.reduce((a, r) => a + r * r, 0) / residuals.length);
  return {
    model: { txPower, pathLossExponent },
    unconstrained: { txPower: meanR - exponent * meanX, pathLossExponent: exponent },
    residualSd,
  };
}
