// The comparison report's figures written in the user's locale by the shared writers
// (lib/figures): visitors per day, rates as percentages, dwell as minutes and seconds, and
// changes in words.
import { COMPARISON_METRIC_UNITS, type ComparisonMetric } from '@footfall/core';
import {
  changeDirection,
  formatDecimal,
  formatPercent,
  formatSeconds,
  formatUnsignedChange,
  type ChangeDirection,
  type FigureFormat,
} from '../../lib/figures/figure-format';

export function formatMetric(
  metric: ComparisonMetric,
  value: number,
  format: FigureFormat,
): string {
  switch (COMPARISON_METRIC_UNITS[metric]) {
    case 'per_day':
      return formatDecimal(value, format.locale);
    case 'rate':
      return formatPercent(value, format.locale);
    case 'seconds':
      return formatSeconds(value, format);
  }
}

/** A relative change (0.2 = 20 %) as a direction and an unsigned percentage; null: none. */
export function changeOf(
  relative: number | null,
  locale: string,
): { direction: ChangeDirection; text: string } | null {
  if (relative === null) return null;
  // Below a tenth of a percent the figure rounds to 0 %: say it did not change.
  return {
    direction: changeDirection(relative, 0.0005),
    text: formatUnsignedChange(relative, locale),
  };
}
