// The only place that imports ECharts (docs/architecture.md, enforced by ESLint). Modular imports
// keep the bundle to the chart types and components the app uses; register new ones here.
import {
  BarChart,
  HeatmapChart,
  LineChart,
  SankeyChart,
  ScatterChart,
  TreeChart,
} from 'echarts/charts';
import {
  DataZoomComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
  VisualMapPiecewiseComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// (Called through the namespace: a bare `use(...)` reads as a React hook to the linter.)
echarts.use([
  TreeChart,
  HeatmapChart,
  LineChart,
  BarChart,
  SankeyChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  DataZoomComponent,
  GraphicComponent,
  VisualMapPiecewiseComponent,
  VisualMapContinuousComponent,
  TooltipComponent,
  SVGRenderer,
]);

export const init = echarts.init;
