export { Chart } from './chart';
export type { ChartClick, ChartOption, TreeNodeOption, TreeSeries } from './chart-types';
