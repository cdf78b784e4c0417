// Tooltips write their numbers in the reader's locale, like the card beside the chart: ECharts'
// own tooltip prints a raw value ("16948.5", "1,000" in every language). A tooltip or series that
// brings its own formatter (percentages, durations, HTML) keeps it.
import { formatCount } from '@footfall/core';

type Tooltip = { formatter?: unknown; valueFormatter?: unknown } & Record<string, unknown>;

/** A tooltip value in the locale: numbers as figures, a gap as a dash, names as they are. */
export function tooltipValueFormatter(locale: string) {
  const one = (value: unknown): string =>
    typeof value === 'number' && Number.isFinite(value)
      ? formatCount(value, locale)
      : value === null || value === undefined || typeof value === 'number'
        ? '–'
        : String(value);
  return (value: unknown): string | string[] =>
    Array.isArray(value) ? value.map(one) : one(value);
}

/** `option` with a locale value formatter on its tooltip, unless it formats its own. */
export function withLocaleTooltip<T extends object>(option: T, locale: string): T {
  const { tooltip } = option as { tooltip?: unknown };
  if (typeof tooltip !== 'object' || tooltip === null || Array.isArray(tooltip)) return option;
  const { formatter, valueFormatter } = tooltip as Tooltip;
  if (formatter !== undefined || valueFormatter !== undefined) return option;
  return { ...option, tooltip: { ...tooltip, valueFormatter: tooltipValueFormatter(locale) } };
}
