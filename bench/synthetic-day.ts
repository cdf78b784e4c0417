// A synthetic but realistic location-day of Wi-Fi probes for the pipeline benchmarks: a store of
// 40 x 25 m with six gateways (three areas), visitors who wander inside for a few minutes to an
// hour (some leave and come back around visit_gap, some phones sleep for 12-18 minutes), and
// passers-by on the street in front whose probes are heard weaker. RSSI follows a log-distance
// path-loss model with noise, so detections spread on both sides of visitor_rssi and ignore_rssi.
import type {
  Heartbeat,
  RawDetection,
  SensorPlacement,
} from '../apps/server/src/pipeline/stages/types';
import { gaussian, hexId, uniform, type Random } from './prng';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const PLAN = { width: 40, depth: 25 };
/** A phone's probe at 1 m and the path-loss exponent of a furnished shop. */
const PHONE_TX_DBM = -45;
const PATH_LOSS_EXPONENT = 2.2;
const RSSI_NOISE_DB = 4;
/** Weaker than this a gateway does not hear the probe at all. */
const HEARING_LIMIT_DBM = -95;
/** A gateway misses a probe it could hear (radio contention). */
const PROBE_LOSS = 0.3;
const GATEWAY_HEIGHT_M = 3;

/**
 * Six gateways (ids `ids`) on a 3 x 2 grid, one area per column, on floor plan `floorPlanId`; with
 * a null floor plan they are unplaced and without areas (positions only exist here, then).
 */
export function syntheticGateways(
  ids: readonly number[],
  floorPlanId: number | null,
): SensorPlacement[] {
  if (ids.length !== 6) throw new Error('The synthetic store has six gateways');
  return ids.map((id, i) => {
    const column = Math.floor(i / 2);
    const placed = floorPlanId !== null;
    return {
      id,
      areaId: placed ? (ids[0] as number) * 10 + column : null,
      floorPlanId,
      x: 7 + column * 13,
      y: 6 + (i % 2) * 13,
      z: placed ? GATEWAY_HEIGHT_M : null,
    };
  });
}

interface Device {
  id: string;
  randomized: boolean;
}

class DayWriter {
  readonly detections: RawDetection[] = [];
  constructor(
    private readonly random: Random,
    private readonly gateways: readonly SensorPlacement[],
  ) {}

  /** One probe at (x, y): a detection per gateway that hears it. */
  probe(device: Device, ts: number, x: number, y: number): void {
    for (const gateway of this.gateways) {
      if (this.random() < PROBE_LOSS) continue;
      // The generator always knows where the gateways are, placed on a floor plan or not.
      const dx = x - (gateway.x ?? 0);
      const dy = y - (gateway.y ?? 0);
      const distance = Math.max(1, Math.hypot(dx, dy, GATEWAY_HEIGHT_M - 1.2));
      const rssi = Math.round(
        PHONE_TX_DBM -
          10 * PATH_LOSS_EXPONENT * Math.log10(distance) +
          RSSI_NOISE_DB * gaussian(this.random),
      );
      if (rssi < HEARING_LIMIT_DBM) continue;
      this.detections.push({
        sensorId: gateway.id,
        ts: Math.round(ts),
        device: device.id,
        rssi,
        randomized: device.randomized,
      });
    }
  }
}

/** Minutes of wandering inside: many short visits, a long tail up to about an hour. */
function visitMinutes(random: Random): number {
  return 2 + 55 * random() ** 2;
}

function visit(writer: DayWriter, random: Random, device: Device, arrival: number): number {
  const end = arrival + visitMinutes(random) * MINUTE_MS;
  const probeEveryMs = uniform(random, 10_000, 60_000);
  let target = { x: uniform(random, 2, PLAN.width - 2), y: uniform(random, 2, PLAN.depth - 2) };
  let nextMove = arrival + uniform(random, 2, 8) * MINUTE_MS;
  let ts = arrival;
  while (ts < end) {
    if (ts >= nextMove) {
      target = { x: uniform(random, 2, PLAN.width - 2), y: uniform(random, 2, PLAN.depth - 2) };
      nextMove = ts + uniform(random, 2, 8) * MINUTE_MS;
    }
    writer.probe(device, ts, target.x + 1.5 * gaussian(random), target.y + 1.5 * gaussian(random));
    // A sleeping phone goes quiet for about visit_gap: some sessions split, some do not.
    ts +=
      random() < 0.01
        ? uniform(random, 12, 18) * MINUTE_MS
        : probeEveryMs * uniform(random, 0.7, 1.3);
  }
  return ts;
}

function walkBy(writer: DayWriter, random: Random, device: Device, arrival: number): void {
  const end = arrival + uniform(random, 0.5, 4) * MINUTE_MS;
  const probeEveryMs = uniform(random, 10_000, 45_000);
  const street = uniform(random, -25, -10);
  const speed = uniform(random, 0.8, 1.6) * (random() < 0.5 ? 1 : -1);
  const startX = speed > 0 ? -30 : PLAN.width + 30;
  for (let ts = arrival; ts < end; ts += probeEveryMs * uniform(random, 0.7, 1.3)) {
    writer.probe(device, ts, startX + (speed * (ts - arrival)) / 1000, street);
  }
}

/** Arrivals between 08:00 and 21:00 local, busier in the afternoon. */
function arrivalOf(random: Random, dayStart: number): number {
  const hour = 8 + 13 * Math.sqrt(random());
  return dayStart + hour * HOUR_MS;
}

export interface SyntheticDay {
  detections: RawDetection[];
  heartbeats: Heartbeat[];
  /** Ids of regulars seen as visitors on earlier days (the returning-visitor input). */
  earlierVisitors: Set<string>;
}

/**
 * About `targetDetections` detections of the local day starting at `dayStart` (one third of the
 * devices visit, two thirds walk by; 40 % randomized ids), sorted by time as the worker loads them.
 */
export function syntheticDay(
  random: Random,
  gateways: readonly SensorPlacement[],
  dayStart: number,
  targetDetections: number,
): SyntheticDay {
  const writer = new DayWriter(random, gateways);
  const regulars = Array.from({ length: 300 }, () => hexId(random, 24));
  while (writer.detections.length < targetDetections) {
    const randomized = random() < 0.4;
    const regular = !randomized && random() < 0.15;
    const device = {
      id: regular
        ? (regulars[Math.floor(random() * regulars.length)] as string)
        : hexId(random, 24),
      randomized,
    };
    const arrival = arrivalOf(random, dayStart);
    if (random() < 1 / 3) {
      const left = visit(writer, random, device, arrival);
      // Some come back after a break close to visit_gap (15 min): a second session or not.
      if (random() < 0.2) visit(writer, random, device, left + uniform(random, 10, 25) * MINUTE_MS);
    } else {
      walkBy(writer, random, device, arrival);
    }
  }
  const heartbeats: Heartbeat[] = [];
  for (const gateway of gateways)
    for (let ts = dayStart; ts < dayStart + 24 * HOUR_MS; ts += MINUTE_MS)
      heartbeats.push({ sensorId: gateway.id, ts });
  const detections = writer.detections.sort((a, b) => a.ts - b.ts);
  return { detections, heartbeats, earlierVisitors: new Set(regulars.slice(0, 150)) };
}
