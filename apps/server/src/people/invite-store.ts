// What an invitation's page names: its corporation and location, read for the invitee.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { corporations, locations } from '../db/schema';

/** The names, empty or null when the corporation or location went since the invitation. */
export async function invitationPlaceNames(
  db: Database,
  corporationId: number,
  locationId: number,
): Promise<{ corporation: string; location: string | null }> {
  const [[corporation], [location]] = await Promise.all([
    db.select().from(corporations).where(eq(corporations.id, corporationId)),
    db.select().from(locations).where(eq(locations.id, locationId)),
  ]);
  return { corporation: corporation?.name ?? '', location: location?.name ?? null };
}
