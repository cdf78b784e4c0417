// The retail figures written in the user's locale (lib/figures): a KPI by its format, the
// insights' values with weekday names. Pure, so tests pin them. (Changes: core's formatMetricChange.)
import {
  formatCount,
  formatPercent,
  formatSeconds,
  type FigureFormat,
} from '../../../lib/figures/figure-format';
import { weekdayName } from '../../settings/business-hours/business-hours-form';
import {
  INSIGHT_PLACEHOLDERS,
  type Insight,
  type InsightPlaceholder,
  type InsightValue,
} from './retail-insights';
import type { KpiFormat } from './retail-kpis';

export function formatFigure(value: number, format: KpiFormat, figures: FigureFormat) {
  switch (format) {
    case 'count':
      return formatCount(value, figures.locale);
    case 'rate':
      return formatPercent(value, figures.locale);
    case 'duration':
      return formatSeconds(value, figures);
  }
}

export function formatInsightValue(value: InsightValue, format: FigureFormat): string {
  switch (value.kind) {
    case 'count':
      return formatCount(value.value, format.locale);
    case 'percent':
      return formatPercent(value.value, format.locale);
    case 'duration':
      return formatSeconds(value.value, format);
    case 'weekday':
      return weekdayName(value.value, format.locale, 'long');
  }
}

/** Every placeholder of the insights, written out (empty where a sentence has no such value), and
 * the count a sentence in plural forms agrees with. */
export function insightParams(
  values: Insight['values'],
  format: FigureFormat,
  count?: number,
): Record<InsightPlaceholder, string> & { count?: number } {
  const entries = INSIGHT_PLACEHOLDERS.map((name) => {
    const value = values[name];
    return [name, value ? formatInsightValue(value, format) : ''] as const;
  });
  const params = Object.fromEntries(entries) as Record<InsightPlaceholder, string>;
  return count === undefined ? params : { ...params, count };
}
