import { formatValidationMessage, validateValue, type ValidatorName } from '@footfall/core';

type Translate = (key: `validation.${ValidatorName}`) => string;

/**
 * The translated message of the first core validator the value fails, or undefined. The template
 * comes from the catalogue (en-US keeps docs/product.md section 5's "%s is empty"); core fills in
 * the label.
 */
export function fieldError(
  translate: Translate,
  value: unknown,
  rules: readonly ValidatorName[],
  label: string,
): string | undefined {
  const failed = validateValue(value, rules);
  return failed === null
    ? undefined
    : formatValidationMessage(translate(`validation.${failed}`), label);
}
