// Date ranges of local days (YYYY-MM-DD) in the user's language, e.g. "Mar 1 – 7, 2026".
import type { DateRange } from '@footfall/core';

// Local days are calendar dates: format them at UTC midnight in UTC, so no zone shifts a day.
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    asDate(day),
  );
}

export function formatDateRange(range: DateRange, language: string): string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return range.start === range.end
    ? format.format(asDate(range.start))
    : format.formatRange(asDate(range.start), asDate(range.end));
}
