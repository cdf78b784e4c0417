import { identifyServerMessage } from '@footfall/core';
import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ZodType } from 'zod';

/** Each validated field's label as this form shows it, already translated. */
export type FieldLabels<Values> = Partial<Record<keyof Values & string, string>>;

/**
 * A Mantine form `validate` function from core's zod schema pieces: the first message of each
 * field, in the reader's language. Core writes its messages in English (docs/product.md section
 * 5: "Email is empty"); the message's code is read back from the text as for the server's
 * refusals, and the sentence is rebuilt from the catalogue with the form's own label (the web
 * says "Service tier" where the API says "Service").
 */
export function schemaValidator<Values>(
  schema: ZodType,
  labels: FieldLabels<Values>,
  t: TFunction,
): (values: Values) => FormErrors {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values) =>
    Object.fromEntries(
      Object.entries(resolve(values as Record<string, unknown>)).map(([field, message]) => [
        field,
        translatedMessage(String(message), labels[field as keyof Values & string], t),
      ]),
    );
}

/** Core's English message in the catalogue's words; as it is when the catalogue lacks it. */
function translatedMessage(english: string, label: string | undefined, t: TFunction): string {
  const id = identifyServerMessage(english);
  if (!id) return english;
  const key = `serverMessages.messages.${id.code}`;
  const translate = t as unknown as (key: string, values: Record<string, string>) => string;
  const params = label === undefined ? id.params : { ...id.params, label };
  return translate(key, { ...params, defaultValue: english });
}
