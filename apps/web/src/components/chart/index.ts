export { Chart } from './chart';
export type {
  AnalyticsChartOption,
  ChartClick,
  ChartOption,
  GridChartOption,
  TreeNodeOption,
  TreeSeries,
} from './chart-types';
