// How the web writes figures in the user's locale: counts, percentages, durations as minutes and
// seconds (docs/product.md section 9) and changes. One place, so every page writes a figure alike.
import { formatDuration, type DurationUnits, formatNumber, formatPercent } from '@footfall/core';

/** The user's locale and the translated duration units: what every figure writer needs. */
export interface FigureFormat {
  locale: string;
  durationUnits: DurationUnits;
}

// The numbers themselves come from core's one formatter per locale, shared with the server's
// report files: a card, a tooltip, a table cell and a PDF cell write a figure alike.
export { formatCount, formatDecimal, formatPercent, formatWhole } from '@footfall/core';

/** Seconds as minutes and seconds in the translated units ("12 min 5 s"). */
export const formatSeconds = (seconds: number, { durationUnits }: FigureFormat) =>
  formatDuration(seconds, durationUnits);

/** An estimate's band (core's `estimate.band`, the relative half-width of its 95% interval) as
 * "±6%", "±6,5 %": the percentage by core's formatter, so every surface writes a band alike. */
export const formatBand = (band: number, locale: string) => `±${formatPercent(band, locale)}`;

/** A relative change (0.125 = 12.5 %), signed: "+12.5%", "-3%", "0%". */
export const formatSignedChange = (relative: number, locale: string) =>
  formatNumber(relative, locale, 'signedPercent');

/** A relative change as its size only ("12.5%"), for a text that gives the direction in words. */
export const formatUnsignedChange = (relative: number, locale: string) =>
  formatPercent(Math.abs(relative), locale);

/** A change in percentage points (already times 100), signed: "+2.1", "-3.4", "0". */
export const formatSignedPoints = (points: number, locale: string) =>
  formatNumber(points, locale, 'signedDecimal');

export type ChangeDirection = 'up' | 'down' | 'flat';

/** Which way a change goes; `flatBelow`: a size under which it counts as no change. */
export function changeDirection(change: number, flatBelow = 0): ChangeDirection {
  if (Math.abs(change) < flatBelow) return 'flat';
  return change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
}
