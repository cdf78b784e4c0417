import { DIGITS_CODE_LENGTH, formatValidationMessage } from '@footfall/core';
import type { TFunction } from 'i18next';
import { formatWait } from '../../../lib/format-wait';
import { fieldError } from '../../../lib/forms/field-error';
import { isApiError } from '../../../lib/http/api-error';
import { failureMessage } from '../../../lib/http/failure-message';

/** The invite acceptance of docs/product.md section 4: get the digits code, check it, register. */
export type InviteStep = 'send' | 'check' | 'register';

export const INVITE_STEPS: readonly InviteStep[] = ['send', 'check', 'register'];

const DIGITS = new RegExp(`^\\d{${DIGITS_CODE_LENGTH}}$`);

/** "Code is empty" / "Code is not valid" before asking the server, or undefined. */
export function digitsError(t: TFunction, value: string): string | undefined {
  const code = value.trim();
  const label = t('fields.code');
  return (
    fieldError(t, code, ['notEmpty'], label) ??
    (DIGITS.test(code) ? undefined : formatValidationMessage(t('forms.notValid'), label))
  );
}

/** Why no code was sent: too soon or too often (429, with the wait when known), or the reason. */
export function sendFailure(error: unknown, t: TFunction, locale: string): string {
  if (isApiError(error) && error.status === 429) {
    return error.retryAfterSeconds === null
      ? t('invite.throttled')
      : t('invite.throttledWait', { when: formatWait(error.retryAfterSeconds, locale) });
  }
  return failureMessage(error, t, t('invite.sendFailed'));
}
