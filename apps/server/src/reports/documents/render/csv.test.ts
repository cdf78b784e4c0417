import { describe, expect, it } from 'vitest';
import type { ReportDocument } from '../model';
import { guardFormula, writeCsv } from '@footfall/core';
import { FIXTURE_ROWS, fixtureDocument } from '../../../../test/helpers/report-document-fixture';
import { renderDocument } from './index';

/** An RFC 4180 reader: quoted fields may hold the delimiter, doubled quotes and line breaks. */
function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

async function csvOf(doc: ReportDocument) {
  const file = await renderDocument(doc, 'csv');
  expect(file.contentType).toBe('text/csv; charset=utf-8');
  expect(file.extension).toBe('csv');
  expect([...file.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return file.body.toString('utf8').slice(1);
}

/** The rows of the block that starts with the line `title`, up to the blank line. */
function block(rows: string[][], title: string): string[][] {
  const start = rows.findIndex((row) => row.length === 1 && row[0] === title);
  expect(start, `block ${title}`).toBeGreaterThanOrEqual(0);
  const end = rows.findIndex((row, index) => index > start && row.length === 1 && row[0] === '');
  return rows.slice(start + 1, end);
}

describe('CSV rendering', () => {
  it('writes the header lines, KPI and table blocks in en-US with commas', async () => {
    const text = await csvOf(fixtureDocument('en-US'));
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'Retail report',
      'Rue de Rivoli store · 01/01/2026 – 04/30/2026',
      'Acme Retail Group',
    ]);
    const rows = parseCsv(text, ',');
    const kpis = block(rows, 'Key figures');
    expect(kpis[0]).toEqual(['Measure', 'Value', 'Change']);
    expect(kpis[1]).toEqual(['Visitors', '1234', '+12.3%']);
    expect(kpis[2]).toEqual(['Walk-ins', '987654', '-4.0%']);
    expect(kpis[3]).toEqual(['Capture rate', '12.5%', '+2.1\u00a0pts']);
    expect(kpis[4]).toEqual(['Average dwell time', '12 min 5 s', '']);
    expect(kpis[5]).toEqual(['Visitors per hour', '12.3', '']);

    const table = block(rows, 'Visitors by day and store');
    expect(table[0]).toEqual(['Date', 'Store', 'Visitors', 'Capture rate', 'Average dwell']);
    expect(table).toHaveLength(FIXTURE_ROWS + 1);
    expect(table[1]).toEqual([
      '01/01/2026',
      'Galeries Lafayette – entrée nord',
      '1000',
      '12.5%',
      '12 min 5 s',
    ]);
    expect(table[8]).toEqual(['01/08/2026', 'Store 8', '—', '13.2%', '12 min 12 s']);
    expect(table[FIXTURE_ROWS]![0]).toBe('04/30/2026');
    expect(rows.some((row) => row[0] === 'About these figures')).toBe(true);
  });

  it("uses ';' and decimal commas in fr, dates in the requested format", async () => {
    const text = await csvOf(fixtureDocument('fr', 'DD.MM.YYYY'));
    // Intl's spaces (no-break or narrow no-break, by ICU version) read as plain spaces.
    const rows = parseCsv(text, ';').map((row) =>
      row.map((field) => field.replace(/[\u00a0\u202f]/g, ' ')),
    );
    const kpis = block(rows, 'Key figures');
    expect(kpis[0]).toEqual(['Mesure', 'Valeur', 'Évolution']);
    expect(kpis[1]).toEqual(['Visitors', '1234', '+12,3 %']);
    expect(kpis[5]).toEqual(['Visitors per hour', '12,3', '']);
    const table = block(rows, 'Visitors by day and store');
    expect(table[2]).toEqual(['02.01.2026', 'Store 2', '1037', '12,6 %', '12 min 6 s']);
    // Every data row splits into exactly the five columns: no decimal comma leaked as a delimiter.
    expect(table.every((row) => row.length === 5)).toBe(true);
  });

  it('quotes fields as RFC 4180 says', () => {
    const field = (value: string, delimiter: string) =>
      writeCsv([[value]], delimiter).replace(/\r\n$/, '');
    expect(field('plain', ',')).toBe('plain');
    expect(field('1,234', ',')).toBe('"1,234"');
    expect(field('1,234', ';')).toBe('1,234');
    expect(field('say "hi"', ',')).toBe('"say ""hi"""');
    expect(field('two\nlines', ';')).toBe('"two\nlines"');
  });

  it('round-trips awkward text', async () => {
    const doc: ReportDocument = {
      ...fixtureDocument('es'),
      title: 'Informe; "especial", con comas',
      sections: [
        {
          kind: 'table',
          title: 'Tabla',
          name: 'Tabla',
          columns: [{ title: 'Nombre' }, { title: 'Visitantes' }],
          rows: [
            [
              'Tienda "Centro"; planta 1\nala norte',
              { kind: 'number', value: 1234.5, style: 'decimal' },
            ],
          ],
        },
      ],
    };
    const rows = parseCsv(await csvOf(doc), ';');
    expect(rows[0]).toEqual(['Informe; "especial", con comas']);
    expect(block(rows, 'Tabla')).toEqual([
      ['Nombre', 'Visitantes'],
      ['Tienda "Centro"; planta 1\nala norte', '1234,5'],
    ]);
  });

  it('keeps names from running as spreadsheet formulas, numbers keep their sign', async () => {
    expect(guardFormula('=HYPERLINK("http://x","y")')).toBe('\'=HYPERLINK("http://x","y")');
    expect(guardFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(guardFormula('+1 555')).toBe("'+1 555");
    expect(guardFormula('Paris')).toBe('Paris');
    const doc: ReportDocument = {
      ...fixtureDocument('en-US'),
      organisation: '=cmd|calc',
      sections: [
        {
          kind: 'table',
          title: 'Stores',
          name: 'Stores',
          columns: [{ title: 'Store' }, { title: 'Change' }],
          rows: [['-Store', { kind: 'number', value: -12, style: 'count' }]],
        },
      ],
    };
    const rows = parseCsv(await csvOf(doc), ',');
    expect(rows[2]).toEqual(["'=cmd|calc"]);
    expect(block(rows, 'Stores')).toEqual([
      ['Store', 'Change'],
      ["'-Store", '-12'],
    ]);
  });
});
