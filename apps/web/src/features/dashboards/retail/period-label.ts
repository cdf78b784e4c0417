// A time bucket's label on the charts' axis and in their tables, in the user's language: a day
// ("Mar 2"), a week by its Monday, a month ("Mar 2026") or an hour in the location's time zone
// ("Mar 2, 9 AM"). Day buckets are calendar dates, formatted at UTC midnight so no zone shifts them.
import type { Granularity } from '@footfall/core';

const FORMATS: Record<Granularity, Intl.DateTimeFormatOptions> = {
  hour: { month: 'short', day: 'numeric', hour: 'numeric' },
  day: { month: 'short', day: 'numeric' },
  week: { month: 'short', day: 'numeric' },
  month: { month: 'short', year: 'numeric' },
};

export function periodLabeler(
  granularity: Granularity,
  locale: string,
  timeZone: string,
): (bucket: string) => string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, {
      ...FORMATS[granularity],
      timeZone: granularity === 'hour' ? timeZone : 'UTC',
    });
  } catch {
    format = new Intl.DateTimeFormat(locale, { ...FORMATS[granularity], timeZone: 'UTC' });
  }
  return (bucket) => {
    const date = new Date(granularity === 'hour' ? bucket : `${bucket.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? bucket : format.format(date);
  };
}
