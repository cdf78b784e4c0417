// The retail figures written in the user's locale (lib/figures): a KPI by its format, the
// insights' values with weekday names, and the changes of the comparison. Pure, so tests pin them.
import {
  changeDirection,
  formatCount,
  formatPercent,
  formatSeconds,
  formatSignedChange,
  formatSignedPoints,
  type ChangeDirection,
  type FigureFormat,
} from '../../../lib/figures/figure-format';
import { weekdayName } from '../../settings/business-hours/business-hours-form';
import {
  INSIGHT_PLACEHOLDERS,
  type Insight,
  type InsightPlaceholder,
  type InsightValue,
} from './retail-insights';
import type { KpiComparison, KpiFormat } from './retail-kpis';

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

/** Every placeholder of the insights, written out (empty where a sentence has no such value). */
export function insightParams(
  values: Insight['values'],
  format: FigureFormat,
): Record<InsightPlaceholder, string> {
  const entries = INSIGHT_PLACEHOLDERS.map((name) => {
    const value = values[name];
    return [name, value ? formatInsightValue(value, format) : ''] as const;
  });
  return Object.fromEntries(entries) as Record<InsightPlaceholder, string>;
}

export interface ChangeText {
  direction: ChangeDirection;
  /** Signed, e.g. "+12%", "−3.5", null when there is no base to compare with. */
  text: string | null;
  kind: KpiComparison['changeKind'];
}

/** The change of a comparison, signed: percent for counts and durations, points for rates. */
export function formatChange(comparison: KpiComparison, locale: string): ChangeText {
  const { change, changeKind: kind } = comparison;
  if (change === null) return { direction: 'up', text: null, kind };
  const text =
    kind === 'points'
      ? formatSignedPoints(change * 100, locale)
      : formatSignedChange(change, locale);
  return { direction: changeDirection(change), text, kind };
}
