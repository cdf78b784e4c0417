// One location-day of raw data -> visits and every hourly rollup row (docs/product.md section 11;
// refinements in docs/metrics.md). Pure: the worker loads the inputs and writes the output in one
// transaction. A day whose raw detections are past retention is rebuilt from its stored visits:
// Wi-Fi counts come from them, the raw-only figures (presence, detections, gateways, heatmap)
// are carried over unchanged, door counts and counting-gateway aggregates are recomputed.
// A show's visits are sessionised from its own and its booths' detections together, so a person
// seen at a booth is a visitor of the show too; its gateway figures stay its own gateways'.
import {
  estimatePositions,
  presenceComponents,
  presencePeople,
  type AreaOutline,
  type EstimatedPosition,
} from '@footfall/core';
import { AREA_WINDOW_MS } from './stages/areas';
import { gatewayHours } from './stages/connectivity';
import { countingGatewayHours } from './stages/counting-gateways';
import type { DayFrame } from './stages/day-frame';
import { doorCounterHours, type DoorCountInterval } from './stages/door-counter';
import {
  heatmapCells,
  placedGatewaysByPlan,
  positionInputs,
  type HeatmapCell,
} from './stages/heatmap';
import { hourIndex } from './stages/hours';
import { isKept } from './stages/sessions';
import { sessioniseDay } from './stages/sessionise-day';
import type {
  Heartbeat,
  PipelineDefinitions,
  RawDetection,
  SensorPlacement,
  VisitRecord,
} from './stages/types';
import {
  rollupVisits,
  type AreaHour,
  type TransitionHour,
  type WifiHour,
} from './stages/visit-rollups';
import { areaAttribution, indexPositions } from './stages/window-areas';

export const PRESENCE_BUCKET_MS = 5 * 60_000;
/** Positions and area windows share one window (docs/area-attribution.md). */
export const POSITION_WINDOW_MS = AREA_WINDOW_MS;

/** The figures of an hour that only raw detections and heartbeats can give. */
export interface RawHourFigures {
  presenceAvg: number;
  /** presenceAvg's parts before weighting (core's presenceComponents, hour means). */
  presenceIdentified: number;
  presenceLinked: number;
  presenceUnlinked: number;
  detections: number;
  gatewaysReporting: number;
}

export const NO_RAW_FIGURES: RawHourFigures = {
  presenceAvg: 0,
  presenceIdentified: 0,
  presenceLinked: 0,
  presenceUnlinked: 0,
  detections: 0,
  gatewaysReporting: 0,
};

interface PresenceSums {
  people: number;
  identified: number;
  linked: number;
  unlinked: number;
  buckets: number;
}

export type WifiSource =
  | {
      kind: 'raw';
      detections: readonly RawDetection[];
      /** A show's booths' detections of the day (absent for any other location). */
      boothDetections?: readonly RawDetection[];
      heartbeats: readonly Heartbeat[];
      /** Non-randomized devices that were visitors on an earlier day within 30 days. */
      earlierVisitors: ReadonlySet<string>;
    }
  | {
      kind: 'visits';
      visits: readonly VisitRecord[];
      /** Aligned with frame.hourStarts (zeros where no row was stored). */
      rawHours: readonly RawHourFigures[];
    };

export interface DayInput {
  frame: DayFrame;
  definitions: PipelineDefinitions;
  sensors: readonly SensorPlacement[];
  /** The location's areas with their outlines (area attribution). */
  areas: readonly AreaOutline[];
  /** A show's booths' gateways (area: the booth's outline on the show's plan, if any). */
  boothSensors?: readonly SensorPlacement[];
  doorCounts: readonly DoorCountInterval[];
  /** The location's calibrated presence weight (people per unlinked randomized presence);
   * null or absent: core's default. */
  presenceWeight?: number | null;
  gatewayCounts: readonly { start: number; end: number; count: number }[];
  wifi: WifiSource;
}

