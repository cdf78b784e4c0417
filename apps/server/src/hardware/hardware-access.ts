// Who may touch gateways and tags at a location (docs/product.md section 6): reading needs any
// locations_sensors_ (locations_tags_) permission, changing needs the _edit one. Another
// tenant's location, sensor or tag is a 404, like every location endpoint.
import { locationDisplayName, parseServiceList } from '@footfall/core';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { areas, floorPlans, locationServices, type locations } from '../db/schema';
import type { AuthContext } from '../http/authenticate';
import { ApiError } from '../http/errors';
import { locationAccess } from '../organisation/guards';
import { idIn } from '../db/ids';
import { isOfLocation } from '../db/one-row';

export type HardwareKind = 'sensors' | 'tags';
export type LocationRow = typeof locations.$inferSelect;

export async function hardwareAccess(
  ctx: AppContext,
  auth: AuthContext,
  locationId: number,
  kind: HardwareKind,
  mode: 'read' | 'edit',
) {
  return locationAccess(
    ctx,
    auth,
    locationId,
    mode === 'edit' ? `locations_${kind}_edit` : `locations_${kind}_`,
  );
}

export const locationName = (location: LocationRow) => locationDisplayName(location.name);

/** The tag or sensor services of a location, as a clean list. */
export async function servicesOf(
  ctx: AppContext,
  locationId: number,
): Promise<{ tag: string[]; sensor: string[] }> {
  const rows = await ctx.db
    .select()
    .from(locationServices)
    .where(eq(locationServices.locationId, locationId));
  return servicesFromRows(rows);
}

/** The same from rows already read (a UserScope's services), for one location. */
export function servicesFromRows(
  rows: readonly (typeof locationServices.$inferSelect)[],
  locationId?: number,
): { tag: string[]; sensor: string[] } {
  const mine =
    locationId === undefined ? rows : rows.filter((row) => row.locationId === locationId);
  const pick = (category: string) =>
    parseServiceList(mine.filter((row) => row.category === category).map((row) => row.service));
  return { tag: pick('tag').sort(), sensor: pick('sensor').sort() };
}

const invalid = (field: string, message: string) =>
  new ApiError('ValidationException', message, { [field]: message });

/** An area id of the body must name an area of this location (400 otherwise). */
export async function checkArea(ctx: AppContext, locationId: number, areaId: string | null) {
  if (areaId === null) return null;
  const id = idIn(areaId);
  if (!(await isOfLocation(ctx.db, areas, id, locationId)))
    throw invalid('area_id', 'Area is not an area of this location');
  return id;
}

/** A floor plan id of the body must name a floor plan of this location (400 otherwise). */
export async function checkFloorPlan(
  ctx: AppContext,
  locationId: number,
  floorPlanId: string | null,
) {
  if (floorPlanId === null) return null;
  const id = idIn(floorPlanId);
  if (!(await isOfLocation(ctx.db, floorPlans, id, locationId)))
    throw invalid('floor_plan_id', 'Floor plan is not a floor plan of this location');
  return id;
}
