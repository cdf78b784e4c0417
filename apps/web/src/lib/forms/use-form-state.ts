import { useState, type ChangeEvent } from 'react';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/**
 * Text-field state for a small form: values, a message per field, and the props a Mantine input
 * needs. Typing in a field clears its message.
 */
export function useFormState<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

  const inputProps = (name: keyof T) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  /** For inputs that report a value rather than an event (Mantine Select, Autocomplete). */
  const valueProps = (name: keyof T) => ({
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (value: string | null) => {
      setValues((current) => ({ ...current, [name]: value ?? '' }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return { values, setValues, errors, setErrors, inputProps, valueProps };
}
