// Who is calling: the Bearer token -> the user and token row. A token in the URL (`?token=`) is
// taken only from a shared read-only link, on the routes a share link opens: a session token in a
// URL would end up in logs, proxies and browser histories.
// Unknown or missing -> 401 AuthenticationException; expired or revoked -> 400 OAuthException.
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { rowsFromJson } from '../db/json-rows';
import { accessTokens } from '../db/schema';
import { scopeFromRow, scopeStatement, type UserScope } from '../organisation/access';
import { hashToken } from '../auth/tokens';
import { ApiError } from './errors';

export type AuthContext = {
  userId: number;
  tokenId: number;
  kind: 'session' | 'view_only';
  /** The one location a read-only view token may read. */
  locationId: number | null;
  /** The caller's corporations, folders, locations and grants as read with the token, at the
   * start of the request (read paths use it; a route that changes them reads them again). */
  scope?: UserScope;
};

function presentedToken(
  request: FastifyRequest,
  allowShareToken: boolean,
): { token: string; inUrl: boolean } | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ? { token: match[1], inUrl: false } : null;
  }
  const query = request.query as Record<string, unknown> | undefined;
  return allowShareToken && typeof query?.token === 'string' && query.token !== ''
    ? { token: query.token, inUrl: true }
    : null;
}

export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  allowShareToken = false,
): Promise<AuthContext> {
  const presented = presentedToken(request, allowShareToken);
  if (!presented) throw new ApiError('AuthenticationException', 'Sign in to continue');
  // The token and the caller's scope in one round trip (organisation/access.ts).
  const result = await ctx.db.execute(
    scopeStatement(
      sql`(select user_id from token)`,
      sql`token as (select * from ${accessTokens} where token_hash = ${hashToken(presented.token)} limit 1),`,
      sql`(select row_to_json(token) from token) as token,`,
    ),
  );
  const scopeRow = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  const [row] = scopeRow?.token ? rowsFromJson(accessTokens, [scopeRow.token]) : [];
  if (!row) throw new ApiError('AuthenticationException', 'The access token is not valid');
  if (presented.inUrl && row.kind !== 'view_only')
    throw new ApiError(
      'AuthenticationException',
      'Send the access token in the Authorization header, not in the address',
    );
  if (row.revokedAt) throw new ApiError('OAuthException', 'The access token has been revoked');
  if (row.expiresAt.getTime() <= ctx.now().getTime()) {
    throw new ApiError('OAuthException', 'The access token has expired');
  }
  const kind = row.kind === 'view_only' ? 'view_only' : 'session';
  // A shared read-only link may read its location's analytics and nothing else: routes opt in.
  if (kind === 'view_only' && !allowShareToken) {
    throw new ApiError('PermissionException', 'A read-only link cannot do this');
  }
  return {
    userId: row.userId,
    tokenId: row.id,
    kind,
    locationId: row.locationId,
    scope: scopeFromRow(row.userId, scopeRow),
  };
}
