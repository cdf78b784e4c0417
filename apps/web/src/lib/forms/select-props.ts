import type { UseFormReturnType } from '@mantine/form';

/**
 * `getInputProps` for an input that reports a value rather than an event, and null once cleared
 * (Mantine Select, Autocomplete): the form keeps '' for "nothing picked", so its values stay text.
 */
export function selectProps<
  Values extends Record<string, string>,
  Field extends keyof Values & string,
>(form: UseFormReturnType<Values>, field: Field) {
  return {
    ...form.getInputProps(field),
    value: form.values[field],
    // The field's value is text (Values); Mantine's path type cannot see that for a generic field.
    onChange: (value: string | null) => form.setFieldValue(field, (value ?? '') as never),
  };
}
