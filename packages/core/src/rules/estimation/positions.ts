// Device positions for heatmaps (docs/product.md section 11): one position per device per window
// (default 10 s). Each device's detections are cut into 2 s slices; each slice gives a fix (the
// 1/d^2 weighted centroid of the gateways that heard it, refined against the path-loss model);
// the fixes are filtered over time (Kalman + backward smoothing, bounded walking speed), which is
// where most of the accuracy comes from; the window's position is the filtered track at the
// middle of the window. Per-gateway RSSI offsets are learnt from the batch itself first.
import {
  clampToBounds,
  gatewayDistance,
  modelRssi,
  refineFix,
  weightedCentroid,
  type Bounds,
  type GatewayReading,
  type PathLossParams,
} from './position-fix';
import { gatewayOffsets } from './position-gateway-offsets';
import { positionAt, smoothTrack, type TimedFix } from './position-track';

export interface PositionDetection {
  /** Epoch ms. */
  ts: number;
  device: string;
  gatewayId: string;
  rssi: number;
}
/** Gateway position on the floor plan (metres); z is its mounting height when known. */
export interface GatewayPlacement {
  id: string;
  x: number;
  y: number;
  z?: number;
}
/** Location definitions `tx_power` (RSSI at 1 m, dBm) and `path_loss_exponent`. */
export type PathLossModel = PathLossParams;
/** ts is the window start (epoch ms, a multiple of windowMs); x, y is the middle of the window. */
export interface EstimatedPosition {
  device: string;
  ts: number;
  x: number;
  y: number;
}
export interface PositionOptions {
  windowMs?: number;
  /** Learn per-gateway RSSI offsets from the detections themselves (default true). */
  calibrateGateways?: boolean;
}

export const POSITION_WINDOW_MS = 10_000;
/** Slice for one fix: short enough to follow a walker, long enough to hear several gateways. */
export const POSITION_SLICE_MS = 2_000;
/** A device unheard this long starts a new track: its earlier velocity says nothing any more. */
export const POSITION_TRACK_GAP_MS = 60_000;
/** Positions may lie this far outside the gateways' bounding box (gateways hang on walls). */
const BOUNDS_MARGIN_M = 1;

/** A detection joined to its gateway's placement. */
interface Heard {
  ts: number;
  rssi: number;
  gatewayId: string;
  gateway: GatewayPlacement;
}

interface Segment {
  heard: Heard[];
  track: TimedFix[];
  windows: number[];
}

function windowLength(options: PositionOptions): number {
  const windowMs = options.windowMs ?? POSITION_WINDOW_MS;
  if (!Number.isFinite(windowMs) || windowMs <= 0) throw new RangeError('windowMs must be > 0');
  return windowMs;
}

