// String fields are trimmed before submit (docs/product.md section 5). Recurses into arrays and
// plain objects only: class instances (Date, File, Blob) are values, not containers, and are kept.

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A copy of the value with every string, however deeply nested, trimmed. */
export function trimStrings<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((item: unknown) => trimStrings(item)) as T;
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = trimStrings(item);
    return copy as T;
  }
  return value;
}
