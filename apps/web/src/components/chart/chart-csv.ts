// CSV export of a chart's table (RFC 4180): header row of the column labels, the raw values.
// Numbers follow core's CSV rule, the same as the report files' CSV (docs/reports.md, "CSV
// numbers"): the locale's decimal separator, no thousands separator, ';' between fields where
// the decimal separator is a comma.
import { csvDelimiter, formatCsvNumber, guardFormula, writeCsv } from '@footfall/core';
import type { ChartCell, ChartTable } from './chart-table';

/** One cell as CSV text: numbers in the locale's CSV form, text guarded against formulas. */
function cellText(value: ChartCell, locale: string): string {
  if (value === null) return '';
  if (typeof value === 'number')
    return Number.isFinite(value) ? formatCsvNumber(value, locale, 'raw') : '';
  return guardFormula(value);
}

/** One cell as it stands in the file (quoted where it must be). */
export const csvField = (value: ChartCell, locale: string): string =>
  writeCsv([[cellText(value, locale)]], csvDelimiter(locale)).replace(/\r\n$/, '');

/** The table as CSV text in the reader's locale (core's writeCsv: RFC 4180, CRLF line ends). */
export function toCsv(table: ChartTable, locale: string): string {
  const cell = (value: ChartCell) => cellText(value, locale);
  return writeCsv(
    [
      table.columns.map((column) => cell(column.label)),
      ...table.rows.map((row) => table.columns.map((column) => cell(row[column.key] ?? null))),
    ],
    csvDelimiter(locale),
  );
}

/** A file name from a chart title: "Visitors by day" -> "visitors-by-day-2026-03-01_2026-03-07.csv". */
export function exportFileName(title: string, extension: string, suffix?: string): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'chart';
  return `${base}${suffix ? `-${suffix}` : ''}.${extension}`;
}
