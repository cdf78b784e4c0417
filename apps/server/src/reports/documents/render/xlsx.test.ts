import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ReportDocument } from '../model';
import { FIXTURE_ROWS, fixtureDocument } from '../../../../test/helpers/report-document-fixture';
import { renderDocument } from './index';
import { MAX_SHEET_NAME, sheetNames } from './xlsx-cells';

async function workbookOf(doc: ReportDocument): Promise<ExcelJS.Workbook> {
  const file = await renderDocument(doc, 'xlsx');
  expect(file.contentType).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  expect(file.extension).toBe('xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
  return workbook;
}

/** The summary sheet's rows as [first cell, second cell, third cell] values. */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push([1, 2, 3].map((column) => row.getCell(column).value)));
  return rows;
}

describe('XLSX rendering', () => {
  it('writes a summary sheet and one sheet per table, numbers as numbers', async () => {
    const workbook = await workbookOf(fixtureDocument('en-US', 'MM/DD/YYYY'));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'By day']);
    expect(workbook.creator).toBe('Footfall');
    expect(workbook.title).toBe('Retail report');

    const summary = rowsOf(workbook.getWorksheet('Summary')!);
    expect(summary[0]![0]).toBe('Retail report');
    expect(summary).toContainEqual(['Organization', 'Acme Retail Group', null]);
    const visitorsRow = summary.find((row) => row[0] === 'Visitors')!;
    expect(visitorsRow[1]).toBe(1234);
    expect(visitorsRow[2]).toBeCloseTo(0.123, 6);
    // A rate's change is stored in points (2.1) with a points format.
    expect(summary).toContainEqual(['Capture rate', 0.125, 2.1]);
    expect(summary).toContainEqual(['Engagers', null, null]);
    expect(summary.map((row) => row[0])).toContain('About these figures');
    const visitors = workbook
      .getWorksheet('Summary')!
      .getRows(1, 40)!
      .find((row) => row.getCell(1).value === 'Visitors')!;
    expect(visitors.getCell(2).numFmt).toBe('#,##0');
    expect(visitors.getCell(3).numFmt).toBe('+0.0%;-0.0%;0.0%');

    const table = workbook.getWorksheet('By day')!;
    expect(table.rowCount).toBe(FIXTURE_ROWS + 1);
    expect(table.getRow(1).values).toEqual([
      undefined,
      'Date',
      'Store',
      'Visitors',
      'Capture rate',
      'Average dwell',
    ]);
    expect(table.getRow(1).font?.bold).toBe(true);
    expect(table.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const first = table.getRow(2);
    expect(first.getCell(1).value).toEqual(new Date(Date.UTC(2026, 0, 1)));
    // Written as mm\/dd\/yyyy (a literal "/"); exceljs drops the escapes when it reads it back.
    expect(first.getCell(1).numFmt).toBe('mm/dd/yyyy');
    expect(first.getCell(3).value).toBe(1000);
    expect(first.getCell(4).value).toBe(0.125);
    expect(first.getCell(4).numFmt).toBe('0.0%');
    // 725 s stored as Excel time (725 / 86400 of a day) shown [m]:ss -> "12:05"; exceljs reads a
    // time-formatted cell back as a Date from Excel's epoch.
    expect(first.getCell(5).value).toEqual(new Date(Date.UTC(1899, 11, 30, 0, 12, 5)));
    expect(first.getCell(5).numFmt).toBe('[m]:ss');
    expect(table.getRow(9).getCell(3).value).toBeNull();
    expect(table.getColumn(2).width).toBeGreaterThan(30);
  });

  it('names sheets in the locale and keeps table names valid and unique', async () => {
    const base = fixtureDocument('fr', 'DD MMM YYYY');
    const table = base.sections.find((section) => section.kind === 'table')!;
    const doc: ReportDocument = {
      ...base,
      sections: [
        table,
        { ...table, name: 'By day' },
        { ...table, name: 'Résumé' },
        { ...table, name: 'Visits [2026]: north/south *entrances* and more' },
      ],
    };
    const workbook = await workbookOf(doc);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Résumé',
      'By day',
      'By day (2)',
      'Résumé (2)',
      'Visits 2026 north south entranc',
    ]);
    const date = workbook.getWorksheet('By day')!.getRow(2).getCell(1);
    expect(date.numFmt).toBe('dd mmm yyyy');
  });

  it('cleans sheet names', () => {
    const names = sheetNames(
      ["'Quoted'", '???', 'x'.repeat(40), 'X'.repeat(40), 'a/b\\c'],
      ['Summary'],
    );
    expect(names[0]).toBe('Quoted');
    expect(names[1]).toBe('Table 2');
    expect(names[2]).toBe('x'.repeat(MAX_SHEET_NAME));
    expect(names[3]).toBe(`${'X'.repeat(MAX_SHEET_NAME - 4)} (2)`);
    expect(names[4]).toBe('a b c');
    for (const name of names) expect(name.length).toBeLessThanOrEqual(MAX_SHEET_NAME);
  });
});
