// The CSV rendering: the document's header lines, then one block per KPI or table section (its
// title, a header row, the rows, a blank line), then "About these figures". Charts are left out:
// builders put their figures in tables.
//
// Spreadsheets are the main readers, so:
// - UTF-8 with a byte order mark, or Excel reads accents wrongly;
// - RFC 4180: CRLF line ends, fields with the delimiter, quotes or line breaks are quoted;
// - numbers follow core's CSV rule (csvDelimiter, shared with the web's chart CSV): where the
//   locale writes decimals with a comma (fr, es) the delimiter is ';', as Excel does there, and
//   numbers carry the locale's decimal separator but no thousands separator, so a spreadsheet in
//   that locale reads them as numbers ("1234,5"), not as text ("1 234,5" with a narrow space).
import { csvDelimiter } from '@footfall/core';
import type { DocumentValue, KpiItem, ReportDocument } from '../model';
import { createFormatter, type ValueFormatter } from './format';
import { renderTexts, type RenderTexts } from './render-texts';

const BOM = '\ufeff';
const LINE_END = '\r\n';

export function csvField(value: string, delimiter: string): string {
  const needsQuotes =
    value.includes(delimiter) ||
    value.includes('"') ||
    value.includes('\n') ||
    value.includes('\r');
  return needsQuotes ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Text that a spreadsheet would run as a formula (a location named "=HYPERLINK(...)") gets a
 * leading apostrophe, the usual guard against CSV formula injection. Only text from names and
 * labels goes through here: numbers keep their sign.
 */
export function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function kpiRows(items: KpiItem[], format: ValueFormatter, texts: RenderTexts): string[][] {
  const withChange = items.some((item) => item.change !== undefined);
  const header = withChange
    ? [texts.measure, texts.value, texts.change]
    : [texts.measure, texts.value];
  const rows = items.map((item) => {
    const row = [safeText(item.label), cellText(item.value, format)];
    if (withChange) row.push(item.change === undefined ? '' : format.change(item.change));
    return row;
  });
  return [header, ...rows];
}

function cellText(value: DocumentValue | undefined, format: ValueFormatter): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? safeText(value) : format.value(value);
}

export function renderCsv(report: ReportDocument): Buffer {
  const format = createFormatter({
    locale: report.locale,
    dateFormat: report.dateFormat,
    grouping: false,
  });
  const texts = renderTexts(report.locale);
  const delimiter = csvDelimiter(report.locale);
  const lines: string[][] = [
    [safeText(report.title)],
    [safeText(report.subtitle)],
    [safeText(report.organisation)],
    [texts.generatedOn(format.dateTime(report.generatedAt, report.timezone))],
    [texts.timezone(report.timezone)],
    [],
  ];
  for (const section of report.sections) {
    if (section.kind === 'kpis') {
      lines.push([safeText(section.title)], ...kpiRows(section.items, format, texts), []);
    } else if (section.kind === 'table') {
      lines.push(
        [safeText(section.title)],
        section.columns.map((column) => safeText(column.title)),
        ...section.rows.map((row) =>
          section.columns.map((_, index) => cellText(row[index], format)),
        ),
        [],
      );
    }
  }
  if (report.explanations.length > 0)
    lines.push([texts.about], ...report.explanations.map((text) => [safeText(text)]), []);
  const text = lines
    .map((fields) => fields.map((field) => csvField(field, delimiter)).join(delimiter))
    .join(LINE_END);
  return Buffer.from(BOM + text + LINE_END, 'utf8');
}
