// How the main dashboard writes its figures, in the user's locale.
import type { FigureKey } from './overview-row';

/** Counts as whole numbers, the capture rate (a 0-1 ratio) as a percentage with one decimal, the
 * trend (already in percent) signed and whole: "12,345", "23.4%", "+12%". */
export function formatFigure(key: FigureKey, value: number, locale: string): string {
  switch (key) {
    case 'captureRate':
      return new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(value);
    case 'trend':
      return new Intl.NumberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: 0,
        signDisplay: 'exceptZero',
      }).format(value / 100);
    default:
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  }
}

export type TrendDirection = 'up' | 'down' | 'flat';

/** Under half a percent either way reads as no change (it is shown as 0%). */
export function trendDirection(percent: number): TrendDirection {
  if (percent >= 0.5) return 'up';
  if (percent <= -0.5) return 'down';
  return 'flat';
}
