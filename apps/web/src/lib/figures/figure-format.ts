// How the web writes figures in the user's locale: counts, percentages, durations as minutes and
// seconds (SPEC.md section 9) and changes. One place, so every page writes a figure alike.
import { formatDuration, type DurationUnits } from '@footfall/core';

/** The user's locale and the translated duration units: what every figure writer needs. */
export interface FigureFormat {
  locale: string;
  durationUnits: DurationUnits;
}

// A table writes hundreds of figures; building an Intl formatter is the costly part, so each
// style keeps one per locale.
function numberStyle(options: Intl.NumberFormatOptions): (locale: string) => Intl.NumberFormat {
  const byLocale = new Map<string, Intl.NumberFormat>();
  return (locale) => {
    let format = byLocale.get(locale);
    if (!format) {
      format = new Intl.NumberFormat(locale, options);
      byLocale.set(locale, format);
    }
    return format;
  };
}

const whole = numberStyle({ maximumFractionDigits: 0 });
const decimal = numberStyle({ maximumFractionDigits: 1 });
const percent = numberStyle({ style: 'percent', maximumFractionDigits: 1 });
const signedDecimal = numberStyle({ maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const signedPercent = numberStyle({
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** A whole number ("12,345", "12 345"). */
export const formatWhole = (value: number, locale: string) => whole(locale).format(value);

/** A figure with one decimal at most ("41.3"). */
export const formatDecimal = (value: number, locale: string) => decimal(locale).format(value);

/** A count: whole from 10 up, one decimal below, where it is an average ("2.5"). */
export const formatCount = (value: number, locale: string) =>
  value < 10 ? formatDecimal(value, locale) : formatWhole(value, locale);

/** A rate 0-1 as a percentage with up to one decimal ("24.5%", "24,5 %"). */
export const formatPercent = (rate: number, locale: string) => percent(locale).format(rate);

/** Seconds as minutes and seconds in the translated units ("12 min 5 s"). */
export const formatSeconds = (seconds: number, { durationUnits }: FigureFormat) =>
  formatDuration(seconds, durationUnits);

/** A relative change (0.125 = 12.5 %), signed: "+12.5%", "-3%", "0%". */
export const formatSignedChange = (relative: number, locale: string) =>
  signedPercent(locale).format(relative);

/** A relative change as its size only ("12.5%"), for a text that gives the direction in words. */
export const formatUnsignedChange = (relative: number, locale: string) =>
  formatPercent(Math.abs(relative), locale);

/** A change in percentage points (already times 100), signed: "+2.1", "-3.4", "0". */
export const formatSignedPoints = (points: number, locale: string) =>
  signedDecimal(locale).format(points);

export type ChangeDirection = 'up' | 'down' | 'flat';

/** Which way a change goes; `flatBelow`: a size under which it counts as no change. */
export function changeDirection(change: number, flatBelow = 0): ChangeDirection {
  if (Math.abs(change) < flatBelow) return 'flat';
  return change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
}
