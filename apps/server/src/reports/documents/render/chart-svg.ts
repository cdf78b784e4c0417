// A document chart (a plain ECharts option) drawn to SVG on the server, for the PDF. ECharts'
// server-side rendering needs no DOM; each chart instance is disposed right after it is drawn.
import * as echarts from 'echarts';
import type { ChartSpec } from '../model';

/**
 * The web's categorical palette, copied from apps/web/src/components/chart/palette.ts (the server
 * cannot import the web app): the same series take the same colours on screen and on paper.
 */
export const CHART_PALETTE = [
  '#0072b2',
  '#d55e00',
  '#009e73',
  '#b8437f',
  '#b07a00',
  '#5f3dc4',
  '#0b7285',
  '#c92a2a',
  '#5c940d',
  '#495057',
];

/** The family the SVG names; in the PDF, svg-to-pdfkit draws with the document's fonts (pdf-fonts.ts). */
export const CHART_FONT = 'DejaVu Sans, Verdana, sans-serif';
export const DEFAULT_CHART_HEIGHT = 240;

export type ChartRenderOptions = {
  width: number;
  /** Axis tick numbers written in the report's locale. */
  formatNumber: (value: number) => string;
  /** Written in place of a chart whose series hold no value. */
  noData: string;
};

type Option = Record<string, unknown>;

function asArray(value: unknown): Option[] {
  if (Array.isArray(value)) return value.filter((item): item is Option => isObject(item));
  return isObject(value) ? [value] : [];
}

function isObject(value: unknown): value is Option {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const drawable = (values: unknown) =>
  Array.isArray(values) && values.some((v) => v !== null && v !== undefined && v !== '-');

/** Whether any series (or a dataset the series read) holds at least one drawable value. */
export function hasChartData(option: Option): boolean {
  if (asArray(option.series).length === 0) return false;
  return (
    asArray(option.series).some((series) => drawable(series.data)) ||
    asArray(option.dataset).some((dataset) => drawable(dataset.source))
  );
}

/** Axis labels in the PDF's small type; value axes get locale-formatted ticks. */
function styleAxes(axes: unknown, defaultType: string, format: (v: number) => string) {
  if (axes === undefined) return undefined;
  const list = asArray(axes).map((axis) => {
    const type = typeof axis.type === 'string' ? axis.type : defaultType;
    const label: Option = { fontSize: 9, ...(isObject(axis.axisLabel) ? axis.axisLabel : {}) };
    if (type === 'value' && label.formatter === undefined)
      label.formatter = (value: number) => format(value);
    return { ...axis, axisLabel: label };
  });
  return Array.isArray(axes) ? list : list[0];
}

/** A grid that uses the width and keeps axis labels inside the chart (unless the builder set one). */
const DEFAULT_GRID = {
  left: 4,
  right: 12,
  top: 30,
  bottom: 4,
  outerBoundsMode: 'same',
  outerBoundsContain: 'axisLabel',
};

function emptyOption(noData: string): Option {
  return {
    title: {
      text: noData,
      left: 'center',
      top: 'middle',
      textStyle: { color: '#868e96', fontSize: 14, fontWeight: 'normal' },
    },
  };
}

const LEGEND_FONT_SIZE = 9;
const LEGEND_ROW_HEIGHT = 16;

/** The legend's entries: its own data, else the series' names. */
function legendNames(base: Option, legend: Option): string[] {
  const data = Array.isArray(legend.data) ? legend.data : asArray(base.series).map((s) => s.name);
  return data.map((entry) =>
    isObject(entry) ? String(entry.name ?? '') : typeof entry === 'string' ? entry : '',
  );
}

/**
 * How many rows the legend wraps to at this width (DejaVu Sans at 9 pt is about 5.5 pt a character;
 * each entry adds its symbol and gaps), so the plot can start below it instead of under it.
 */
export function legendRows(names: readonly string[], width: number): number {
  let rows = 1;
  let used = 0;
  for (const name of names) {
    const entry = name.length * 5.5 + 40;
    if (used > 0 && used + entry > width) {
      rows += 1;
      used = 0;
    }
    used += entry;
  }
  return rows;
}

/** The option as drawn: palette, font, no animation, and a "No data" notice when empty. */
export function chartOption(spec: ChartSpec, options: ChartRenderOptions): Option {
  const base = hasChartData(spec.option) ? spec.option : emptyOption(options.noData);
  const xAxis = styleAxes(base.xAxis, 'category', options.formatNumber);
  const yAxis = styleAxes(base.yAxis, 'value', options.formatNumber);
  const hasAxes = xAxis !== undefined || yAxis !== undefined;
  // Several series need telling apart; one series is named by the section title. A builder's
  // own legend keeps its settings but gets the PDF's small type.
  const builderLegend = isObject(base.legend) ? base.legend : null;
  const showLegend = builderLegend !== null || asArray(base.series).length > 1;
  const legend: Option | null = showLegend
    ? {
        top: 0,
        ...builderLegend,
        textStyle: {
          fontSize: LEGEND_FONT_SIZE,
          ...(isObject(builderLegend?.textStyle) ? builderLegend.textStyle : {}),
        },
      }
    : null;
  const rows = legend ? legendRows(legendNames(base, legend), options.width) : 0;
  // The plot starts below the legend, even where the builder set a smaller top.
  const builderGrid = isObject(base.grid) ? base.grid : {};
  const legendTop = legend ? 20 + rows * LEGEND_ROW_HEIGHT : 0;
  const builderTop = typeof builderGrid.top === 'number' ? builderGrid.top : DEFAULT_GRID.top;
  const grid = { ...DEFAULT_GRID, ...builderGrid, top: Math.max(builderTop, legendTop) };
  return {
    color: CHART_PALETTE,
    backgroundColor: '#ffffff',
    ...base,
    ...(hasAxes ? { grid } : {}),
    ...(legend ? { legend } : {}),
    animation: false,
    textStyle: { fontFamily: CHART_FONT, ...(isObject(base.textStyle) ? base.textStyle : {}) },
    ...(xAxis === undefined ? {} : { xAxis }),
    ...(yAxis === undefined ? {} : { yAxis }),
  };
}

/** The chart as an SVG document `options.width` by `spec.height` pixels (1 px = 1 pt in the PDF). */
export function renderChartSvg(spec: ChartSpec, options: ChartRenderOptions): string {
  const height = spec.height ?? DEFAULT_CHART_HEIGHT;
  const chart = echarts.init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: Math.round(options.width),
    height: Math.round(height),
  });
  try {
    chart.setOption(chartOption(spec, options));
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
