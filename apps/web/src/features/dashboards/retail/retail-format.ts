// Figures written in the user's locale: counts, percentages, durations (minutes and seconds,
// SPEC.md section 9), weekday names and the changes of the comparison. Pure, so tests pin them.
import { formatDuration, type DurationUnits } from '@footfall/core';
import { weekdayName } from '../../settings/business-hours/business-hours-form';
import {
  INSIGHT_PLACEHOLDERS,
  type Insight,
  type InsightPlaceholder,
  type InsightValue,
} from './retail-insights';
import type { KpiComparison, KpiFormat } from './retail-kpis';

export interface FigureFormat {
  locale: string;
  durationUnits: DurationUnits;
}

export const formatCount = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);

/** A rate 0-1 as a percentage with up to one decimal ("24.5%", "24,5 %"). */
export const formatPercent = (rate: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);

export function formatFigure(
  value: number,
  format: KpiFormat,
  { locale, durationUnits }: FigureFormat,
) {
  switch (format) {
    case 'count':
      return formatCount(value, locale);
    case 'rate':
      return formatPercent(value, locale);
    case 'duration':
      return formatDuration(value, durationUnits);
  }
}

export function formatInsightValue(value: InsightValue, format: FigureFormat): string {
  switch (value.kind) {
    case 'count':
      return formatCount(value.value, format.locale);
    case 'percent':
      return formatPercent(value.value, format.locale);
    case 'duration':
      return formatDuration(value.value, format.durationUnits);
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

export type ChangeDirection = 'up' | 'down' | 'flat';

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
  const direction: ChangeDirection = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const text =
    kind === 'points'
      ? new Intl.NumberFormat(locale, {
          maximumFractionDigits: 1,
          signDisplay: 'exceptZero',
        }).format(change * 100)
      : new Intl.NumberFormat(locale, {
          style: 'percent',
          maximumFractionDigits: 1,
          signDisplay: 'exceptZero',
        }).format(change);
  return { direction, text, kind };
}
