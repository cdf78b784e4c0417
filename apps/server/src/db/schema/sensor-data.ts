// Sensor data (raw, kept raw_retention_days), the pipeline's work queue, visits and the hourly
// rollups every analytics endpoint reads. Fact tables carry location_id as their first key
// (so they can be distributed or partitioned by it: docs/operations.md, "Production topology").
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import {
  bigSerialId,
  factLocation,
  hourStart,
  instant,
  interval,
  localDate,
  ownedBy,
} from './columns';
import { locations } from './organisation';

/** Every accepted ingest batch: replaying a batch_id changes nothing. Keyed by location first
 * (Citus: the distribution column leads every key); the batch_id index finds an id another
 * location already used (ingest/batch-store.ts). */
export const ingestBatches = pgTable(
  'ingest_batches',
  {
    batchId: text('batch_id').notNull(),
    locationId: ownedBy('location_id', () => locations.id),
    /** detections | door-counts | counts | heartbeat */
    kind: text('kind').notNull(),
    itemCount: integer('item_count').notNull(),
    receivedAt: instant('received_at').notNull(),
    /** The way in: api | meraki | mqtt (settings show when each last brought data). */
    source: text('source').notNull().default('api'),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.batchId] }),
    index('ingest_batches_batch_idx').on(t.batchId),
    index('ingest_batches_location_source').on(t.locationId, t.source, t.receivedAt),
  ],
);

/** One probe/advertisement heard by one gateway. Device ids arrive hashed; never a raw MAC. */
export const rawDetections = pgTable(
  'raw_detections',
  {
    locationId: factLocation(),
    sensorId: integer('sensor_id').notNull(),
    ts: instant('ts').notNull(),
    device: text('device').notNull(),
    rssi: smallint('rssi').notNull(),
    randomized: boolean('randomized').notNull(),
    /** The frame's 802.11 sequence number where the gateway reports it: links a phone's
     * rotating randomized addresses (presence estimates). */
    seqNum: integer('seq_num'),
  },
  (t) => [index('raw_detections_location_ts_idx').on(t.locationId, t.ts)],
);

/** Door counter intervals; a re-sent interval replaces the earlier one (tag, start), at the
 * tag's current location (ingest/sensor-data-writes.ts). The (tag, start) index finds a re-sent
 * interval stored at a location the tag has left. */
export const doorCounts = pgTable(
  'door_counts',
  {
    locationId: factLocation(),
    tagId: integer('tag_id').notNull(),
    ...interval(),
    countIn: integer('count_in').notNull(),
    countOut: integer('count_out').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.tagId, t.startTs] }),
    index('door_counts_tag_start_idx').on(t.tagId, t.startTs),
    index('door_counts_location_start_idx').on(t.locationId, t.startTs),
  ],
);

/** Aggregates from counting gateways (passers-by per interval, e.g. city pedestrian counters);
 * a re-sent interval replaces the earlier one like door counts do. */
export const gatewayCounts = pgTable(
  'gateway_counts',
  {
    locationId: factLocation(),
    sensorId: integer('sensor_id').notNull(),
    ...interval(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.sensorId, t.startTs] }),
    index('gateway_counts_sensor_start_idx').on(t.sensorId, t.startTs),
    index('gateway_counts_location_start_idx').on(t.locationId, t.startTs),
  ],
);

/** Gateway heartbeats (connectivity and uptime); kept as long as raw detections. Keyed per
 * location: a beat is a sign of life at the location it was sent to. */
export const gatewayHeartbeats = pgTable(
  'gateway_heartbeats',
  {
    locationId: factLocation(),
    sensorId: integer('sensor_id').notNull(),
    ts: instant('ts').notNull(),
    uptimeS: integer('uptime_s').notNull(),
    firmware: text('firmware'),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.sensorId, t.ts] }),
    index('gateway_heartbeats_location_ts_idx').on(t.locationId, t.ts),
  ],
);

