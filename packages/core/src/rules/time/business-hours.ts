// Business-hours options of docs/product.md section 9. Closing hours of 24 and above mean the next
// day (a bar open 18:00 to 02:00 closes at 26).

function hoursFromTo(first: number, last: number): readonly number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

export const OPEN_HOUR_OPTIONS = hoursFromTo(0, 20);
export const CLOSE_HOUR_OPTIONS = hoursFromTo(12, 27);
export const HOURS_PER_DAY = 24;

export const BUSINESS_HOURS_CHART = { defaultMinHour: 9, rows: 9, days: 7 } as const;

export interface HourOption {
  /** The stored value, 0..27. */
  value: number;
  /** The clock hour shown, 0..23. */
  hour: number;
  nextDay: boolean;
}

export function hourOption(hour: number): HourOption {
  if (!Number.isInteger(hour) || hour < 0 || hour >= 2 * HOURS_PER_DAY) {
    throw new RangeError(`Not an hour option: ${hour}`);
  }
  const nextDay = hour >= HOURS_PER_DAY;
  return { value: hour, hour: nextDay ? hour - HOURS_PER_DAY : hour, nextDay };
}

/**
 * "9 AM" or "09:00"; next-day hours get a suffix: "1 AM (next day)". Built by hand rather than
 * with Intl so labels are identical in every browser and in Node; the UI passes its translation
 * of "next day".
 */
export function hourOptionLabel(hour: number, hour12: boolean, nextDayLabel = 'next day'): string {
  const option = hourOption(hour);
  const clock = hour12
    ? `${option.hour % 12 === 0 ? 12 : option.hour % 12} ${option.hour < 12 ? 'AM' : 'PM'}`
    : `${String(option.hour).padStart(2, '0')}:00`;
  return option.nextDay ? `${clock} (${nextDayLabel})` : clock;
}

/** An opening period is valid when both hours are offered options and it closes after opening. */
export function isValidOpeningPeriod(open: number, close: number): boolean {
  return OPEN_HOUR_OPTIONS.includes(open) && CLOSE_HOUR_OPTIONS.includes(close) && close > open;
}
