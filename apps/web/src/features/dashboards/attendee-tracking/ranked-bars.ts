// A ranked horizontal bar chart (booths by traffic, areas by dwell or attraction): the first item
// on top, one colour, values formatted by the caller (counts, minutes and seconds, percent).
import { LABELS_INSIDE_GRID, type AnalyticsChartOption } from '../../../components/chart';

export interface RankedBarsFormat {
  /** The axis labels. */
  axis: (value: number) => string;
  /** The tooltip and bar-end labels. */
  value: (value: number) => string;
}

/** Bar height per item, so long lists stay readable; the chart height follows the count. */
export const RANKED_BAR_HEIGHT = 32;

export function rankedBarsHeight(count: number): number {
  return Math.max(160, 56 + count * RANKED_BAR_HEIGHT);
}

export function rankedBarsOption(
  items: readonly { name: string; value: number | null }[],
  seriesName: string,
  color: string,
  format: RankedBarsFormat,
): AnalyticsChartOption {
  return {
    animation: false,
    grid: { left: 8, right: 56, top: 8, bottom: 8, ...LABELS_INSIDE_GRID },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    // Three ticks at most: eight French labels ("1 000", "1 500", ...) ran together on a card
    // half the page wide, which ECharts' hideOverlap did not catch.
    xAxis: {
      type: 'value',
      splitNumber: 3,
      axisLabel: { hideOverlap: true, formatter: (value: number) => format.axis(value) },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: items.map((item) => item.name),
      axisLabel: { width: 140, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        name: seriesName,
        color,
        data: items.map((item) => item.value),
        label: {
          show: true,
          position: 'right',
          formatter: (params: { value: unknown }) =>
            typeof params.value === 'number' ? format.value(params.value) : '',
        },
        tooltip: {
          valueFormatter: (value: unknown) =>
            typeof value === 'number' ? format.value(value) : '–',
        },
      },
    ],
  };
}
