// How the live-event, show, tracking and ADAM pages write figures: numbers, percentages and
// durations by the shared writers (lib/figures), days and hours in the user's locale.
import type { DurationUnits } from '@footfall/core';
import type { ChartCell } from '../../../components/chart';
import {
  formatDecimal,
  formatPercent,
  formatSeconds,
  formatWhole,
} from '../../../lib/figures/figure-format';

export interface EventFormat {
  count: (value: number) => string;
  /** A rate 0-1: "42.5%". */
  percent: (rate: number) => string;
  /** Seconds as minutes and seconds: "34 min 55 s". */
  duration: (seconds: number) => string;
  /** An axis tick in whole minutes: "30 min". */
  minutesAxis: (minutes: number) => string;
  /** A local day (YYYY-MM-DD): "Wed, Nov 18, 2026". */
  day: (day: string) => string;
  /** A local day on a chart axis: "Wed, Nov 18". */
  dayShort: (day: string) => string;
  /** The month of a local day: "Nov 2026". */
  month: (day: string) => string;
  /** A local wall-clock hour 0-23: "9 AM", "09 h". */
  hour: (hour: number) => string;
  /** A figure with one decimal at most ("41.3"). */
  decimal: (value: number) => string;
}

// Local days are calendar dates: written at UTC midnight in UTC, so no zone shifts a day.
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

export function eventFormat(locale: string, units: DurationUnits): EventFormat {
  const figures = { locale, durationUnits: units };
  const days = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const shortDays = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const months = new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const hours = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' });
  return {
    count: (value) => formatWhole(value, locale),
    percent: (rate) => formatPercent(rate, locale),
    duration: (seconds) => formatSeconds(seconds, figures),
    minutesAxis: (minutes) => `${formatWhole(minutes, locale)} ${units.minutes}`,
    day: (day) => days.format(utcDay(day)),
    dayShort: (day) => shortDays.format(utcDay(day)),
    month: (day) => months.format(utcDay(day)),
    hour: (hour) => hours.format(new Date(Date.UTC(2000, 0, 1, hour))),
    decimal: (value) => formatDecimal(value, locale),
  };
}

/** A table column's formatter: a number written by `write`, anything else as a dash. */
export const numberCell =
  (write: (value: number) => string) =>
  (cell: ChartCell): string =>
    typeof cell === 'number' ? write(cell) : '–';

/** A table column's formatter for a local day. */
export const dayCell =
  (write: (day: string) => string) =>
  (cell: ChartCell): string =>
    typeof cell === 'string' ? write(cell) : '–';
