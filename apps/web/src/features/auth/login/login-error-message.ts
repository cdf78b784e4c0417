import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/http/api-error';

// "in 45 seconds" / "dans 45 secondes": the wait in the UI language, rounded up to minutes
// beyond two minutes.
function formatWait(seconds: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  return seconds < 120
    ? format.format(seconds, 'second')
    : format.format(Math.ceil(seconds / 60), 'minute');
}

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
