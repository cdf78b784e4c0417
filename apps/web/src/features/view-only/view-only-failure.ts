import { isApiError } from '../../lib/http/api-error';

export type ViewOnlyFailure = 'expired' | 'notFound' | 'other';

/**
 * Why a shared page could not load: the token was refused (unknown: 401; expired or revoked:
 * 400 OAuthException), the token does not open this location (403/404), or anything else.
 */
export function viewOnlyFailure(error: unknown): ViewOnlyFailure {
  if (!isApiError(error)) return 'other';
  if (error.status === 401 || error.errorType === 'OAuthException') return 'expired';
  if (error.status === 403 || error.status === 404) return 'notFound';
  return 'other';
}
