// One position fix from the gateways that heard a device in a short time slice: the weighted
// centroid of docs/product.md section 11, then a bounded refinement against the log-distance
// path-loss model so fixes are not all pulled towards the middle of the gateways.

export interface PathLossParams {
  /** RSSI at 1 m (dBm). */
  txPower: number;
  pathLossExponent: number;
}

export interface PlacedGateway {
  x: number;
  y: number;
  /** Height above the floor (m), when known. */
  z?: number;
}

/** What one gateway heard of a device within a slice: mean RSSI (offset-corrected) and count. */
export interface GatewayReading {
  gateway: PlacedGateway;
  rssi: number;
  count: number;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface Point2 {
  x: number;
  y: number;
}

/** Phones and badges are carried at about chest or pocket height. */
export const DEVICE_HEIGHT_M = 1.2;
/** Distances below this are not resolvable by RSSI; also keeps the model finite. */
const MIN_DISTANCE_M = 0.5;
/** How far the model fit may move a fix from its centroid: it corrects the centroid's pull to
 * the middle (a few metres) but must not chase a noisy reading across the room. */
export const REFINE_RADIUS_M = 3;
const REFINE_ITERATIONS = 10;

/** Expected RSSI at a distance: txPower - 10 n log10(d). */
export function modelRssi(distance: number, model: PathLossParams): number {
  return (
    model.txPower - 10 * model.pathLossExponent * Math.log10(Math.max(distance, MIN_DISTANCE_M))
  );
}

/** 3-D distance from a floor point at device height to a gateway (flat when its height is unknown). */
export function gatewayDistance(point: Point2, gateway: PlacedGateway): number {
  const dz = gateway.z === undefined ? 0 : gateway.z - DEVICE_HEIGHT_M;
  return Math.hypot(point.x - gateway.x, point.y - gateway.y, dz);
}

/**
 * Weighted centroid with weights 1/d^2 (d from the model). 1/d^2 follows received power, so a
 * gateway 2x closer counts 4x; 1/d is too flat (fixes collapse to the middle) and 1/d^3 or
 * steeper lets one noisy reading decide. Computed in the log domain relative to the strongest
 * reading so it cannot overflow; txPower cancels out, only the exponent shapes the weights.
 */
export function weightedCentroid(
  readings: readonly GatewayReading[],
  model: PathLossParams,
): Point2 | null {
  if (readings.length === 0) return null;
  const strongest = Math.max(...readings.map((reading) => reading.rssi));
  let sumW = 0;
  let sumX = 0;
  let sumY = 0;
  for (const { gateway, rssi } of readings) {
    const weight = 10 ** ((rssi - strongest) / (5 * model.pathLossExponent));
    sumW += weight;
    sumX += weight * gateway.x;
    sumY += weight * gateway.y;
  }
  return { x: sumX / sumW, y: sumY / sumW };
}

export const clampToBounds = (point: Point2, bounds: Bounds): Point2 => ({
  x: Math.min(bounds.maxX, Math.max(bounds.minX, point.x)),
  y: Math.min(bounds.maxY, Math.max(bounds.minY, point.y)),
});

/** Sum over gateways of count * (rssi - expected rssi)^2: the model misfit at a point. */
function misfit(point: Point2, readings: readonly GatewayReading[], model: PathLossParams): number {
  let cost = 0;
  for (const { gateway, rssi, count } of readings) {
    const residual = rssi - modelRssi(gatewayDistance(point, gateway), model);
    cost += count * residual * residual;
  }
  return cost;
}

/** Keeps a candidate within the refinement radius of the centroid and inside the bounds. */
function constrain(candidate: Point2, centroid: Point2, bounds: Bounds): Point2 {
  const dx = candidate.x - centroid.x;
  const dy = candidate.y - centroid.y;
  const length = Math.hypot(dx, dy);
  const scale = length > REFINE_RADIUS_M ? REFINE_RADIUS_M / length : 1;
  return clampToBounds({ x: centroid.x + dx * scale, y: centroid.y + dy * scale }, bounds);
}

/**
 * Levenberg-Marquardt on the model misfit, started at the centroid. Needs 3 gateways (with fewer
 * the position is not determined by distances) and only accepts steps that lower the misfit.
 */
export function refineFix(
  centroid: Point2,
  readings: readonly GatewayReading[],
  model: PathLossParams,
  bounds: Bounds,
): Point2 {
  if (readings.length < 3) return centroid;
  const slope = (10 * model.pathLossExponent) / Math.LN10;
  let point = centroid;
  let cost = misfit(point, readings, model);
  let damping = 1;
  for (let iteration = 0; iteration < REFINE_ITERATIONS; iteration++) {
    // Normal equations of the residuals r = rssi - model(d); dr/dp = slope * (p - g) / d^2.
    let a = 0;
    let b = 0;
    let c = 0;
    let gx = 0;
    let gy = 0;
    for (const { gateway, rssi, count } of readings) {
      const distance = Math.max(gatewayDistance(point, gateway), MIN_DISTANCE_M);
      const residual = rssi - modelRssi(distance, model);
      const jx = (slope * (point.x - gateway.x)) / (distance * distance);
      const jy = (slope * (point.y - gateway.y)) / (distance * distance);
      a += count * jx * jx;
      b += count * jx * jy;
      c += count * jy * jy;
      gx += count * jx * residual;
      gy += count * jy * residual;
    }
    let improved = false;
    while (damping < 1e6) {
      const da = a * (1 + damping) + 1e-9;
      const dc = c * (1 + damping) + 1e-9;
      const det = da * dc - b * b;
      const candidate = constrain(
        { x: point.x - (dc * gx - b * gy) / det, y: point.y - (da * gy - b * gx) / det },
        centroid,
        bounds,
      );
      const candidateCost = misfit(candidate, readings, model);
      if (candidateCost < cost) {
        point = candidate;
        cost = candidateCost;
        damping = Math.max(damping / 3, 1e-3);
        improved = true;
        break;
      }
      damping *= 4;
    }
    if (!improved) break;
  }
  return point;
}
