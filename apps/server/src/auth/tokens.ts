// Access tokens: random, stored as SHA-256 hashes, expiring after the session's 35,000,000 ms
// (docs/product.md section 4).
import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_MS } from '@footfall/core';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { accessTokens } from '../db/schema';

/** Hex SHA-256: how every secret we hand out (tokens, codes, keys) is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export async function issueSessionToken(ctx: AppContext, userId: number) {
  const token = randomToken();
  const expiresAt = new Date(ctx.now().getTime() + ACCESS_TOKEN_TTL_MS);
  await ctx.db.insert(accessTokens).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresInSeconds: Math.round(ACCESS_TOKEN_TTL_MS / 1000) };
}

export async function revokeToken(ctx: AppContext, tokenId: number) {
  await ctx.db
    .update(accessTokens)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

/** Ends every other session of the user (a password change, "sign out everywhere else"): the
 * caller's own session and read-only share links stay. Answers how many ended. */
export async function revokeOtherSessions(
  ctx: AppContext,
  userId: number,
  keepTokenId: number,
): Promise<number> {
  const ended = await ctx.db
    .update(accessTokens)
    .set({ revokedAt: ctx.now() })
    .where(
      and(
        eq(accessTokens.userId, userId),
        eq(accessTokens.kind, 'session'),
        ne(accessTokens.id, keepTokenId),
        isNull(accessTokens.revokedAt),
      ),
    )
    .returning({ id: accessTokens.id });
  return ended.length;
}