/** Local days (YYYY-MM-DD in the location's time zone) whose rollups must be recomputed. */
export const pipelineDirtyDays = pgTable(
  'pipeline_dirty_days',
  {
    locationId: ownedBy('location_id', () => locations.id),
    localDate: localDate(),
    /** When data for the day last arrived: the day waits until it settles. */
    markedAt: instant('marked_at').notNull(),
    /** When the day became dirty (or was last processed while data kept coming): a day that
     * never settles is still processed once this is old enough (worker.ts, maxWaitMs). */
    firstMarkedAt: instant('first_marked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.localDate] })],
);

/** A device's session at a location (kept after its raw detections expire). */
export const visits = pgTable(
  'visits',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    locationId: factLocation(),
    localDate: localDate(),
    device: text('device').notNull(),
    randomized: boolean('randomized').notNull(),
    ...interval(),
    isVisitor: boolean('is_visitor').notNull(),
    isEngager: boolean('is_engager').notNull(),
    isFqv: boolean('is_fqv').notNull(),
    isReturning: boolean('is_returning').notNull(),
    /** First to last inside detection, seconds (0 for walk-bys). */
    dwellS: integer('dwell_s').notNull(),
    /** First to last detection of the session, seconds. */
    durationS: integer('duration_s').notNull(),
    /** [{ area_id, seconds }] in visiting order (contiguous runs). */
    areaRuns: jsonb('area_runs').$type<{ area_id: number; seconds: number }[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.id] }),
    index('visits_location_date_idx').on(t.locationId, t.localDate),
    index('visits_location_device_idx').on(t.locationId, t.device),
  ],
);

/** Per location and hour (UTC hour start; local date/hour/weekday for grouping). */
export const hourlyRollups = pgTable(
  'hourly_rollups',
  {
    locationId: factLocation(),
    hourStart: hourStart(),
    localDate: localDate(),
    localHour: smallint('local_hour').notNull(),
    /** 0 = Monday ... 6 = Sunday. */
    weekday: smallint('weekday').notNull(),
    inBusinessHours: boolean('in_business_hours').notNull(),
    walkBys: integer('walk_bys').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    engagers: integer('engagers').notNull().default(0),
    fqv: integer('fqv').notNull().default(0),
    returningVisitors: integer('returning_visitors').notNull().default(0),
    randomizedVisitors: integer('randomized_visitors').notNull().default(0),
    dwellSSum: bigint('dwell_s_sum', { mode: 'number' }).notNull().default(0),
    durationSSum: bigint('duration_s_sum', { mode: 'number' }).notNull().default(0),
    walkIns: integer('walk_ins').notNull().default(0),
    walkOuts: integer('walk_outs').notNull().default(0),
    /** Highest door-counter occupancy in the hour. */
    occupancyMax: integer('occupancy_max').notNull().default(0),
    /** Door-counter intervals that start in the hour: the door answers' coverage (an interval of
     * zero walk-ins is data too). */
    doorIntervals: integer('door_intervals').notNull().default(0),
    /** Mean people present by Wi-Fi (5-minute estimates). */
    presenceAvg: doublePrecision('presence_avg').notNull().default(0),
    /** The same estimate's parts before weighting (core's presenceComponents, mean of the
     * hour's buckets): what a location's presence weight is calibrated on. */
    presenceIdentified: doublePrecision('presence_identified').notNull().default(0),
    presenceLinked: doublePrecision('presence_linked').notNull().default(0),
    presenceUnlinked: doublePrecision('presence_unlinked').notNull().default(0),
    /** Mean door-counter occupancy over the hour's samples (0 without door data). */
    occupancyAvg: doublePrecision('occupancy_avg').notNull().default(0),
    detections: integer('detections').notNull().default(0),
    gatewaysReporting: integer('gateways_reporting').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.hourStart] })],
);

export const areaHourlyRollups = pgTable(
  'area_hourly_rollups',
  {
    locationId: factLocation(),
    hourStart: hourStart(),
    areaId: integer('area_id').notNull(),
    localDate: localDate(),
    visitors: integer('visitors').notNull(),
    dwellSSum: bigint('dwell_s_sum', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.hourStart, t.areaId] })],
);

