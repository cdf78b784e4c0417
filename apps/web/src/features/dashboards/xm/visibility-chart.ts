// Brand visibility over time: impressions as stacked bars, visitors on top of walk-bys, so the
// whole bar is the impressions and its top part the people the booth drew in.
import { LABELS_INSIDE_GRID, type AnalyticsChartOption } from '../../../components/chart';
import { EVENT_COLORS, countTooltip } from './event-chart';
import type { EventFigures } from './event-figures';

export interface VisibilityChartLabels {
  walkBys: string;
  visitors: string;
}

export function visibilityChartOption(
  categories: readonly string[],
  rows: readonly Pick<EventFigures, 'walkBys' | 'visitors'>[],
  labels: VisibilityChartLabels,
  format: { count: (value: number) => string },
): AnalyticsChartOption {
  const stacked = (name: string, color: string, data: (number | null)[]) => ({
    type: 'bar' as const,
    name,
    color,
    stack: 'impressions',
    data,
    tooltip: { valueFormatter: countTooltip(format) },
  });
  return {
    animation: false,
    grid: { left: 8, right: 8, top: 40, bottom: 8, ...LABELS_INSIDE_GRID },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: [...categories] },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { formatter: (value: number) => format.count(value) },
    },
    // A series the tier does not offer (all null) is left out, legend entry included.
    series: [
      stacked(
        labels.walkBys,
        EVENT_COLORS.walkBys,
        rows.map((row) => row.walkBys),
      ),
      stacked(
        labels.visitors,
        EVENT_COLORS.visitors,
        rows.map((row) => row.visitors),
      ),
    ].filter((series) => series.data.some((value) => value !== null)),
  };
}
