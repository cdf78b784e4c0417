// The frame of one local day of a location: its hours (23, 24 or 25 with daylight saving), which
// of them are business hours, and the opening instant that resets door-counter occupancy.
import {
  addDays,
  isDateString,
  localHourStarts,
  localParts,
  zonedDayStart,
  zonedTimeToUtc,
  type BusinessHours,
} from '@footfall/core';

export interface DayFrame {
  localDate: string;
  hourStarts: number[];
  dayEnd: number;
  /** Local clock hour of each hour start (a fall-back day repeats one). */
  localHours: number[];
  /** 0 = Monday ... 6 = Sunday. */
  weekday: number;
  inBusinessHours: boolean[];
  /** Business-hours open instant, or local midnight on a closed day: occupancy resets here. */
  openAt: number;
}

interface Opening {
  open: number;
  close: number;
}

function weekdayOf(localDate: string): number {
  const [y, m, d] = localDate.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The day's opening period: an exception for that date wins over the weekly hours. */
export function openingOf(hours: BusinessHours, localDate: string): Opening | null {
  const exception = hours.exceptions.find((entry) => entry.date === localDate);
  const weekday = weekdayOf(localDate);
  const day = exception ?? hours.days.find((entry) => entry.weekday === weekday);
  if (!day || day.closed || day.open_hour === null || day.close_hour === null) return null;
  return { open: day.open_hour, close: day.close_hour };
}

/** Open in local hour `hour` of the day: its own period, or the previous day's past midnight. */
export function isBusinessHour(
  hour: number,
  today: Opening | null,
  yesterday: Opening | null,
): boolean {
  if (today && hour >= today.open && hour < today.close) return true;
  return yesterday !== null && yesterday.close > 24 && hour < yesterday.close - 24;
}

export function dayFrame(localDate: string, timeZone: string, hours: BusinessHours): DayFrame {
  if (!isDateString(localDate)) throw new RangeError(`Not a local date: ${localDate}`);
  const hourStarts = localHourStarts(localDate, timeZone);
  const dayStart = hourStarts[0] ?? zonedDayStart(localDate, timeZone);
  const dayEnd = zonedDayStart(addDays(localDate, 1), timeZone);
  const localHours = hourStarts.map((start) => localParts(start, timeZone).hour);
  const today = openingOf(hours, localDate);
  const yesterday = openingOf(hours, addDays(localDate, -1));
  return {
    localDate,
    hourStarts,
    dayEnd,
    localHours,
    weekday: weekdayOf(localDate),
    inBusinessHours: localHours.map((hour) => isBusinessHour(hour, today, yesterday)),
    openAt: today ? Math.max(dayStart, zonedTimeToUtc(localDate, today.open, timeZone)) : dayStart,
  };
}
