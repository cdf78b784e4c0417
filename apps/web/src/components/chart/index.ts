export { Chart } from './chart';
export type {
  ChartClick,
  ChartOption,
  GridChartOption,
  TreeNodeOption,
  TreeSeries,
} from './chart-types';
