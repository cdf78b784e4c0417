// The event report chart (per show day or per hour): impressions and booth visitors as bars, the
// engagement rate as a line on its own percent axis.
import { LABELS_INSIDE_GRID, type AnalyticsChartOption } from '../../../components/chart';
import { paletteColor } from '../../../components/chart';
import type { EventFigures } from './event-figures';

export interface EventChartLabels {
  impressions: string;
  walkBys: string;
  visitors: string;
  engagementRate: string;
}

export interface EventChartFormat {
  count: (value: number) => string;
  percent: (value: number) => string;
}

/** Series colours: the same metric keeps its colour on every chart of the live-event pages. */
export const EVENT_COLORS = {
  impressions: paletteColor(0),
  visitors: paletteColor(2),
  engagementRate: paletteColor(1),
  walkBys: paletteColor(6),
} as const;

/** `categories` label the rows (a formatted day or hour), in the same order. */
export function eventChartOption(
  categories: readonly string[],
  rows: readonly EventFigures[],
  labels: EventChartLabels,
  format: EventChartFormat,
): AnalyticsChartOption {
  const has = (read: (row: EventFigures) => number | null) =>
    rows.some((row) => read(row) !== null);
  const hasImpressions = has((row) => row.impressions);
  // A Lite location has walk-bys without visitors, hence without impressions: draw those.
  const hasWalkBysOnly = !hasImpressions && has((row) => row.walkBys);
  const hasVisitors = has((row) => row.visitors) || !hasWalkBysOnly;
  const hasRate = has((row) => row.engagementRate);
  return {
    animation: false,
    grid: { left: 8, right: 8, top: 40, bottom: 8, ...LABELS_INSIDE_GRID },
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: [...categories] },
    yAxis: [
      {
        type: 'value',
        minInterval: 1,
        axisLabel: { formatter: (value: number) => format.count(value) },
      },
      {
        type: 'value',
        min: 0,
        max: 1,
        show: hasRate,
        splitLine: { show: false },
        axisLabel: { formatter: (value: number) => format.percent(value) },
      },
    ],
    series: [
      ...(hasImpressions
        ? [
            {
              type: 'bar' as const,
              name: labels.impressions,
              color: EVENT_COLORS.impressions,
              data: rows.map((row) => row.impressions),
              tooltip: { valueFormatter: countTooltip(format) },
            },
          ]
        : []),
      ...(hasWalkBysOnly
        ? [
            {
              type: 'bar' as const,
              name: labels.walkBys,
              color: EVENT_COLORS.walkBys,
              data: rows.map((row) => row.walkBys),
              tooltip: { valueFormatter: countTooltip(format) },
            },
          ]
        : []),
      ...(hasVisitors
        ? [
            {
              type: 'bar' as const,
              name: labels.visitors,
              color: EVENT_COLORS.visitors,
              data: rows.map((row) => row.visitors),
              tooltip: { valueFormatter: countTooltip(format) },
            },
          ]
        : []),
      ...(hasRate
        ? [
            {
              type: 'line' as const,
              name: labels.engagementRate,
              color: EVENT_COLORS.engagementRate,
              yAxisIndex: 1,
              connectNulls: false,
              data: rows.map((row) => row.engagementRate),
              tooltip: { valueFormatter: percentTooltip(format) },
            },
          ]
        : []),
    ],
  };
}

/** ECharts hands tooltips raw values (or none for a gap); figures are shown formatted. */
export const countTooltip = (format: Pick<EventChartFormat, 'count'>) => (value: unknown) =>
  typeof value === 'number' ? format.count(value) : '–';

export const percentTooltip = (format: Pick<EventChartFormat, 'percent'>) => (value: unknown) =>
  typeof value === 'number' ? format.percent(value) : '–';
