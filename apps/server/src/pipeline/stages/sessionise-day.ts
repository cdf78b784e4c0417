// One local day's detections -> visits. Sorted once (by time, then grouped by device with a
// counting sort, which keeps each device's detections in time order) into typed columns, then
// walked device by device: sessions, inside span, area runs, classes.
import { isVisitorSession } from '@footfall/core';
import { areaRuns, type AreaRun } from './areas';
import { classifySession } from './classify';
import { isKept, sessionSpan, splitSessions } from './sessions';
import { areaOfWindowFor, GATEWAY_AREAS_ONLY, type AreaAttribution } from './window-areas';
import {
  MS_PER_MINUTE,
  type PipelineDefinitions,
  type RawDetection,
  type SensorPlacement,
  type VisitRecord,
} from './types';

interface DeviceColumns {
  names: string[];
  randomized: Uint8Array;
  /** Detections of device d are [offsets[d], offsets[d + 1]) of the columns. */
  offsets: Int32Array;
  ts: Float64Array;
  rssi: Int16Array;
  sensor: Int32Array;
}

/** Kept detections of [dayStart, dayEnd), grouped by device and time-ordered within a device. */
export function deviceColumns(
  detections: readonly RawDetection[],
  dayStart: number,
  dayEnd: number,
  ignoreRssi: number,
): DeviceColumns {
  const ids = new Map<string, number>();
  const names: string[] = [];
  const kept: number[] = [];
  const deviceOf = new Int32Array(detections.length);
  let sorted = true;
  let previousTs = -Infinity;
  for (let i = 0; i < detections.length; i++) {
    const detection = detections[i] as RawDetection;
    if (!isKept(detection.rssi, ignoreRssi)) continue;
    if (!(detection.ts >= dayStart && detection.ts < dayEnd)) continue;
    let id = ids.get(detection.device);
    if (id === undefined) {
      id = names.length;
      ids.set(detection.device, id);
      names.push(detection.device);
    }
    deviceOf[i] = id;
    if (detection.ts < previousTs) sorted = false;
    previousTs = detection.ts;
    kept.push(i);
  }
  const order = Uint32Array.from(kept);
  if (!sorted)
    order.sort((a, b) => (detections[a] as RawDetection).ts - (detections[b] as RawDetection).ts);

  const offsets = new Int32Array(names.length + 1);
  for (const i of order) {
    const slot = (deviceOf[i] as number) + 1;
    offsets[slot] = (offsets[slot] as number) + 1;
  }
  for (let d = 0; d < names.length; d++)
    offsets[d + 1] = (offsets[d + 1] as number) + (offsets[d] as number);
  const next = offsets.slice(0, names.length);
  const ts = new Float64Array(order.length);
  const rssi = new Int16Array(order.length);
  const sensor = new Int32Array(order.length);
  const randomized = new Uint8Array(names.length);
  for (const i of order) {
    const detection = detections[i] as RawDetection;
    const device = deviceOf[i] as number;
    const at = next[device] as number;
    next[device] = at + 1;
    ts[at] = detection.ts;
    rssi[at] = detection.rssi;
    sensor[at] = detection.sensorId;
    if (detection.randomized) randomized[device] = 1;
  }
  return { names, randomized, offsets, ts, rssi, sensor };
}

export function sessioniseDay(
  detections: readonly RawDetection[],
  range: { start: number; end: number },
  definitions: PipelineDefinitions,
  sensors: readonly SensorPlacement[],
  earlierVisitors: ReadonlySet<string>,
  attribution: AreaAttribution = GATEWAY_AREAS_ONLY,
): VisitRecord[] {
  const columns = deviceColumns(detections, range.start, range.end, definitions.ignore_rssi);
  const sensorById = new Map(sensors.map((sensor) => [sensor.id, sensor]));
  const gapMs = definitions.visit_gap_minutes * MS_PER_MINUTE;
  const visits: VisitRecord[] = [];
  const { ts, rssi, sensor, offsets } = columns;
  for (let device = 0; device < columns.names.length; device++) {
    const identity = {
      device: columns.names[device] as string,
      randomized: columns.randomized[device] === 1,
    };
    const bounds = splitSessions(
      ts,
      offsets[device] as number,
      offsets[device + 1] as number,
      gapMs,
    );
    for (let k = 0; k + 1 < bounds.length; k++) {
      const from = bounds[k] as number;
      const to = bounds[k + 1] as number;
      const span = sessionSpan(ts, rssi, from, to, definitions.visitor_rssi);
      // Area runs only matter for visitors: skip the window walk for everyone else.
      const mayVisit =
        !Number.isNaN(span.firstInside) &&
        isVisitorSession(
          (span.lastInside - span.firstInside) / MS_PER_MINUTE,
          definitions.min_visit_minutes,
        );
      const runs: AreaRun[] = mayVisit
        ? areaRuns(
            ts,
            rssi,
            sensor,
            from,
            to,
            definitions.visitor_rssi,
            areaOfWindowFor(attribution, sensorById, identity.device),
          )
        : [];
      visits.push(classifySession(identity, span, runs, definitions, earlierVisitors));
    }
  }
  return visits;
}
