// A registry row as the API shows a sensor (core's sensorSchema).
import { parseServiceList, sensorStatus, type Sensor } from '@footfall/core';
import type { sensors } from '../db/schema';

export type SensorRow = typeof sensors.$inferSelect;

const idOrNull = (id: number | null) => (id === null ? null : String(id));

export function toApiSensor(row: SensorRow, now: Date): Sensor {
  return {
    id: String(row.id),
    serial: row.serial,
    name: row.name,
    location_id: idOrNull(row.locationId),
    services: parseServiceList(row.services),
    area_id: idOrNull(row.areaId),
    floor_plan_id: idOrNull(row.floorPlanId),
    x_m: row.xM,
    y_m: row.yM,
    height_cm: row.heightCm,
    status: sensorStatus(row.lastSeenAt, now),
    last_seen_at: row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
  };
}
