/** A message per form field; a field without one is fine. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/**
 * The server's per-field messages (400 meta.fields) placed under this form's inputs;
 * `names` maps a request field (first_name) to its form field (firstName).
 */
export function serverFieldErrors<T>(
  fields: Record<string, string>,
  names: Readonly<Record<string, keyof T>>,
): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const [requestName, formName] of Object.entries(names)) {
    const message = fields[requestName];
    if (message !== undefined) errors[formName] = message;
  }
  return errors;
}
