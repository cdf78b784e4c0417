// What the worker reads once per location: its time zone, definitions, business hours and
// gateways (area, floor plan, position) and areas (outlines, for area attribution). A show (an
// AT location with booths) also reads its booths' gateways: its visitors are the people seen
// anywhere in the show (docs/metrics.md).
import type { AreaOutline, BusinessHours } from '@footfall/core';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { areas, locations, sensors } from '../db/schema';
import { readPresenceWeight } from '../calibration/calibration-store';
import { readBusinessHours } from '../setup/business-hours-store';
import { readDefinitions } from '../setup/definitions-store';
import type { PipelineDefinitions, SensorPlacement } from './stages/types';

export interface LocationInputs {
  id: number;
  timeZone: string;
  definitions: PipelineDefinitions;
  retentionDays: number;
  businessHours: BusinessHours;
  sensors: SensorPlacement[];
  areas: AreaOutline[];
  /** A show's booths (none for any other location): their detections are the show's too. */
  boothIds: number[];
  /** The booths' gateways, in the area outlining their booth on the show's plan, if any. */
  boothSensors: SensorPlacement[];
  /** The calibrated presence weight (null: core's default), calibration/refresh-calibration.ts. */
  presenceWeight: number | null;
}

async function loadBooths(db: Database, showId: number) {
  const booths = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.parentId, showId));
  const boothIds = booths.map((booth) => booth.id);
  if (boothIds.length === 0) return { boothIds, boothSensors: [] };
  const outlines = await db
    .select({ id: areas.id, booth: areas.boothLocationId })
    .from(areas)
    .where(and(eq(areas.locationId, showId), isNotNull(areas.boothLocationId)));
  const outlineOf = new Map(outlines.map((area) => [area.booth, area.id]));
  const gateways = await db
    .select({ id: sensors.id, locationId: sensors.locationId })
    .from(sensors)
    .where(inArray(sensors.locationId, boothIds));
  // Not placed on the show's plans: they take no part in the show's heatmap.
  const boothSensors = gateways.map((gateway): SensorPlacement => ({
    id: gateway.id,
    areaId: outlineOf.get(gateway.locationId) ?? null,
    floorPlanId: null,
    x: null,
    y: null,
    z: null,
  }));
  return { boothIds, boothSensors };
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
    presenceWeight: await readPresenceWeight(db, locationId),
    ...(await loadBooths(db, locationId)),
  };
}
