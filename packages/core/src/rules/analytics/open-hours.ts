// Which local hours of a day are business hours, from a location's week and date exceptions
// (0 = Monday). A closing hour of 24 and above runs into the next day (docs/product.md section 9),
// so a day's open hours are its own opening period plus what the previous day's period spills over.
import { addDays } from '../time/date-range';

export interface OpeningPeriod {
  closed: boolean;
  open_hour: number | null;
  close_hour: number | null;
}
export interface WeeklyOpeningHours {
  days: readonly (OpeningPeriod & { weekday: number })[];
  exceptions: readonly (OpeningPeriod & { date: string })[];
}

/** 0 = Monday ... 6 = Sunday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

function periodOf(hours: WeeklyOpeningHours, date: string): OpeningPeriod | undefined {
  return (
    hours.exceptions.find((exception) => exception.date === date) ??
    hours.days.find((day) => day.weekday === weekdayOf(date))
  );
}

/** The wall-clock hours (0-23) of `date` that are business hours, ascending. */
export function openHoursOfDay(hours: WeeklyOpeningHours, date: string): number[] {
  const open = new Set<number>();
  const own = periodOf(hours, date);
  if (own && !own.closed && own.open_hour !== null && own.close_hour !== null)
    for (let hour = own.open_hour; hour < Math.min(own.close_hour, 24); hour++) open.add(hour);
  const previous = periodOf(hours, addDays(date, -1));
  if (previous && !previous.closed && previous.close_hour !== null && previous.close_hour > 24)
    for (let hour = 0; hour < previous.close_hour - 24; hour++) open.add(hour);
  return [...open].sort((a, b) => a - b);
}
