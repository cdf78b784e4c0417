export { Chart, type ChartHandle } from './chart';
export { ChartCard, type ChartCardProps, type ChartCardState } from './chart-card';
export { CATEGORICAL_PALETTE, COMPARISON_COLOR, contrastRatio, paletteColor } from './palette';
export { toCsv, exportFileName } from './chart-csv';
export type { ChartCell, ChartColumn, ChartRow, ChartTable } from './chart-table';
export { tableOf } from './chart-table';
export type {
  AnalyticsChartOption,
  ChartClick,
  ChartOption,
  GridChartOption,
  TreeNodeOption,
  TreeSeries,
} from './chart-types';
export { LABELS_INSIDE_GRID } from './chart-types';
