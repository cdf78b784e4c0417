// The hardware registry: where a serial stands for a location, in the five outcomes of
// docs/product.md section 5, and the one guarded statement that connects a free sensor (so two
// imports racing for the same serial cannot both win).
import { capitalizeFirst, hardwareImportMessage, type HardwareImportOutcome } from '@footfall/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { sensors } from '../db/schema';
import { ApiError } from '../http/errors';
import { findVisibleLocation, type UserScope } from '../organisation/access';
import { locationName, type LocationRow } from './hardware-access';
import type { SensorRow } from './sensor-view';

export type Placement = { outcome: HardwareImportOutcome; locationName?: string };

/**
 * unknown serial -> not_found; another corporation's (or nobody's) -> unavailable; connected here
 * -> already_here; connected to another location the caller can see -> elsewhere (named), one
 * they cannot see -> unavailable; the corporation's and free -> added.
 */
export function placementOf(
  row: SensorRow | undefined,
  location: LocationRow,
  scope: UserScope,
): Placement {
  if (!row) return { outcome: 'not_found' };
  if (row.corporationId !== location.corporationId) return { outcome: 'unavailable' };
  if (row.locationId === location.id) return { outcome: 'already_here' };
  if (row.locationId !== null) {
    const other = findVisibleLocation(scope, row.locationId);
    return other
      ? { outcome: 'elsewhere', locationName: locationName(other) }
      : { outcome: 'unavailable' };
  }
  return { outcome: 'added' };
}

export const placementMessage = (placement: Placement) =>
  hardwareImportMessage(placement.outcome, placement.locationName);

/** The 409 of a sensor that cannot be connected here, with the product's message (docs/product.md). */
export function placementConflict(placement: Placement): ApiError {
  const message = capitalizeFirst(placementMessage(placement));
  return new ApiError('ConflictException', message, { serial: message });
}

export async function registryRows(ctx: AppContext, serials: string[]): Promise<SensorRow[]> {
  if (serials.length === 0) return [];
  return ctx.db.select().from(sensors).where(inArray(sensors.serial, serials));
}

type SensorValues = Partial<
  Pick<SensorRow, 'name' | 'services' | 'areaId' | 'floorPlanId' | 'xM' | 'yM' | 'heightCm'>
>;

/** Connects a free sensor of the corporation; undefined when it was taken meanwhile. */
export async function connectFreeSensor(
  ctx: AppContext,
  sensorId: number,
  location: LocationRow,
  values: SensorValues,
): Promise<SensorRow | undefined> {
  const [row] = await ctx.db
    .update(sensors)
    .set({ ...values, locationId: location.id })
    .where(
      and(
        eq(sensors.id, sensorId),
        isNull(sensors.locationId),
        eq(sensors.corporationId, location.corporationId),
      ),
    )
    .returning();
  return row;
}
