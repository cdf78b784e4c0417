// The comparison report's figures written in the user's locale by the shared writers
// (lib/figures): visitors per day, rates as percentages, dwell as minutes and seconds, and
// changes in words.
import {
  COMPARISON_METRIC_UNITS,
  formatMetricChange,
  type ComparisonMetric,
  type MetricChange,
} from '@footfall/core';
import {
  formatDecimal,
  formatPercent,
  formatSeconds,
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

/** A change as the server states it (core's catalogue: relative, or points for rates), as a
 * direction and an unsigned figure; null: none. */
export function changeOf(
  change: MetricChange,
  locale: string,
): { direction: ChangeDirection; text: string } | null {
  const text = formatMetricChange(change, locale, { signed: false });
  if (text === null || change.direction === null) return null;
  return { direction: change.direction, text };
}
