// Shapes the pure pipeline stages share. Instants are epoch milliseconds; nothing here touches the
// database, so every stage can be tested on hand-made detections.

/** One probe heard by one gateway, as stored in raw_detections. */
export interface RawDetection {
  sensorId: number;
  ts: number;
  device: string;
  rssi: number;
  randomized: boolean;
  /** 802.11 sequence number where the gateway reported one (presence links randomized ids). */
  seqNum?: number | null;
}

export interface Heartbeat {
  sensorId: number;
  ts: number;
}

/** A gateway of the location: its area (area dwell) and its place on a floor plan (heatmaps). */
export interface SensorPlacement {
  id: number;
  areaId: number | null;
  floorPlanId: number | null;
  /** Metres on the floor plan; null until placed. */
  x: number | null;
  y: number | null;
  /** Mounting height, metres. */
  z: number | null;
}

/** The per-location definitions the stages read (docs/product.md section 11). */
export interface PipelineDefinitions {
  visit_gap_minutes: number;
  visitor_rssi: number;
  ignore_rssi: number;
  min_visit_minutes: number;
  engager_minutes: number;
  fqv_minutes: number;
  engager_areas: number;
  tx_power: number;
  path_loss_exponent: number;
}

/** A session, as stored in `visits` (walk-bys included, with is_visitor false). */
export interface VisitRecord {
  device: string;
  randomized: boolean;
  startTs: number;
  endTs: number;
  isVisitor: boolean;
  isEngager: boolean;
  isFqv: boolean;
  isReturning: boolean;
  /** First to last inside detection, seconds (0 for walk-bys). */
  dwellS: number;
  /** First to last detection, seconds. */
  durationS: number;
  /** Contiguous area runs in visiting order (visitors only). */
  areaRuns: { area_id: number; seconds: number }[];
}

export const MS_PER_MINUTE = 60_000;
