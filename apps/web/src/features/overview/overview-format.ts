// How the main dashboard writes its figures, in the user's locale.
import { formatCount, formatPercent } from '@footfall/core';
import type { FigureKey } from './overview-row';

/** Counts and the capture rate (a 0-1 ratio) by core's one formatter per locale: "12,345",
 * "23.4%". The trend is the API's change, written by core's formatMetricChange. */
export function formatFigure(key: FigureKey, value: number, locale: string): string {
  return key === 'captureRate' ? formatPercent(value, locale) : formatCount(value, locale);
}
