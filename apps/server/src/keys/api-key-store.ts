// A location's API key: made here, stored as a hash (shown in full once, to whoever made it).
import type { Database } from '../db/client';
import { apiKeys } from '../db/schema';
import { hashToken, randomToken } from '../auth/tokens';

export const API_KEY_PREFIX = 'ffk_';

/** Replaces the location's API key with a new one; answers the key in full. */
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
    .onConflictDoUpdate({ target: apiKeys.locationId, set: values });
  return { key, createdAt: by.at };
}
