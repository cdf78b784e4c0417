import { webApis } from '../platform/web-apis';
import { isValidEmail } from './email';

// Form validators and their messages, texts exactly as docs/product.md section 5 (typo "an number"
// included). '%s' is replaced by the field label.
export const VALIDATION_MESSAGES = {
  notEmpty: '%s is empty',
  email: '%s is not valid',
  url: '%s is not valid',
  number: '%s is not an number',
  integer: '%s is not an integer',
  positive: '%s is not positive',
} as const;

export type ValidatorName = keyof typeof VALIDATION_MESSAGES;

export function formatValidationMessage(template: string, label: string): string {
  // A replacer function, so a label containing '$&' or '$1' is inserted literally.
  return template.replaceAll('%s', () => label);
}

// undefined, null and blank strings count as "no value". Only notEmpty rejects them, so the
// other validators can be used on optional fields.
function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

const NUMERIC_STRING = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

// A finite number, or a string that reads as one ("1.5", "-2", "1e3"; not "abc" or "1e").
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC_STRING.test(value.trim())) {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new webApis.URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const validators: Record<ValidatorName, (value: unknown) => boolean> = {
  notEmpty: (value) => !isEmptyValue(value) && !(Array.isArray(value) && value.length === 0),
  email: (value) => isEmptyValue(value) || (typeof value === 'string' && isValidEmail(value)),
  url: (value) => isEmptyValue(value) || (typeof value === 'string' && isHttpUrl(value.trim())),
  number: (value) => isEmptyValue(value) || toNumber(value) !== null,
  integer: (value) => isEmptyValue(value) || Number.isInteger(toNumber(value)),
  positive: (value) => isEmptyValue(value) || (toNumber(value) ?? 0) > 0,
};

/** The first rule the value fails, or null when it passes them all. */
export function validateValue(
  value: unknown,
  rules: readonly ValidatorName[],
): ValidatorName | null {
  return rules.find((rule) => !validators[rule](value)) ?? null;
}

/** The English message for the first failing rule, or null. */
export function validationMessage(
  value: unknown,
  rules: readonly ValidatorName[],
  label: string,
): string | null {
  const failed = validateValue(value, rules);
  return failed === null ? null : formatValidationMessage(VALIDATION_MESSAGES[failed], label);
}
