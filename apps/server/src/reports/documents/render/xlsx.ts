// The XLSX rendering: a summary sheet (title, organisation, generation date, KPIs, text and
// "About these figures"), then one sheet per table section, named after the section. Charts are
// left out, as in the CSV. Cell types and formats: see xlsx-cells.ts.
import ExcelJS from 'exceljs';
import type { DocumentSection, KpiItem, ReportDocument } from '../model';
import { createFormatter, type ValueFormatter } from './format';
import { renderTexts, type RenderTexts } from './render-texts';
import { changeCell, sheetCell, sheetNames, type SheetCell } from './xlsx-cells';

type TableSection = Extract<DocumentSection, { kind: 'table' }>;

const HEADER_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFE7EBEF' },
};

function addCells(sheet: ExcelJS.Worksheet, cells: SheetCell[]): ExcelJS.Row {
  const row = sheet.addRow(cells.map((cell) => cell.value));
  cells.forEach((cell, index) => {
    if (cell.numFmt) row.getCell(index + 1).numFmt = cell.numFmt;
  });
  return row;
}

function boldRow(row: ExcelJS.Row, size?: number): void {
  row.font = size ? { bold: true, size } : { bold: true };
}

function addKpis(
  sheet: ExcelJS.Worksheet,
  title: string,
  items: KpiItem[],
  report: ReportDocument,
  texts: RenderTexts,
): void {
  boldRow(sheet.addRow([title]), 12);
  const withChange = items.some((item) => item.change !== undefined);
  boldRow(
    sheet.addRow(
      withChange ? [texts.measure, texts.value, texts.change] : [texts.measure, texts.value],
    ),
  );
  for (const item of items) {
    const cells: SheetCell[] = [{ value: item.label }, sheetCell(item.value, report.dateFormat)];
    if (withChange) {
      const change = item.change;
      cells.push(changeCell(change));
    }
    if (item.note) cells.push({ value: item.note });
    addCells(sheet, cells);
  }
  sheet.addRow([]);
}

function addSummary(
  workbook: ExcelJS.Workbook,
  name: string,
  report: ReportDocument,
  format: ValueFormatter,
  texts: RenderTexts,
): void {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [{ width: 36 }, { width: 18 }, { width: 16 }, { width: 16 }];
  boldRow(sheet.addRow([report.title]), 14);
  sheet.addRow([report.subtitle]);
  sheet.addRow([texts.organisation, report.organisation]);
  sheet.addRow([texts.generated, format.dateTime(report.generatedAt, report.timezone)]);
  sheet.addRow([texts.timezone(report.timezone)]);
  sheet.addRow([]);
  for (const section of report.sections) {
    if (section.kind === 'kpis') addKpis(sheet, section.title, section.items, report, texts);
    if (section.kind === 'text') {
      if (section.title) boldRow(sheet.addRow([section.title]), 12);
      for (const paragraph of section.paragraphs) sheet.addRow([paragraph]);
      sheet.addRow([]);
    }
  }
  if (report.explanations.length > 0) {
    boldRow(sheet.addRow([texts.about]), 12);
    for (const text of report.explanations) sheet.addRow([text]);
  }
}

function addTable(
  workbook: ExcelJS.Workbook,
  name: string,
  section: TableSection,
  report: ReportDocument,
  format: ValueFormatter,
): void {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = sheet.addRow(section.columns.map((column) => column.title));
  boldRow(header);
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  for (const row of section.rows)
    addCells(
      sheet,
      section.columns.map((_, index) => sheetCell(row[index], report.dateFormat)),
    );
  // Widths from the longest text the column shows (as the PDF writes it), within limits.
  section.columns.forEach((column, index) => {
    const longest = Math.max(
      column.title.length,
      ...section.rows.map((row) => {
        const value = row[index];
        return value === undefined ? 0 : format.value(value).length;
      }),
    );
    sheet.getColumn(index + 1).width = Math.min(60, Math.max(10, longest + 3));
    if (column.align) sheet.getColumn(index + 1).alignment = { horizontal: column.align };
  });
  if (section.columns.length > 0)
    sheet.autoFilter = {
      from: { row: 1, column: 1 },
      to: { row: 1, column: section.columns.length },
    };
}

export async function renderXlsx(report: ReportDocument): Promise<Buffer> {
  const format = createFormatter({ locale: report.locale, dateFormat: report.dateFormat });
  const texts = renderTexts(report.locale);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Footfall';
  workbook.company = report.organisation;
  workbook.title = report.title;
  workbook.subject = report.subtitle;
  workbook.created = report.generatedAt;

  const tables = report.sections.filter(
    (section): section is TableSection => section.kind === 'table',
  );
  const names = sheetNames(
    tables.map((table) => table.name),
    [texts.summary],
  );
  addSummary(workbook, texts.summary, report, format, texts);
  tables.forEach((table, index) =>
    addTable(workbook, names[index] ?? `Table ${index + 1}`, table, report, format),
  );
  const body = await workbook.xlsx.writeBuffer();
  return Buffer.from(body);
}
