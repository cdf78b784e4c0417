// The retail home's chart options, built from the transforms' output and the page's translated
// labels and palette. Charts draw these as they are.
import {
  LABELS_INSIDE_GRID,
  paletteColor,
  type AnalyticsChartOption,
} from '../../../components/chart';
import type { BusiestHoursGrid } from './busiest-hours';

export interface NamedSeries {
  name: string;
  colour: string;
  values: readonly (number | null)[];
}

const GRID = { left: 8, right: 16, top: 16, bottom: 48, ...LABELS_INSIDE_GRID } as const;
const LEGEND = { bottom: 0, icon: 'roundRect', itemWidth: 14, itemHeight: 10 } as const;

/** Lines over the time axis (gaps where a bucket has no data). */
export function lineChartOption(
  axis: readonly string[],
  series: readonly NamedSeries[],
): AnalyticsChartOption {
  return {
    animation: false,
    grid: GRID,
    legend: { ...LEGEND, data: series.map((s) => s.name) },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: [...axis], boundaryGap: false },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({
      type: 'line',
      name: s.name,
      data: [...s.values],
      color: s.colour,
      symbolSize: 6,
      connectNulls: false,
      lineStyle: { width: 2 },
    })),
  };
}

/** A few named categories (duration bins, visitor kinds) read best as horizontal bars: every label
 * fits on the left even on a phone. */
/** The value axis under horizontal bars: few ticks, and a label that would touch its neighbour
 * is left out (thousands of visitors on a phone-wide card ran together). */
const VALUE_AXIS_BELOW = {
  type: 'value' as const,
  minInterval: 1,
  splitNumber: 3,
  axisLabel: { hideOverlap: true },
};

const CATEGORY_AXIS_LEFT = (categories: readonly string[]) => ({
  type: 'category' as const,
  data: [...categories],
  inverse: true,
  axisLabel: { interval: 0 },
});

/**
 * Bars over a category axis; `stacked` piles the series (engagers under browsers); `categories`
 * draws them horizontally with every label (a few named bins rather than a long time axis).
 */
export function barChartOption(
  axis: readonly string[],
  series: readonly NamedSeries[],
  stacked: boolean,
  categories = false,
): AnalyticsChartOption {
  return {
    animation: false,
    grid: GRID,
    legend: series.length > 1 ? { ...LEGEND, data: series.map((s) => s.name) } : { show: false },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: categories ? VALUE_AXIS_BELOW : { type: 'category', data: [...axis] },
    yAxis: categories ? CATEGORY_AXIS_LEFT(axis) : { type: 'value', minInterval: 1 },
    series: series.map((s) => ({
      type: 'bar',
      name: s.name,
      data: [...s.values],
      color: s.colour,
      stack: stacked ? 'total' : undefined,
      barMaxWidth: 40,
    })),
  };
}

/** One horizontal bar per category, each in its own colour (new, returning, not identifiable). */
export function categoryBarOption(
  name: string,
  bars: readonly { category: string; value: number; colour: string }[],
): AnalyticsChartOption {
  return {
    animation: false,
    grid: GRID,
    legend: { show: false },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: VALUE_AXIS_BELOW,
    yAxis: CATEGORY_AXIS_LEFT(bars.map((bar) => bar.category)),
    series: [
      {
        type: 'bar',
        name,
        barMaxWidth: 56,
        data: bars.map((bar) => ({ value: bar.value, itemStyle: { color: bar.colour } })),
      },
    ],
  };
}

/** The busiest-hours heat grid: weekdays across, hours down, darker for more visitors. */
export function busiestHoursChartOption(
  grid: BusiestHoursGrid,
  labels: {
    days: readonly string[];
    hours: readonly string[];
    visitors: string;
    /** The scale's ends, written in the user's locale. */
    low: string;
    high: string;
  },
  /** From the lightest (no visitors) to the darkest colour of the scale. */
  scale: readonly [string, string],
): AnalyticsChartOption {
  return {
    animation: false,
    grid: { left: 8, right: 8, top: 8, bottom: 56, ...LABELS_INSIDE_GRID },
    tooltip: { position: 'top' },
    xAxis: { type: 'category', data: [...labels.days], splitArea: { show: false } },
    yAxis: { type: 'category', data: [...labels.hours], inverse: true },
    visualMap: {
      type: 'continuous',
      min: 0,
      max: Math.max(1, grid.max),
      calculable: false,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 120,
      itemWidth: 12,
      text: [labels.high, labels.low],
      inRange: { color: [...scale] },
    },
    series: [
      {
        type: 'heatmap',
        name: labels.visitors,
        data: grid.cells.map((cell) => [...cell]),
        itemStyle: { borderColor: '#ffffff', borderWidth: 2 },
        emphasis: { itemStyle: { borderColor: '#212529', borderWidth: 1 } },
      },
    ],
  };
}

/** Each retail series keeps its colour on every chart (W1's palette, AA against white). */
export const RETAIL_COLOURS = {
  visitors: paletteColor(0),
  walkBys: paletteColor(1),
  walkIns: paletteColor(2),
  engagers: paletteColor(5),
  browsers: paletteColor(6),
  visits: paletteColor(0),
  newVisitors: paletteColor(0),
  returningVisitors: paletteColor(3),
  randomizedVisitors: paletteColor(9),
} as const;

/** The busiest-hours scale: near-white for no visitors to the visitors' blue, darkened. */
export const BUSIEST_HOURS_SCALE = ['#eef5fb', '#00497a'] as const;
