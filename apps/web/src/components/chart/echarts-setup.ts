// The only place that imports ECharts (DESIGN.md section 2, enforced by ESLint). Modular imports
// keep the bundle to the chart types and components the app uses; register new ones here.
import { HeatmapChart, TreeChart } from 'echarts/charts';
import { GridComponent, TooltipComponent, VisualMapPiecewiseComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// (Called through the namespace: a bare `use(...)` reads as a React hook to the linter.)
echarts.use([
  TreeChart,
  HeatmapChart,
  GridComponent,
  VisualMapPiecewiseComponent,
  TooltipComponent,
  SVGRenderer,
]);

export const init = echarts.init;
