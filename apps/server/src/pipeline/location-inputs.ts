// What the worker reads once per location: its time zone, definitions, business hours and
// gateways (area, floor plan, position) and areas (outlines, for area attribution).
import type { AreaOutline, BusinessHours } from '@footfall/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { areas, locations, sensors } from '../db/schema';
import { readBusinessHours } from '../setup/business-hours-store';
import { readDefinitions } from '../setup/definitions-routes';
import type { PipelineDefinitions, SensorPlacement } from './stages/types';

export interface LocationInputs {
  id: number;
  timeZone: string;
  definitions: PipelineDefinitions;
  retentionDays: number;
  businessHours: BusinessHours;
  sensors: SensorPlacement[];
  areas: AreaOutline[];
}

export async function loadLocationInputs(
  db: Database,
  locationId: number,
): Promise<LocationInputs | null> {
  const [location] = await db
    .select({ id: locations.id, timeZone: locations.timezone })
    .from(locations)
    .where(eq(locations.id, locationId))
    .limit(1);
  if (!location) return null;
  const definitions = await readDefinitions(db, locationId);
  const gateways = await db
    .select({
      id: sensors.id,
      areaId: sensors.areaId,
      floorPlanId: sensors.floorPlanId,
      x: sensors.xM,
      y: sensors.yM,
      heightCm: sensors.heightCm,
    })
    .from(sensors)
    .where(eq(sensors.locationId, locationId));
  const outlines = await db
    .select({ id: areas.id, floorPlanId: areas.floorPlanId, polygon: areas.polygon })
    .from(areas)
    .where(eq(areas.locationId, locationId));
  return {
    id: location.id,
    timeZone: location.timeZone,
    definitions,
    retentionDays: definitions.raw_retention_days,
    businessHours: await readBusinessHours(db, locationId),
    sensors: gateways.map(({ heightCm, ...gateway }) => ({
      ...gateway,
      z: heightCm === null ? null : heightCm / 100,
    })),
    areas: outlines,
  };
}
