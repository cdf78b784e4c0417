// The data behind a chart, as one table: the chart card draws its table view and its CSV from
// these same rows, so what is exported is what is drawn.
import { formatCount } from '@footfall/core';

export type ChartCell = string | number | null;

export interface ChartColumn {
  /** The row property this column shows. */
  key: string;
  /** The translated column heading (also the CSV header). */
  label: string;
  /**
   * How a cell is shown in the table view (locale numbers, durations as minutes and seconds);
   * the CSV keeps the raw value. Default: numbers in the user's locale, null as an empty cell.
   */
  format?: (value: ChartCell) => string;
}

export type ChartRow = Readonly<Record<string, ChartCell>>;

export interface ChartTable {
  columns: readonly ChartColumn[];
  rows: readonly ChartRow[];
}

/** A cell as the table view shows it: the column's own format, else numbers by core's one
 * formatter per locale (as the cards and tooltips write them), null as an empty cell. */
export function cellText(column: ChartColumn, value: ChartCell, locale: string): string {
  if (column.format) return column.format(value);
  if (value === null) return '';
  return typeof value === 'number' ? formatCount(value, locale) : value;
}

/** The table of `rows` under `columns`: each row keeps just the cells the columns show. */
export function tableOf<K extends string>(
  columns: readonly (ChartColumn & { key: K })[],
  rows: readonly Readonly<Record<K, ChartCell>>[],
): ChartTable {
  return {
    columns,
    rows: rows.map((row) => Object.fromEntries(columns.map(({ key }) => [key, row[key]]))),
  };
}
