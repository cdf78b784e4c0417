import type { TFunction } from 'i18next';
import { formatValidationMessage } from '@footfall/core';
import { fieldError } from '../../lib/forms/field-error';

/** The API's country form: three letters, upper case (ISO 3166-1 alpha-3). */
export const COUNTRY_CODE = /^[A-Z]{3}$/;

/** "Country is empty" / "Country is not valid", or undefined for a good (or allowed blank) code. */
export function countryError(t: TFunction, value: string, required: boolean): string | undefined {
  const label = t('fields.country');
  const code = value.trim().toUpperCase();
  if (required) {
    const empty = fieldError(t, code, ['notEmpty'], label);
    if (empty) return empty;
  }
  if (code === '' || COUNTRY_CODE.test(code)) return undefined;
  return formatValidationMessage(t('forms.notValid'), label);
}
