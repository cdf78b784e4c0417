// A location's API key: made here, stored as a hash (shown in full once, to whoever made it).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiKeys } from '../db/schema';
import { hashToken, randomToken } from '../auth/tokens';

export const API_KEY_PREFIX = 'ffk_';

/** Replaces the location's API key with a new one; answers the key in full. The key it replaces
 * is remembered (one only), to recognise data still sent with it. */
export async function rotateApiKey(
  db: Database,
  locationId: number,
  by: { userId: number | null; at: Date },
): Promise<{ key: string; createdAt: Date }> {
  const key = `${API_KEY_PREFIX}${randomToken(24)}`;
  const values = {
    keyHash: hashToken(key),
    lastFour: key.slice(-4),
    createdBy: by.userId,
    createdAt: by.at,
  };
  await db
    .insert(apiKeys)
    .values({ locationId, ...values })
    .onConflictDoUpdate({
      target: apiKeys.locationId,
      // In ON CONFLICT's SET, api_keys.key_hash is still the stored (old) key's hash.
      set: {
        ...values,
        previousKeyHash: sql`${apiKeys.keyHash}`,
        refusedCount: 0,
        lastRefusedAt: null,
        lastRefusedFrom: null,
      },
    });
  return { key, createdAt: by.at };
}

/** Counts data refused because it came with the key the location's current one replaced;
 * answers whether the key was such a replaced key. */
export async function noteReplacedKey(
  db: Database,
  key: string,
  refused: { at: Date; from: string },
): Promise<boolean> {
  const noted = await db
    .update(apiKeys)
    .set({
      refusedCount: sql`${apiKeys.refusedCount} + 1`,
      lastRefusedAt: refused.at,
      lastRefusedFrom: refused.from.slice(0, 200),
    })
    .where(eq(apiKeys.previousKeyHash, hashToken(key)))
    .returning({ locationId: apiKeys.locationId });
  return noted.length > 0;
}

/** The location's current key (its hash, last four characters and date); none before the first. */
export async function findApiKey(
  db: Database,
  locationId: number,
): Promise<typeof apiKeys.$inferSelect | undefined> {
  const [key] = await db.select().from(apiKeys).where(eq(apiKeys.locationId, locationId));
  return key;
}
