import type {
  BarSeriesOption,
  HeatmapSeriesOption,
  LineSeriesOption,
  SankeySeriesOption,
  ScatterSeriesOption,
  TreeSeriesOption,
} from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GraphicComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

// The option types screens may build, re-exported so no screen imports echarts itself.
export type ChartOption = ComposeOption<TreeSeriesOption | TooltipComponentOption>;
/** Charts on a grid of category axes (the business-hours preview is a heatmap). */
export type GridChartOption = ComposeOption<
  HeatmapSeriesOption | GridComponentOption | VisualMapComponentOption | TooltipComponentOption
>;
/** Analytics charts: lines, bars, scatter/bubbles, heat grids, Sankey journeys, overlays. */
export type AnalyticsChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | ScatterSeriesOption
  | HeatmapSeriesOption
  | SankeySeriesOption
  | GridComponentOption
  | LegendComponentOption
  | MarkLineComponentOption
  | DataZoomComponentOption
  | GraphicComponentOption
  | VisualMapComponentOption
  | TooltipComponentOption
>;
export type TreeSeries = TreeSeriesOption;

/** A grid whose left/right/top/bottom hold the axis labels too (what ECharts 5 called
 * `containLabel`, deprecated in ECharts 6 for this pair). */
export const LABELS_INSIDE_GRID = {
  outerBoundsMode: 'same',
  outerBoundsContain: 'axisLabel',
} as const satisfies GridComponentOption;
export type TreeNodeOption = NonNullable<TreeSeriesOption['data']>[number];

/** What a click on a chart element reports: the clicked datum's name and value. */
export interface ChartClick {
  name: string;
  value: unknown;
}
