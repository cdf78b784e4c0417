// Times of the connectivity page in the user's locale and the location's time zone.
import type { Granularity } from '@footfall/core';

const HOUR_MS = 3_600_000;

/**
 * A bucket's label: an hourly bucket is a UTC instant shown in the location's zone ("Mar 2,
 * 10:00"); longer buckets are local days ("Mar 2, 2026").
 */
export function bucketLabel(
  bucket: string,
  granularity: Granularity,
  timeZone: string,
  locale: string,
): string {
  if (granularity === 'hour') {
    return new Intl.DateTimeFormat(locale, {
      timeZone,
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(bucket));
  }
  const [year, month, day] = bucket.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(Date.UTC(year, month - 1, day));
}

/** Where a run of buckets ends: an hourly run ends an hour after its last bucket starts. */
export function bucketEndLabel(
  bucket: string,
  granularity: Granularity,
  timeZone: string,
  locale: string,
): string {
  if (granularity !== 'hour') return bucketLabel(bucket, granularity, timeZone, locale);
  return bucketLabel(
    new Date(Date.parse(bucket) + HOUR_MS).toISOString(),
    granularity,
    timeZone,
    locale,
  );
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', HOUR_MS],
  ['minute', 60_000],
];

/** "5 minutes ago", "yesterday", "just now"-like wording of Intl in the locale. */
export function relativeTime(iso: string, now: number, locale: string): string {
  const elapsed = Date.parse(iso) - now;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return format.format(Math.round(elapsed / size), unit);
  }
  return format.format(0, 'second');
}

/** The absolute instant in the location's zone ("Mar 2, 2026, 10:04 AM"). */
export function absoluteTime(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
