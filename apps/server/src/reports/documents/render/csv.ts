// The CSV rendering: the document's header lines, then one block per KPI or table section (its
// title, a header row, the rows, a blank line), then "About these figures". Charts are left out:
// builders put their figures in tables.
//
// Spreadsheets are the main readers, so:
// - UTF-8 with a byte order mark, or Excel reads accents wrongly;
// - RFC 4180 through core's writeCsv (CRLF line ends; fields with the delimiter, quotes, line
//   breaks or edge spaces quoted), text from names guarded against formulas (guardFormula);
// - numbers follow core's CSV rule (csvDelimiter, shared with the web's chart CSV): where the
//   locale writes decimals with a comma (fr, es) the delimiter is ';', as Excel does there, and
//   numbers carry the locale's decimal separator but no thousands separator, so a spreadsheet in
//   that locale reads them as numbers ("1234,5"), not as text ("1 234,5" with a narrow space).
import { csvDelimiter, guardFormula as safeText, writeCsv } from '@footfall/core';
import type { DocumentValue, KpiItem, ReportDocument } from '../model';
import { createFormatter, type ValueFormatter } from './format';
import { renderTexts, type RenderTexts } from './render-texts';

const BOM = '\ufeff';

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
  return Buffer.from(BOM + writeCsv(lines, delimiter), 'utf8');
}
