import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

// Answers whose message explains the refusal to the user (a rule of the server, a conflict, a
// missing permission); other failures get the caller's general text.
const EXPLAINED = new Set([400, 403, 404, 409, 429]);

/** What to tell the user when a change was refused: the server's reason, else `fallback`. */
export function failureMessage(error: unknown, t: TFunction, fallback?: string): string {
  if (isApiError(error) && EXPLAINED.has(error.status) && error.message) return error.message;
  return fallback ?? t('forms.failed');
}
