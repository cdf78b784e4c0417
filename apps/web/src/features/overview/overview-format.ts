// How the main dashboard writes its figures, in the user's locale.
import type { FigureKey } from './overview-row';

/** Counts as whole numbers, the capture rate (a 0-1 ratio) as a percentage with one decimal:
 * "12,345", "23.4%". The trend is the API's change, written by core's formatMetricChange. */
export function formatFigure(key: FigureKey, value: number, locale: string): string {
  switch (key) {
    case 'captureRate':
      return new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(value);
    default:
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  }
}
