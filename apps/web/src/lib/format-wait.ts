/**
 * "in 45 seconds" / "dans 45 secondes": a wait in the UI language, rounded up to minutes beyond
 * two minutes.
 */
export function formatWait(seconds: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  return seconds < 120
    ? format.format(seconds, 'second')
    : format.format(Math.ceil(seconds / 60), 'minute');
}
