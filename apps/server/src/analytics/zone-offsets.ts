// A time zone's UTC offset over a stretch of time, read from Intl only a few dozen times: a year
// of hourly buckets would otherwise format ~9,000 instants per request (tens of milliseconds).
// The offset is sampled weekly and each change is located by bisection (zones change at most a
// few times a year and never twice within a week).
import { zoneOffsetMs } from '@footfall/core';

const WEEK_MS = 7 * 86_400_000;

type Segment = { from: number; offset: number };

// The same ranges come back request after request (the dashboards' last 30 days, compared).
const segmentsOf = new Map<string, Segment[]>();
const RANGES_KEPT = 2_000;

/** offsetAt(t) for instants in [from, to] (outside it: the nearest segment's offset). */
export function zoneOffsets(from: number, to: number, timeZone: string): (t: number) => number {
  const key = `${timeZone} ${from} ${to}`;
  let segments = segmentsOf.get(key);
  if (!segments) {
    segments = offsetSegments(from, to, timeZone);
    if (segmentsOf.size >= RANGES_KEPT) segmentsOf.clear();
    segmentsOf.set(key, segments);
  }
  const found = segments;
  return (t) => {
    let offset = found[0]?.offset ?? 0;
    for (const segment of found) if (t >= segment.from) offset = segment.offset;
    return offset;
  };
}

function offsetSegments(from: number, to: number, timeZone: string): Segment[] {
  const segments: Segment[] = [{ from: -Infinity, offset: zoneOffsetMs(from, timeZone) }];
  let previous = from;
  let previousOffset = segments[0]?.offset ?? 0;
  for (let t = Math.min(from + WEEK_MS, to); previous < to; t = Math.min(t + WEEK_MS, to)) {
    const offset = zoneOffsetMs(t, timeZone);
    if (offset !== previousOffset) {
      // The change lies in (previous, t]: find its first instant, to the millisecond.
      let low = previous;
      let high = t;
      while (high - low > 1) {
        const middle = low + Math.floor((high - low) / 2);
        if (zoneOffsetMs(middle, timeZone) === previousOffset) low = middle;
        else high = middle;
      }
      segments.push({ from: high, offset });
      previousOffset = offset;
    }
    previous = t;
  }
  return segments;
}

const DAY_MS = 86_400_000;

/** Local day number (days since 1970-01-01) and hour of an instant, by arithmetic only. */
export function localDayAndHour(t: number, offset: number): { day: number; hour: number } {
  const local = t + offset;
  const day = Math.floor(local / DAY_MS);
  return { day, hour: Math.floor((local - day * DAY_MS) / 3_600_000) };
}

/** YYYY-MM-DD of a day number. */
export const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
