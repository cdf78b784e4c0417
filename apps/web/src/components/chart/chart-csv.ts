// CSV export of a chart's table (RFC 4180): header row of the column labels, raw values.
import type { ChartCell, ChartTable } from './chart-table';

// A text starting with one of these is read as a formula by spreadsheets (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when it holds a comma, quote, line break or edge space. */
export function csvField(value: ChartCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as CSV text, lines ending in CRLF. */
export function toCsv(table: ChartTable): string {
  const lines = [
    table.columns.map((column) => csvField(column.label)),
    ...table.rows.map((row) => table.columns.map((column) => csvField(row[column.key] ?? null))),
  ];
  return lines.map((fields) => fields.join(',')).join('\r\n') + '\r\n';
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
