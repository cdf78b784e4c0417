import { useState } from 'react';

/**
 * The latest defined value: while a new query (another hour) loads, the previous answer stays on
 * screen instead of a skeleton.
 */
export function useLastDefined<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState<T | undefined>(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}
