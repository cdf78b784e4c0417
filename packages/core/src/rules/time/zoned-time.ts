// Wall-clock time in a location's IANA time zone, for rollups (docs/product.md section 11:
// analytics are computed per location in its time zone). Instants are epoch milliseconds; local
// days are 'YYYY-MM-DD'. Daylight saving is handled: a local day has 23, 24 or 25 hours.
import { addDays } from './date-range';

export interface LocalParts {
  /** YYYY-MM-DD in the zone. */
  date: string;
  hour: number;
  minute: number;
  /** 0 = Monday ... 6 = Sunday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}

/** Whether the runtime knows this IANA zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function wallClock(ms: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(ms)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

const pad = (n: number) => String(n).padStart(2, '0');

const HOUR_MS = 3_600_000;
// Ingest and the pipeline ask for the wall clock of thousands of instants a second, and each Intl
// call is slow. A zone's offset is remembered per UTC hour when it is the same at both ends of the
// hour (no change within it); hours with a change ask Intl every time. Bounded like dayStarts.
const hourOffsets = new Map<string, number | null>();
const HOUR_OFFSETS_KEPT = 50_000;

function offsetThroughHour(ms: number, timeZone: string): number | null {
  const hourStart = Math.floor(ms / HOUR_MS) * HOUR_MS;
  const key = `${timeZone} ${hourStart}`;
  let offset = hourOffsets.get(key);
  if (offset === undefined) {
    const atStart = zoneOffsetMs(hourStart, timeZone);
    offset = atStart === zoneOffsetMs(hourStart + HOUR_MS - 1000, timeZone) ? atStart : null;
    if (hourOffsets.size >= HOUR_OFFSETS_KEPT) hourOffsets.clear();
    hourOffsets.set(key, offset);
  }
  return offset;
}

function fastWallClock(ms: number, timeZone: string) {
  const offset = offsetThroughHour(ms, timeZone);
  if (offset === null) return wallClock(ms, timeZone);
  const local = new Date(Math.floor(ms / 1000) * 1000 + offset);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

export function localParts(ms: number, timeZone: string): LocalParts {
  const p = fastWallClock(ms, timeZone);
  const weekday = (new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() + 6) % 7;
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    hour: p.hour,
    minute: p.minute,
    weekday,
  };
}

export function localDateOf(ms: number, timeZone: string): string {
  return localParts(ms, timeZone).date;
}

/** Offset of the zone from UTC at an instant, in milliseconds (Paris in winter: +3,600,000). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const p = wallClock(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant a local wall-clock time occurs (the first one when it occurs twice; the next
 * valid one when it is skipped by a spring-forward). */
export function zonedTimeToUtc(date: string, hour: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hour);
  // Two passes settle the offset on both sides of a change.
  let utc = guess - zoneOffsetMs(guess, timeZone);
  utc = guess - zoneOffsetMs(utc, timeZone);
  const earlier = utc - 3_600_000;
  if (guess - zoneOffsetMs(earlier, timeZone) === earlier) return earlier;
  return utc;
}

// Local midnights are asked for again and again (every analytics request works out those of its
// range); each costs several Intl calls. Remembered exactly, by day and zone, up to a bound.
const dayStarts = new Map<string, number>();
const DAY_STARTS_KEPT = 20_000;

/** The UTC instant local midnight of a day starts. */
export function zonedDayStart(date: string, timeZone: string): number {
  const key = `${timeZone} ${date}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    start = zonedTimeToUtc(date, 0, timeZone);
    if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return start;
}

/** Start instants of the local hours of a day, in order (23, 24 or 25 of them). */
export function localHourStarts(date: string, timeZone: string): number[] {
  const start = zonedDayStart(date, timeZone);
  const end = zonedDayStart(addDays(date, 1), timeZone);
  const starts: number[] = [];
  for (let t = start; t < end; t += 3_600_000) starts.push(t);
  return starts;
}
