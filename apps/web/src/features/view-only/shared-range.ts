import { rangeLengthDays } from '@footfall/core';

/** The range a shared page shows and its length in days. */
export function sharedRange(filters: { start: string; end: string }) {
  const range = { start: filters.start, end: filters.end };
  return { ...range, days: rangeLengthDays(range) };
}
