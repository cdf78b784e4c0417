// The data behind each retail chart as one table (the chart card's table view and CSV), built from
// the same transforms the charts draw.
import type { ChartCell, ChartColumn, ChartTable } from '../../../components/chart';
import type { BusiestHoursGrid } from './busiest-hours';
import type { RetailSeries } from './retail-series';
import type { DurationBin, VisitorKinds } from './visit-duration-bins';

export type TrafficSeriesKey = 'visitors' | 'walkBys' | 'walkIns' | 'engagers' | 'browsers';

export interface SeriesColumn {
  key: TrafficSeriesKey;
  label: string;
}

/** One row per bucket; the period column keeps the bucket key and shows it through `period`. */
export function seriesTable(
  series: RetailSeries,
  columns: readonly SeriesColumn[],
  period: { label: string; format: (bucket: string) => string },
): ChartTable {
  return {
    columns: [
      {
        key: 'period',
        label: period.label,
        format: (value: ChartCell) => (typeof value === 'string' ? period.format(value) : ''),
      },
      ...columns.map(({ key, label }): ChartColumn => ({ key, label })),
    ],
    rows: series.buckets.map((bucket, index) => ({
      period: bucket,
      ...Object.fromEntries(columns.map(({ key }) => [key, series[key][index] ?? null])),
    })),
  };
}

/** One row per cell of the grid: weekday, hour, visitors. */
export function busiestHoursTable(
  grid: BusiestHoursGrid,
  labels: {
    weekday: string;
    hour: string;
    visitors: string;
    days: readonly string[];
    hours: readonly string[];
  },
): ChartTable {
  return {
    columns: [
      { key: 'weekday', label: labels.weekday },
      { key: 'hour', label: labels.hour },
      { key: 'visitors', label: labels.visitors },
    ],
    rows: grid.cells.map(([day, row, visitors]) => ({
      weekday: labels.days[day] ?? String(day),
      hour: labels.hours[row] ?? String(grid.hours[row]),
      visitors,
    })),
  };
}

/** Two columns: a category (already translated) and its count. */
export function categoryTable(
  headings: { category: string; value: string },
  rows: readonly { category: string; value: number }[],
): ChartTable {
  return {
    columns: [
      { key: 'category', label: headings.category },
      { key: 'value', label: headings.value },
    ],
    rows: rows.map((row) => ({ category: row.category, value: row.value })),
  };
}

export const durationRows = (bins: readonly DurationBin[], label: (bin: DurationBin) => string) =>
  bins.map((bin) => ({ category: label(bin), value: bin.visits }));

export const visitorKindRows = (
  kinds: VisitorKinds,
  labels: { newVisitors: string; returningVisitors: string; randomizedVisitors: string },
) => [
  { category: labels.newVisitors, value: kinds.newVisitors },
  { category: labels.returningVisitors, value: kinds.returningVisitors },
  { category: labels.randomizedVisitors, value: kinds.randomizedVisitors },
];
