// Read-only share tokens of a location, stored hashed like every access token.
import type { Database } from '../db/client';
import { accessTokens } from '../db/schema';
import { hashToken } from '../auth/tokens';

export async function insertShareToken(
  db: Database,
  token: string,
  grant: { userId: number; locationId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(accessTokens).values({
    tokenHash: hashToken(token),
    userId: grant.userId,
    kind: 'view_only',
    locationId: grant.locationId,
    expiresAt: grant.expiresAt,
  });
}
