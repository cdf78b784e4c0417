// Date ranges of docs/product.md section 9. Dates are calendar days written
// 'YYYY-MM-DD'; arithmetic is done in UTC on those strings, so a user's time zone or a daylight
// saving change can never shift a day.

export const DEFAULT_RANGE_DAYS = 30;
/** A selected range longer than this compares against twice its length. */
export const COMPARISON_DOUBLE_THRESHOLD_DAYS = 15;

export interface DateRange {
  start: string;
  end: string;
}

const MS_PER_DAY = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar date, or null (rejects '2024-02-30'). */
function toDayNumber(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const ms = Date.UTC(year, month - 1, day);
  return new Date(ms).getUTCDate() === day && new Date(ms).getUTCMonth() === month - 1
    ? ms / MS_PER_DAY
    : null;
}

function dayNumber(date: string): number {
  const days = toDayNumber(date);
  if (days === null) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return days;
}

function fromDayNumber(days: number): string {
  return new Date(days * MS_PER_DAY).toISOString().slice(0, 10);
}

export function isDateString(value: string): boolean {
  return toDayNumber(value) !== null;
}

/** The calendar years the product accepts (a date outside them is an input error, not a 500). */
export const SUPPORTED_DATES = { first: '1970-01-01', last: '2100-12-31' } as const;
export const UNSUPPORTED_DATE_MESSAGE = (label: string) =>
  `${label} must be between ${SUPPORTED_DATES.first} and ${SUPPORTED_DATES.last}`;

/** A date the product can work with: a real YYYY-MM-DD date of the years 1970-2100 (anything
 * not a date passes here; isDateString says why that one is refused). */
export function isSupportedDate(value: string): boolean {
  return !isDateString(value) || (value >= SUPPORTED_DATES.first && value <= SUPPORTED_DATES.last);
}

export function addDays(date: string, n: number): string {
  return fromDayNumber(dayNumber(date) + n);
}

/** Number of days in the range, both ends included; throws when it ends before it starts. */
export function rangeLengthDays(range: DateRange): number {
  const length = dayNumber(range.end) - dayNumber(range.start) + 1;
  if (length < 1) throw new RangeError(`Range ends before it starts: ${range.start}..${range.end}`);
  return length;
}

/** The last 30 days, today included. */
export function defaultDateRange(today: string): DateRange {
  return { start: addDays(today, 1 - DEFAULT_RANGE_DAYS), end: today };
}

/**
 * The days immediately before the range: as many as selected, or twice as many when more than 15
 * are selected. In the doubled case `averaged` is true and values are compared as daily averages,
 * since the totals cover different numbers of days.
 */
export function comparisonRange(range: DateRange): DateRange & { averaged: boolean } {
  const length = rangeLengthDays(range);
  const averaged = length > COMPARISON_DOUBLE_THRESHOLD_DAYS;
  const comparisonLength = averaged ? 2 * length : length;
  return {
    start: addDays(range.start, -comparisonLength),
    end: addDays(range.start, -1),
    averaged,
  };
}
