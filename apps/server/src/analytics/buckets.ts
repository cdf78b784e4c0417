// Time buckets of docs/analytics-api.md (granularity hour|day|week|month, weeks start on Monday),
// as SQL over a rollup's local_date / hour_start, and the local hours each bucket covers.
import { dateOfDay, localDayAndHour, zoneOffsets } from './zone-offsets';
import { addDays, zonedDayStart, type DateRange, type Granularity } from '@footfall/core';

const HOUR_MS = 3_600_000;

/** SQL of the bucket key over a row alias holding local_date and hour_start. Fixed text only. */
export function bucketSql(granularity: Granularity, alias: string): string {
  switch (granularity) {
    case 'hour':
      return `to_char(${alias}.hour_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
    case 'day':
      return `${alias}.local_date`;
    case 'week':
      return `to_char(date_trunc('week', cast(${alias}.local_date as date)), 'YYYY-MM-DD')`;
    case 'month':
      return `substr(${alias}.local_date, 1, 7) || '-01'`;
  }
}

/** The bucket key of a local day (same rule as bucketSql, in TypeScript). */
export function bucketOfDate(granularity: Exclude<Granularity, 'hour'>, date: string): string {
  if (granularity === 'day') return date;
  if (granularity === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** The local wall-clock hour of an hour bucket, null for longer buckets. */
export function localHourOfBucket(
  granularity: Granularity,
  bucket: string,
  offsetAt: (t: number) => number,
): number | null {
  if (granularity !== 'hour') return null;
  const t = Date.parse(bucket);
  return localDayAndHour(t, offsetAt(t)).hour;
}

export type LocalHour = { start: number; date: string; hour: number };

/**
 * Every local hour of the range that has started by `now` (23, 24 or 25 a day), optionally only
 * those whose wall-clock hour is a business hour of its day.
 */
export function hoursOfRange(
  range: DateRange,
  timeZone: string,
  now: number,
  openHours: ((date: string) => readonly number[]) | null,
): LocalHour[] {
  const from = zonedDayStart(range.start, timeZone);
  const end = zonedDayStart(addDays(range.end, 1), timeZone);
  const to = Math.min(end, now);
  const hours: LocalHour[] = [];
  if (to <= from) return hours;
  // Offsets of the whole range, not up to now: the same range asked again is then remembered.
  const offsetAt = zoneOffsets(from, end, timeZone);
  let day = NaN;
  let date = '';
  let open: ReadonlySet<number> | null = null;
  for (let t = from; t < to; t += HOUR_MS) {
    const local = localDayAndHour(t, offsetAt(t));
    if (local.day !== day) {
      day = local.day;
      date = dateOfDay(day);
      open = openHours ? new Set(openHours(date)) : null;
    }
    if (!open || open.has(local.hour)) hours.push({ start: t, date, hour: local.hour });
  }
  return hours;
}

/** How many of `hours` fall in each bucket. */
export function hoursPerBucket(hours: readonly LocalHour[], granularity: Granularity) {
  const counts = new Map<string, number>();
  let lastDate = '';
  let dayKey = '';
  for (const hour of hours) {
    let key: string;
    if (granularity === 'hour') key = new Date(hour.start).toISOString().replace('.000Z', 'Z');
    else {
      // Hours of one day come together: the day's key is worked out once.
      if (hour.date !== lastDate) {
        lastDate = hour.date;
        dayKey = bucketOfDate(granularity, hour.date);
      }
      key = dayKey;
    }
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Whether an hour bucket has started by `now`. The pipeline stores every hour of a day it
 * processes, future hours as zeros; an answer never shows those as figures (issue 12: today's
 * hours not yet reached are gaps, not 0). Longer buckets always count.
 */
export function bucketStarted(granularity: Granularity, bucket: string, now: number): boolean {
  return granularity !== 'hour' || Date.parse(bucket) <= now;
}
