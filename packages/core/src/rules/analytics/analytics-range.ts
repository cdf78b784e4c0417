// The date range of an analytics request (docs/analytics-api.md "Query parameters"): both ends
// optional (the last 30 days to today in the location's time zone), inclusive, at most 366 days,
// never reversed.
import { addDays, DEFAULT_RANGE_DAYS, rangeLengthDays, type DateRange } from '../time/date-range';

export const MAX_ANALYTICS_RANGE_DAYS = 366;

export const ANALYTICS_RANGE_MESSAGES = {
  endBeforeStart: 'End date must not be before the start date',
  tooLong: `The date range must not be longer than ${MAX_ANALYTICS_RANGE_DAYS} days`,
} as const;

export type RangeResolution =
  { ok: true; range: DateRange; days: number } | { ok: false; fields: Record<string, string> };

/** Fills a missing end with today and a missing start with the 30 days ending at the end. */
export function resolveAnalyticsRange(
  requested: { start_date?: string; end_date?: string },
  today: string,
): RangeResolution {
  const end = requested.end_date ?? today;
  const start = requested.start_date ?? addDays(end, 1 - DEFAULT_RANGE_DAYS);
  if (end < start)
    return { ok: false, fields: { end_date: ANALYTICS_RANGE_MESSAGES.endBeforeStart } };
  const days = rangeLengthDays({ start, end });
  if (days > MAX_ANALYTICS_RANGE_DAYS)
    return { ok: false, fields: { end_date: ANALYTICS_RANGE_MESSAGES.tooLong } };
  return { ok: true, range: { start, end }, days };
}

/** The local days of a range, in order. */
export function daysOfRange(range: DateRange): string[] {
  const days: string[] = [];
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) days.push(day);
  return days;
}
