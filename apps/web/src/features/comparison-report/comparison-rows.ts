// Pure transforms of the comparison answer: the period override read from the URL, the grade
// badge colours, the grading bands in words, and the chart's table and option.
import {
  COMPARISON_METRICS,
  MAX_ANALYTICS_RANGE_DAYS,
  isDateString,
  rangeLengthDays,
  type ComparisonMetric,
  type QualityGrade,
  type ReportComparison,
  numberFormat,
} from '@footfall/core';
import type { AnalyticsChartOption, ChartTable } from '../../components/chart';
import { LABELS_INSIDE_GRID, paletteColor } from '../../components/chart';

export type PeriodParams = { start: string | null; end: string | null };
export type PeriodProblem = 'both' | 'endBeforeStart' | 'tooLong';

/** The period the user asked for: both valid dates in order, none, or what is wrong with it. */
export function checkPeriod({
  start,
  end,
}: PeriodParams):
  | { ok: true; period: { start: string; end: string } | null }
  | { ok: false; problem: PeriodProblem } {
  if (!start && !end) return { ok: true, period: null };
  if (!start || !end || !isDateString(start) || !isDateString(end))
    return { ok: false, problem: 'both' };
  if (end < start) return { ok: false, problem: 'endBeforeStart' };
  if (rangeLengthDays({ start, end }) > MAX_ANALYTICS_RANGE_DAYS)
    return { ok: false, problem: 'tooLong' };
  return { ok: true, period: { start, end } };
}

/**
 * Badge colours (Mantine palette shade 9, white text): every one has at least 4.5:1 against
 * white (WCAG AA for small text), and the grade is always written in words beside the colour.
 */
export const GRADE_COLORS: Record<QualityGrade, string> = {
  average: 'gray',
  fair: 'cyan',
  good: 'blue',
  'very good': 'indigo',
  prime: 'violet',
  outstanding: 'grape',
  high: 'teal',
};

export type BandText =
  | { key: 'bandFirst'; to: number }
  | { key: 'band'; from: number; to: number }
  | { key: 'bandLast'; from: number };

/** Which sentence explains a band, and its bounds. */
export function bandText(band: ReportComparison['bands'][number]): BandText {
  if (band.to === null) return { key: 'bandLast', from: band.from };
  if (band.from === 0) return { key: 'bandFirst', to: band.to };
  return { key: 'band', from: band.from, to: band.to };
}

/** The chart's data: one row per metric, one percentile column per location. */
export function percentileTable(
  comparison: ReportComparison,
  metricLabel: (metric: ComparisonMetric) => string,
  metricHeading: string,
  locale: string,
): ChartTable {
  const digits = numberFormat(locale, 'decimal');
  return {
    columns: [
      { key: 'metric', label: metricHeading },
      ...comparison.locations.map((location) => ({
        key: `l${location.location_id}`,
        label: location.name,
        format: (value: unknown) => (typeof value === 'number' ? digits.format(value) : '—'),
      })),
    ],
    rows: COMPARISON_METRICS.map((metric) => ({
      metric: metricLabel(metric),
      ...Object.fromEntries(
        comparison.locations.map((location) => {
          const percentile = location.current[metric].percentile;
          return [
            `l${location.location_id}`,
            percentile === null ? null : Math.round(percentile * 10) / 10,
          ];
        }),
      ),
    })),
  };
}

/** Grouped bars: the metrics along the axis, a bar per location, 0-100 percentile ranks. */
export function percentileOption(table: ChartTable): AnalyticsChartOption {
  const [, ...locations] = table.columns;
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 40, bottom: 8, ...LABELS_INSIDE_GRID },
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: table.rows.map((row) => String(row.metric)) },
    yAxis: { type: 'value', min: 0, max: 100 },
    series: locations.map((column, index) => ({
      type: 'bar',
      name: column.label,
      color: paletteColor(index),
      data: table.rows.map((row) => row[column.key] ?? null),
    })),
  };
}
