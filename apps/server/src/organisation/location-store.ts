// Locations as stored: adding, changing, moving and deleting them. The routes check access
// (guards.ts) and answer; the reads for the API shape are in location-view.ts.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { locationServices, locations } from '../db/schema';

export type LocationRow = typeof locations.$inferSelect;
export type NewLocation = Omit<typeof locations.$inferInsert, 'id'>;
export type LocationSettings = Partial<
  Pick<LocationRow, 'name' | 'featured' | 'service' | 'addon' | 'country' | 'timezone' | 'address'>
>;

export async function insertLocation(db: Database, values: NewLocation): Promise<LocationRow> {
  const [row] = await db.insert(locations).values(values).returning();
  if (!row) throw new Error('location insert returned nothing');
  return row;
}

/** The changed location; undefined when it went meanwhile. */
export async function updateLocationSettings(
  db: Database,
  id: number,
  settings: LocationSettings,
): Promise<LocationRow | undefined> {
  const [row] = await db.update(locations).set(settings).where(eq(locations.id, id)).returning();
  return row;
}

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
