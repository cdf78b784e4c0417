// The comparison report's figures written in the user's locale: visitors per day, rates as
// percentages, dwell as minutes and seconds (SPEC.md section 9), and changes in words.
import {
  COMPARISON_METRIC_UNITS,
  formatDuration,
  type ComparisonMetric,
  type DurationUnits,
} from '@footfall/core';

export interface ComparisonFormat {
  locale: string;
  durationUnits: DurationUnits;
}

export function formatMetric(
  metric: ComparisonMetric,
  value: number,
  { locale, durationUnits }: ComparisonFormat,
): string {
  switch (COMPARISON_METRIC_UNITS[metric]) {
    case 'per_day':
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
    case 'rate':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
        value,
      );
    case 'seconds':
      return formatDuration(value, durationUnits);
  }
}

export type ChangeDirection = 'up' | 'down' | 'flat';

/** A relative change (0.2 = 20 %) as a direction and an unsigned percentage; null: none. */
export function changeOf(
  relative: number | null,
  locale: string,
): { direction: ChangeDirection; text: string } | null {
  if (relative === null) return null;
  const text = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    Math.abs(relative),
  );
  // Below a tenth of a percent the figure rounds to 0 %: say it did not change.
  if (Math.abs(relative) < 0.0005) return { direction: 'flat', text };
  return { direction: relative > 0 ? 'up' : 'down', text };
}
