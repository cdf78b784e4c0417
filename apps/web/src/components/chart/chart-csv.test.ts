import { describe, expect, it } from 'vitest';
import { csvField, exportFileName, toCsv } from './chart-csv';

describe('csvField', () => {
  it('leaves plain values alone', () => {
    expect(csvField('Monday', 'en-US')).toBe('Monday');
    expect(csvField(12.5, 'en-US')).toBe('12.5');
    expect(csvField(null, 'en-US')).toBe('');
    expect(csvField(Number.NaN, 'en-US')).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces', () => {
    expect(csvField('Entrance, north', 'en-US')).toBe('"Entrance, north"');
    expect(csvField('The "best" area', 'en-US')).toBe('"The ""best"" area"');
    expect(csvField('two\nlines', 'en-US')).toBe('"two\nlines"');
    expect(csvField(' padded', 'en-US')).toBe('" padded"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=SUM(A1)', 'en-US')).toBe("'=SUM(A1)");
    expect(csvField('-5', 'en-US')).toBe("'-5");
    expect(csvField(-5, 'en-US')).toBe('-5');
  });
});

describe('toCsv', () => {
  it('writes the header and the rows in column order', () => {
    const csv = toCsv(
      {
        columns: [
          { key: 'day', label: 'Day' },
          { key: 'visitors', label: 'Visitors, total' },
        ],
        rows: [
          { day: '2026-03-01', visitors: 12 },
          { day: '2026-03-02', visitors: null },
        ],
      },
      'en-US',
    );
    expect(csv).toBe('Day,"Visitors, total"\r\n2026-03-01,12\r\n2026-03-02,\r\n');
  });
});

describe("CSV numbers in the reader's locale (core's CSV rule, as in the report files)", () => {
  const table = {
    columns: [
      { key: 'area', label: 'Area' },
      { key: 'visitors', label: 'Visitors' },
      { key: 'rate', label: 'Rate' },
    ],
    rows: [{ area: 'Hall; east', visitors: 16948, rate: 0.2456 }],
  };

  it('writes a decimal comma and splits fields with ";" in French and Spanish', () => {
    for (const locale of ['fr', 'es'])
      expect(toCsv(table, locale)).toBe('Area;Visitors;Rate\r\n"Hall; east";16948;0,2456\r\n');
  });

  it('writes a decimal point and commas between fields in English, never grouping', () => {
    for (const locale of ['en-US', 'en-GB'])
      expect(toCsv(table, locale)).toBe('Area,Visitors,Rate\r\nHall; east,16948,0.2456\r\n');
  });
});

describe('exportFileName', () => {
  it('makes a safe file name from a title', () => {
    expect(exportFileName('Visiteurs par jour (été)', 'csv', '2026-03-01_2026-03-07')).toBe(
      'visiteurs-par-jour-ete-2026-03-01_2026-03-07.csv',
    );
    expect(exportFileName('???', 'png')).toBe('chart.png');
  });
});