export const transitionHourlyRollups = pgTable(
  'transition_hourly_rollups',
  {
    locationId: factLocation(),
    hourStart: hourStart(),
    fromAreaId: integer('from_area_id').notNull(),
    toAreaId: integer('to_area_id').notNull(),
    localDate: localDate(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.hourStart, t.fromAreaId, t.toAreaId] })],
);

/** Position counts per floor plan grid cell (cell_x, cell_y in cells of cell_m metres). */
export const heatmapHourlyRollups = pgTable(
  'heatmap_hourly_rollups',
  {
    locationId: factLocation(),
    hourStart: hourStart(),
    floorPlanId: integer('floor_plan_id').notNull(),
    cellX: integer('cell_x').notNull(),
    cellY: integer('cell_y').notNull(),
    localDate: localDate(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.hourStart, t.floorPlanId, t.cellX, t.cellY] })],
);

/** Per gateway and hour: what it reported (connectivity, uptime, data completeness). */
export const gatewayHourlyRollups = pgTable(
  'gateway_hourly_rollups',
  {
    locationId: factLocation(),
    sensorId: integer('sensor_id').notNull(),
    hourStart: hourStart(),
    localDate: localDate(),
    detections: integer('detections').notNull(),
    heartbeats: integer('heartbeats').notNull(),
    /** Minutes of the hour with a heartbeat or a detection (0-60). */
    minutesSeen: smallint('minutes_seen').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.sensorId, t.hourStart] })],
);

/**
 * One row per location and local day, derived from that day's hourly_rollups and
 * gateway_hourly_rollups (rebuilt with them, see analytics/daily-rollups.ts), so day, week and
 * month answers read 365 rows a year instead of 8,760.
 */
export const dailyRollups = pgTable(
  'daily_rollups',
  {
    locationId: factLocation(),
    localDate: localDate(),
    /** 0 = Monday ... 6 = Sunday. */
    weekday: smallint('weekday').notNull(),
    /** hourly_rollups rows of the day (0: only gateway data). */
    hourRows: integer('hour_rows').notNull(),
    walkBys: bigint('walk_bys', { mode: 'number' }).notNull(),
    visitors: bigint('visitors', { mode: 'number' }).notNull(),
    engagers: bigint('engagers', { mode: 'number' }).notNull(),
    fqv: bigint('fqv', { mode: 'number' }).notNull(),
    returningVisitors: bigint('returning_visitors', { mode: 'number' }).notNull(),
    randomizedVisitors: bigint('randomized_visitors', { mode: 'number' }).notNull(),
    dwellSSum: bigint('dwell_s_sum', { mode: 'number' }).notNull(),
    durationSSum: bigint('duration_s_sum', { mode: 'number' }).notNull(),
    walkIns: bigint('walk_ins', { mode: 'number' }).notNull(),
    walkOuts: bigint('walk_outs', { mode: 'number' }).notNull(),
    occupancyMax: integer('occupancy_max'),
    /** Sum of the hours' presence_avg (divided by hour_rows gives their mean). */
    presenceSum: doublePrecision('presence_sum').notNull(),
    /** Visitors per local hour 0-23 (null: no hourly row), for the busiest-hours grid. */
    visitorsByHour: integer('visitors_by_hour').array().notNull(),
    /** Hours of the day with data from at least one gateway. */
    hoursWithData: integer('hours_with_data').notNull(),
    /** Gateways (sensor ids) that reported that day. */
    gatewayIds: integer('gateway_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.localDate] })],
);

/** Events the pipeline raised (gateway offline, door counter silent, low traffic). */
export const pipelineEvents = pgTable(
  'pipeline_events',
  {
    id: bigSerialId(),
    locationId: ownedBy('location_id', () => locations.id),
    kind: text('kind').notNull(),
    subject: text('subject'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    raisedAt: instant('raised_at').notNull(),
    deliveredAt: instant('delivered_at'),
  },
  (t) => [index('pipeline_events_location_idx').on(t.locationId, t.raisedAt)],
);
