// Wall-clock hours in the user's locale ("14:00", "2 PM") for the heatmap's time slider.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string): Intl.DateTimeFormat {
  let known = formatters.get(locale);
  if (!known) {
    // 24-hour locales write "09:00"; 12-hour ones "9:00 AM".
    const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
    const twentyFour = cycle === 'h23' || cycle === 'h24';
    known = new Intl.DateTimeFormat(locale, {
      hour: twentyFour ? '2-digit' : 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    formatters.set(locale, known);
  }
  return known;
}

/** The start of a local hour 0-23 (24 is the end of the day), e.g. "9:00 AM" or "09:00". */
export function hourLabel(hour: number, locale: string): string {
  return formatter(locale).format(Date.UTC(2026, 0, 1, hour % 24));
}

/** "14:00–15:00": the hour the slider shows. */
export function hourRangeLabel(hour: number, locale: string): string {
  return `${hourLabel(hour, locale)}–${hourLabel((hour + 1) % 24, locale)}`;
}

/** The `hour` search param: a whole hour 0-23, or null (the whole day). */
export function parseHourParam(value: string | null): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const hour = Number(value);
  return hour >= 0 && hour <= 23 ? hour : null;
}
