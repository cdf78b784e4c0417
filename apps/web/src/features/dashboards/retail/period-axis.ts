// The time axis of a range: every bucket key the API may answer, so a bucket it did not send shows
// as a gap (the API leaves out buckets without any rollup row; docs/analytics-api.md).
import { addDays, daysOfRange, type Granularity } from '@footfall/core';

const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** Day, week (Mondays, the first one possibly before `start`) and month (1sts) keys; null by hour,
 * whose UTC keys depend on the zone's daylight saving (the answer's own buckets are used then). */
export function periodAxis(granularity: Granularity, start: string, end: string): string[] | null {
  if (granularity === 'hour') return null;
  const days = daysOfRange({ start, end });
  if (granularity === 'day') return days;
  const keys = days.map((day) =>
    granularity === 'week' ? addDays(day, -weekdayOf(day)) : `${day.slice(0, 7)}-01`,
  );
  return [...new Set(keys)];
}
