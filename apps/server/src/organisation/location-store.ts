// Locations as stored: adding, changing, moving and deleting them. The routes check access
// (guards.ts) and answer; the reads for the API shape are in location-view.ts.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { insertRow, rowUpdater } from '../db/one-row';
import { locationServices, locations } from '../db/schema';

export type LocationRow = typeof locations.$inferSelect;
export type NewLocation = Omit<typeof locations.$inferInsert, 'id'>;
export type LocationSettings = Partial<
  Pick<LocationRow, 'name' | 'featured' | 'service' | 'addon' | 'country' | 'timezone' | 'address'>
>;

export async function insertLocation(db: Database, values: NewLocation): Promise<LocationRow> {
  return insertRow(db, locations, values);
}

/** The changed location; undefined when it went meanwhile. */
export const updateLocationSettings = rowUpdater<typeof locations, LocationSettings>(locations);

/** The moved location, its booths with it (booths live in their show's folder); undefined when
 * it went meanwhile. */
export async function moveLocation(
  db: Database,
  id: number,
  folderId: number | null,
): Promise<LocationRow | undefined> {
  const [moved] = await db
    .update(locations)
    .set({ folderId })
    .where(eq(locations.id, id))
    .returning();
  if (!moved) return undefined;
  await db.update(locations).set({ folderId }).where(eq(locations.parentId, id));
  return moved;
}

/** The location and everything recorded for it. */
export async function deleteLocation(db: Database, id: number): Promise<void> {
  await db.delete(locationServices).where(eq(locationServices.locationId, id));
  await db.delete(locations).where(eq(locations.id, id));
}
