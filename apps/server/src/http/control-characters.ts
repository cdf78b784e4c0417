// Text with a NUL or another control character is refused before any work is done: PostgreSQL
// cannot store NUL in text (it was a 500 with the query's parameters in the log), and no field of
// ours means anything with one. Tab, line feed and carriage return stay allowed (descriptions).
import { ApiError } from './errors';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const MESSAGE = 'Text must not contain control characters';

/** The path of the first string holding a control character (keys included), or null. */
export function controlCharacterPath(value: unknown): string | null {
  const found = firstControl(value);
  return found === null ? null : found.reverse().join('.') || '_';
}

// Walks the value without building a path per element (ingest bodies hold thousands): the path,
// innermost segment first, is made only for the string found.
function firstControl(value: unknown): string[] | null {
  if (typeof value === 'string') return CONTROL.test(value) ? [] : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = firstControl(value[index]);
      if (found !== null) return [...found, String(index)];
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (CONTROL.test(key)) return ['_'];
      const found = firstControl((value as Record<string, unknown>)[key]);
      if (found !== null) return [...found, key];
    }
  }
  return null;
}

/** Throws the 400 of the first field with a control character among params, query and body. */
export function refuseControlCharacters(request: {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}): void {
  const field =
    controlCharacterPath(request.params) ??
    controlCharacterPath(request.query) ??
    controlCharacterPath(request.body);
  if (field !== null) throw new ApiError('ValidationException', MESSAGE, { [field]: MESSAGE });
}