/** An hour's rollup row: the Wi-Fi figures of its visits, the raw-only ones and the door's. */
export interface HourlyRow extends RawHourFigures, WifiHour {
  hourStart: number;
  localDate: string;
  localHour: number;
  weekday: number;
  inBusinessHours: boolean;
  walkIns: number;
  walkOuts: number;
  occupancyMax: number;
  occupancyAvg: number;
  doorIntervals: number;
}

export interface GatewayHourRow {
  sensorId: number;
  hour: number;
  detections: number;
  heartbeats: number;
  minutesSeen: number;
}

export interface DayOutput {
  /** 'visits': visits, heatmap and gateway rows are kept as stored and not part of the output. */
  kind: 'raw' | 'visits';
  visits: VisitRecord[];
  hourly: HourlyRow[];
  areaHourly: AreaHour[];
  transitionHourly: TransitionHour[];
  heatmapHourly: HeatmapCell[];
  gatewayHourly: GatewayHourRow[];
}

interface RawDerived {
  visits: VisitRecord[];
  rawHours: RawHourFigures[];
  heatmap: HeatmapCell[];
  gateways: GatewayHourRow[];
}

function fromRaw(input: DayInput, wifi: Extract<WifiSource, { kind: 'raw' }>): RawDerived {
  const { frame, definitions, sensors } = input;
  const { hourStarts, dayEnd } = frame;
  const range = { start: hourStarts[0] ?? dayEnd, end: dayEnd };
  const inRange = (d: RawDetection) => d.ts >= range.start && d.ts < range.end;
  const inDay = wifi.detections.filter(inRange);
  const booths = (wifi.boothDetections ?? []).filter(inRange);
  // Everyone seen in the show, booths included: visits and presence. The stages sort by time.
  const inShow = booths.length === 0 ? inDay : inDay.concat(booths);
  const kept = inShow.filter((d) => isKept(d.rssi, definitions.ignore_rssi));
  const showSensors = input.boothSensors?.length ? sensors.concat(input.boothSensors) : sensors;

  // Positions first: the heatmap counts them and area attribution reads them, one set for both.
  // Only gateways placed on the location's own plans take part (booth gateways are not placed).
  const heatmap: HeatmapCell[] = [];
  const planPositions: { floorPlanId: number; positions: EstimatedPosition[] }[] = [];
  const model = { txPower: definitions.tx_power, pathLossExponent: definitions.path_loss_exponent };
  for (const [floorPlanId, gatewaysOnPlan] of placedGatewaysByPlan(sensors)) {
    const heard = positionInputs(kept, gatewaysOnPlan);
    if (heard.length === 0) continue;
    const positions = estimatePositions(heard, gatewaysOnPlan, model, {
      windowMs: POSITION_WINDOW_MS,
    });
    planPositions.push({ floorPlanId, positions });
    heatmap.push(...heatmapCells(positions, hourStarts, dayEnd, floorPlanId));
  }
  const attribution = areaAttribution(input.areas, indexPositions(planPositions));
  const visits = sessioniseDay(
    kept,
    range,
    definitions,
    showSensors,
    wifi.earlierVisitors,
    attribution,
  );

  const rawHours = hourStarts.map((): RawHourFigures => ({ ...NO_RAW_FIGURES }));
  const presenceSums = hourStarts.map((): PresenceSums => ({
    people: 0,
    identified: 0,
    linked: 0,
    unlinked: 0,
    buckets: 0,
  }));
  for (const detection of inDay) {
    const row = rawHours[hourIndex(hourStarts, detection.ts)];
    if (row) row.detections++;
  }
  // Presence per 5-minute bucket, weighted with the location's calibrated weight; the parts are
  // kept per hour too (what the next calibration fits on).
  const parts = presenceComponents(kept, range, {
    bucketMs: PRESENCE_BUCKET_MS,
    visitorRssi: definitions.visitor_rssi,
  });
  for (const bucket of parts) {
    const hour = hourIndex(hourStarts, bucket.start);
    const people = presencePeople(bucket, input.presenceWeight ?? null);
    if (hour < 0 || bucket.start >= dayEnd || !Number.isFinite(people)) continue;
    const sums = presenceSums[hour] as PresenceSums;
    sums.people += people;
    sums.identified += bucket.identified;
    sums.linked += bucket.linkedRandomized;
    sums.unlinked += bucket.unlinkedRandomized;
    sums.buckets += 1;
  }

  const gateways: GatewayHourRow[] = [];
  for (const [sensorId, hours] of gatewayHours(inDay, wifi.heartbeats, hourStarts, dayEnd)) {
    hours.forEach((figures, hour) => {
      gateways.push({ sensorId, hour, ...figures });
      const row = rawHours[hour];
      if (row && (figures.detections > 0 || figures.heartbeats > 0)) row.gatewaysReporting++;
    });
  }
  rawHours.forEach((row, hour) => {
    const sums = presenceSums[hour] as PresenceSums;
    const mean = (sum: number) => (sums.buckets > 0 ? sum / sums.buckets : 0);
    row.presenceAvg = mean(sums.people);
    row.presenceIdentified = mean(sums.identified);
    row.presenceLinked = mean(sums.linked);
    row.presenceUnlinked = mean(sums.unlinked);
  });
  return { visits, rawHours, heatmap, gateways };
}

