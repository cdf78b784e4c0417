// A registry row as the API shows a sensor (core's sensorSchema).
import { parseServiceList, sensorStatus, type Sensor } from '@footfall/core';
import type { sensors } from '../db/schema';
import { idOut, idOutOrNull } from '../db/ids';

export type SensorRow = typeof sensors.$inferSelect;

export function toApiSensor(row: SensorRow, now: Date): Sensor {
  return {
    id: idOut(row.id),
    serial: row.serial,
    name: row.name,
    location_id: idOutOrNull(row.locationId),
    services: parseServiceList(row.services),
    area_id: idOutOrNull(row.areaId),
    floor_plan_id: idOutOrNull(row.floorPlanId),
    x_m: row.xM,
    y_m: row.yM,
    height_cm: row.heightCm,
    status: sensorStatus(row.lastSeenAt, now),
    last_seen_at: row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
  };
}
