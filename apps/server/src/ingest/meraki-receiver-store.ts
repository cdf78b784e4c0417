// A location's Meraki receiver as stored (its validator, its last accepted post) and the
// organisation's device secret that turns a client MAC into a device id.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { findRowWhere } from '../db/one-row';
import { corporations, merakiReceivers } from '../db/schema';

export type MerakiReceiverRow = typeof merakiReceivers.$inferSelect;

export async function findMerakiReceiver(
  db: Database,
  locationId: number,
): Promise<MerakiReceiverRow | undefined> {
  return findRowWhere(db, merakiReceivers, eq(merakiReceivers.locationId, locationId));
}

/** Creates the receiver on the first validator, replaces the validator afterwards. */
export async function saveMerakiValidator(
  db: Database,
  locationId: number,
  validator: string,
  now: Date,
): Promise<void> {
  await db
    .insert(merakiReceivers)
    .values({ locationId, validator, updatedAt: now })
    .onConflictDoUpdate({
      target: merakiReceivers.locationId,
      set: { validator, updatedAt: now },
    });
}

/** An accepted post (even an empty one): the link works. */
export async function noteMerakiPost(db: Database, locationId: number, at: Date): Promise<void> {
  await db
    .update(merakiReceivers)
    .set({ lastPostAt: at })
    .where(eq(merakiReceivers.locationId, locationId));
}

export async function corporationDeviceSecret(
  db: Database,
  corporationId: number,
): Promise<string | undefined> {
  const [corporation] = await db
    .select({ deviceSecret: corporations.deviceSecret })
    .from(corporations)
    .where(eq(corporations.id, corporationId));
  return corporation?.deviceSecret;
}