export function processDay(input: DayInput): DayOutput {
  const { frame, wifi } = input;
  const { hourStarts, dayEnd } = frame;
  const raw = wifi.kind === 'raw' ? fromRaw(input, wifi) : null;
  const visits = raw ? raw.visits : wifi.kind === 'visits' ? wifi.visits : [];
  const rawHours = raw ? raw.rawHours : wifi.kind === 'visits' ? wifi.rawHours : [];
  const wifiRollups = rollupVisits(visits, hourStarts);
  const doors = doorCounterHours(input.doorCounts, hourStarts, dayEnd, frame.openAt);
  const counted = countingGatewayHours(input.gatewayCounts, hourStarts, dayEnd);

  const hourly = hourStarts.map((hourStart, hour): HourlyRow => {
    const wifiHour = wifiRollups.hours[hour];
    const rawHour = rawHours[hour];
    return {
      hourStart,
      localDate: frame.localDate,
      localHour: frame.localHours[hour] ?? 0,
      weekday: frame.weekday,
      inBusinessHours: frame.inBusinessHours[hour] ?? false,
      walkBys: (wifiHour?.walkBys ?? 0) + (counted[hour] ?? 0),
      visitors: wifiHour?.visitors ?? 0,
      engagers: wifiHour?.engagers ?? 0,
      fqv: wifiHour?.fqv ?? 0,
      returningVisitors: wifiHour?.returningVisitors ?? 0,
      randomizedVisitors: wifiHour?.randomizedVisitors ?? 0,
      dwellSSum: wifiHour?.dwellSSum ?? 0,
      durationSSum: wifiHour?.durationSSum ?? 0,
      walkIns: doors.walkIns[hour] ?? 0,
      walkOuts: doors.walkOuts[hour] ?? 0,
      occupancyMax: doors.occupancyMax[hour] ?? 0,
      occupancyAvg: doors.occupancyAvg[hour] ?? 0,
      doorIntervals: doors.intervals[hour] ?? 0,
      ...NO_RAW_FIGURES,
      ...rawHour,
    };
  });
  return {
    kind: wifi.kind,
    visits: raw ? raw.visits : [],
    hourly,
    areaHourly: wifiRollups.areas,
    transitionHourly: wifiRollups.transitions,
    heatmapHourly: raw ? raw.heatmap : [],
    gatewayHourly: raw ? raw.gateways : [],
  };
}
