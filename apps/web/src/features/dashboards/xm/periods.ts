// The time axis of the over-time charts: every period of the range, so a period the API did not
// answer (no data) shows as a gap instead of disappearing; and how a period is labelled.
import { addDays, localDateOf, type AnalyticsRange } from '@footfall/core';
import type { EventFormat } from './event-format';

const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0

/**
 * The bucket keys of every day, week (its Monday) or month (its 1st) of the range, as the API
 * names them; null by hour (the hours present are drawn as they are).
 */
export function periodAxis(
  range: Pick<AnalyticsRange, 'start_date' | 'end_date' | 'granularity'>,
): string[] | null {
  const { start_date: start, end_date: end, granularity } = range;
  if (granularity === 'hour' || start > end) return null;
  const keys: string[] = [];
  if (granularity === 'day')
    for (let day = start; day <= end; day = addDays(day, 1)) keys.push(day);
  if (granularity === 'week')
    for (let day = addDays(start, -weekday(start)); day <= end; day = addDays(day, 7))
      keys.push(day);
  if (granularity === 'month') {
    let [year, month] = start.split('-').map(Number) as [number, number];
    for (let key = `${start.slice(0, 7)}-01`; key <= end;) {
      keys.push(key);
      month += 1;
      if (month > 12) [year, month] = [year + 1, 1];
      key = `${year}-${String(month).padStart(2, '0')}-01`;
    }
  }
  return keys;
}

export interface PeriodFormat extends Pick<EventFormat, 'dayShort' | 'hour' | 'month'> {
  weekOf: (dayLabel: string) => string;
}

/** "Wed, Nov 18"; "Week of Mon, Nov 16"; "Nov 2026"; by hour "Wed, Nov 18 9 AM" (local). */
export function periodLabel(
  bucket: { bucket: string; local_hour: number | null },
  range: Pick<AnalyticsRange, 'granularity' | 'time_zone'>,
  format: PeriodFormat,
): string {
  switch (range.granularity) {
    case 'day':
      return format.dayShort(bucket.bucket);
    case 'week':
      return format.weekOf(format.dayShort(bucket.bucket));
    case 'month':
      return format.month(bucket.bucket);
    case 'hour': {
      const day = localDateOf(Date.parse(bucket.bucket), range.time_zone);
      return bucket.local_hour === null
        ? format.dayShort(day)
        : `${format.dayShort(day)} ${format.hour(bucket.local_hour)}`;
    }
  }
}

/** A series on the axis: each key's figure, null where the API sent no bucket. */
export function onAxis<B extends { bucket: string }, V>(
  axis: readonly string[],
  buckets: readonly B[],
  read: (bucket: B) => V,
): (V | null)[] {
  const byKey = new Map(buckets.map((bucket) => [bucket.bucket, bucket]));
  return axis.map((key) => {
    const bucket = byKey.get(key);
    return bucket === undefined ? null : read(bucket);
  });
}
