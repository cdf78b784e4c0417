import type { TFunction } from 'i18next';
import { formatWait } from '../../../lib/format-wait';
import { isApiError } from '../../../lib/http/api-error';

/** What to tell the user when logging in failed. */
export function loginErrorMessage(error: unknown, t: TFunction, locale: string): string {
  if (!isApiError(error)) return t('login.failed');
  if (error.status === 401) return t('login.wrongCredentials');
  if (error.status === 429) {
    return error.retryAfterSeconds === null
      ? t('login.throttledLater')
      : t('login.throttled', { when: formatWait(error.retryAfterSeconds, locale) });
  }
  return t('login.failed');
}
