// Who is calling: the Bearer token (or `?token=` of a shared view) -> the user and token row.
// Unknown or missing -> 401 AuthenticationException; expired or revoked -> 400 OAuthException.
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { accessTokens } from '../db/schema';
import { hashToken } from '../auth/tokens';
import { ApiError } from './errors';

export type AuthContext = {
  userId: number;
  tokenId: number;
  kind: 'session' | 'view_only';
  /** The one location a read-only view token may read. */
  locationId: number | null;
};

function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ?? null;
  }
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token !== '' ? query.token : null;
}

export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  allowShareToken = false,
): Promise<AuthContext> {
  const token = presentedToken(request);
  if (!token) throw new ApiError('AuthenticationException', 'Sign in to continue');
  const [row] = await ctx.db
    .select()
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw new ApiError('AuthenticationException', 'The access token is not valid');
  if (row.revokedAt) throw new ApiError('OAuthException', 'The access token has been revoked');
  if (row.expiresAt.getTime() <= ctx.now().getTime()) {
    throw new ApiError('OAuthException', 'The access token has expired');
  }
  const kind = row.kind === 'view_only' ? 'view_only' : 'session';
  // A shared read-only link may read its location's analytics and nothing else: routes opt in.
  if (kind === 'view_only' && !allowShareToken) {
    throw new ApiError('PermissionException', 'A read-only link cannot do this');
  }
  return { userId: row.userId, tokenId: row.id, kind, locationId: row.locationId };
}
