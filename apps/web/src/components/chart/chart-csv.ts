// CSV export of a chart's table (RFC 4180): header row of the column labels, the raw values.
// Numbers follow core's CSV rule, the same as the report files' CSV (docs/reports.md, "CSV
// numbers"): the locale's decimal separator, no thousands separator, ';' between fields where
// the decimal separator is a comma.
import { csvDelimiter, formatCsvNumber } from '@footfall/core';
import type { ChartCell, ChartTable } from './chart-table';

// A text starting with one of these is read as a formula by spreadsheets (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when it holds the delimiter, a quote, a line break or an edge space. */
export function csvField(value: ChartCell, locale: string): string {
  if (value === null) return '';
  if (typeof value === 'number')
    return Number.isFinite(value) ? formatCsvNumber(value, locale, 'raw') : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  const delimiter = csvDelimiter(locale);
  const needsQuotes = text.includes(delimiter) || /["\r\n]|^\s|\s$/.test(text);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as CSV text in the reader's locale, lines ending in CRLF. */
export function toCsv(table: ChartTable, locale: string): string {
  const field = (value: ChartCell) => csvField(value, locale);
  const lines = [
    table.columns.map((column) => field(column.label)),
    ...table.rows.map((row) => table.columns.map((column) => field(row[column.key] ?? null))),
  ];
  return lines.map((fields) => fields.join(csvDelimiter(locale))).join('\r\n') + '\r\n';
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