/** Each device's usable detections (known gateway, finite values), sorted by time. */
function byDevice(
  detections: readonly PositionDetection[],
  gateways: readonly GatewayPlacement[],
): Map<string, Heard[]> {
  const placements = new Map(gateways.map((gateway) => [gateway.id, gateway]));
  const devices = new Map<string, Heard[]>();
  for (const { ts, device, gatewayId, rssi } of detections) {
    const gateway = placements.get(gatewayId);
    if (!gateway || !Number.isFinite(ts) || !Number.isFinite(rssi)) continue;
    const list = devices.get(device) ?? [];
    list.push({ ts, rssi, gatewayId, gateway });
    devices.set(device, list);
  }
  for (const list of devices.values()) list.sort((a, b) => a.ts - b.ts);
  return new Map([...devices].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function boundsOf(gateways: readonly GatewayPlacement[]): Bounds {
  return {
    minX: Math.min(...gateways.map((g) => g.x)) - BOUNDS_MARGIN_M,
    minY: Math.min(...gateways.map((g) => g.y)) - BOUNDS_MARGIN_M,
    maxX: Math.max(...gateways.map((g) => g.x)) + BOUNDS_MARGIN_M,
    maxY: Math.max(...gateways.map((g) => g.y)) + BOUNDS_MARGIN_M,
  };
}

const windowOf = (ts: number, windowMs: number) => Math.floor(ts / windowMs) * windowMs;

/** Consecutive runs of detections sharing floor(ts / length), with that key. */
function groupRuns(heard: readonly Heard[], length: number): { key: number; run: Heard[] }[] {
  const runs: { key: number; run: Heard[] }[] = [];
  for (const detection of heard) {
    const key = Math.floor(detection.ts / length);
    const last = runs[runs.length - 1];
    if (last && last.key === key) last.run.push(detection);
    else runs.push({ key, run: [detection] });
  }
  return runs;
}

/** Mean offset-corrected RSSI and count per gateway over some detections. */
function readings(heard: readonly Heard[], offsets: ReadonlyMap<string, number>): GatewayReading[] {
  const sums = new Map<string, GatewayReading>();
  for (const { gatewayId, gateway, rssi } of heard) {
    const entry = sums.get(gatewayId) ?? { gateway, rssi: 0, count: 0 };
    entry.rssi += rssi - (offsets.get(gatewayId) ?? 0);
    entry.count += 1;
    sums.set(gatewayId, entry);
  }
  return [...sums.values()].map((entry) => ({ ...entry, rssi: entry.rssi / entry.count }));
}

interface TrackContext {
  model: PathLossModel;
  bounds: Bounds;
  offsets: ReadonlyMap<string, number>;
  windowMs: number;
}

/** One device's filtered tracks (split at long silences) and the windows each one covers. */
function trackDevice(heard: readonly Heard[], ctx: TrackContext): Segment[] {
  const sliceMs = Math.min(POSITION_SLICE_MS, ctx.windowMs);
  const segments: { heard: Heard[]; fixes: TimedFix[]; windows: number[] }[] = [];
  let lastTs = Number.NEGATIVE_INFINITY;
  for (const { run } of groupRuns(heard, sliceMs)) {
    const sliceReadings = readings(run, ctx.offsets);
    const centroid = weightedCentroid(sliceReadings, ctx.model);
    if (!centroid) continue;
    const firstTs = run.reduce((min, d) => Math.min(min, d.ts), Number.POSITIVE_INFINITY);
    let segment = segments[segments.length - 1];
    // Split only between windows, so every window belongs to one track.
    const newWindow = windowOf(firstTs, ctx.windowMs) !== windowOf(lastTs, ctx.windowMs);
    if (!segment || (firstTs - lastTs > POSITION_TRACK_GAP_MS && newWindow)) {
      segment = { heard: [], fixes: [], windows: [] };
      segments.push(segment);
    }
    const fix = refineFix(centroid, sliceReadings, ctx.model, ctx.bounds);
    const meanTs = run.reduce((sum, d) => sum + d.ts, 0) / run.length;
    segment.fixes.push({ t: meanTs / 1000, x: fix.x, y: fix.y });
    for (const detection of run) {
      const window = windowOf(detection.ts, ctx.windowMs);
      if (segment.windows[segment.windows.length - 1] !== window) segment.windows.push(window);
      segment.heard.push(detection);
      lastTs = detection.ts;
    }
  }
  return segments.map(({ heard, fixes, windows }) => ({
    heard,
    track: smoothTrack(fixes),
    windows,
  }));
}

/** Readings the offsets are learnt from at most: a gateway's bias shows in a sample, and a full
 * second tracking pass over a busy day would double the pipeline's cost for no better offsets. */
export const OFFSET_SAMPLE_READINGS = 40_000;

/** Offsets from a first pass without offsets: residuals at the estimated positions, over an
 * evenly spread sample of devices (every k-th) when the day is large. */
function learnOffsets(
  devices: ReadonlyMap<string, Heard[]>,
  ctx: TrackContext,
): Map<string, number> {
  const residuals = new Map<string, number[]>();
  let total = 0;
  for (const heard of devices.values()) total += heard.length;
  const stride = Math.max(1, Math.ceil(total / OFFSET_SAMPLE_READINGS));
  let index = 0;
  for (const heard of devices.values()) {
    index += 1;
    if ((index - 1) % stride !== 0) continue;
    for (const segment of trackDevice(heard, ctx)) {
      for (const { ts, gatewayId, gateway, rssi } of segment.heard) {
        const at = positionAt(segment.track, ts / 1000);
        const residual = rssi - modelRssi(gatewayDistance(at, gateway), ctx.model);
        const list = residuals.get(gatewayId) ?? [];
        list.push(residual);
        residuals.set(gatewayId, list);
      }
    }
  }
  return gatewayOffsets(residuals);
}

/** Filtered positions: one per device per window in which it was heard, by device then ts. */
export function estimatePositions(
  detections: readonly PositionDetection[],
  gateways: readonly GatewayPlacement[],
  model: PathLossModel,
  options: PositionOptions = {},
): EstimatedPosition[] {
  const windowMs = windowLength(options);
  const devices = byDevice(detections, gateways);
  if (devices.size === 0) return [];
  const base = { model, bounds: boundsOf(gateways), windowMs };
  const calibrate = options.calibrateGateways ?? true;
  const offsets = calibrate ? learnOffsets(devices, { ...base, offsets: new Map() }) : new Map();
  const positions: EstimatedPosition[] = [];
  for (const [device, heard] of devices) {
    for (const { track, windows } of trackDevice(heard, { ...base, offsets })) {
      for (const ts of windows) {
        const at = clampToBounds(positionAt(track, (ts + windowMs / 2) / 1000), base.bounds);
        positions.push({ device, ts, x: at.x, y: at.y });
      }
    }
  }
  return positions;
}

/** The unfiltered baseline: per device and window, the 1/d^2 weighted centroid of mean RSSIs. */
export function estimateCentroidPositions(
  detections: readonly PositionDetection[],
  gateways: readonly GatewayPlacement[],
  model: PathLossModel,
  options: Pick<PositionOptions, 'windowMs'> = {},
): EstimatedPosition[] {
  const windowMs = windowLength(options);
  const positions: EstimatedPosition[] = [];
  for (const [device, heard] of byDevice(detections, gateways)) {
    for (const { key, run } of groupRuns(heard, windowMs)) {
      const at = weightedCentroid(readings(run, new Map()), model);
      if (at) positions.push({ device, ts: key * windowMs, x: at.x, y: at.y });
    }
  }
  return positions;
}
