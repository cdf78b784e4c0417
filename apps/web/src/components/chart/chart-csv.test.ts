import { describe, expect, it } from 'vitest';
import { csvField, exportFileName, toCsv } from './chart-csv';

describe('csvField', () => {
  it('leaves plain values alone', () => {
    expect(csvField('Monday')).toBe('Monday');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces', () => {
    expect(csvField('Entrance, north')).toBe('"Entrance, north"');
    expect(csvField('The "best" area')).toBe('"The ""best"" area"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField(-5)).toBe('-5');
  });
});

describe('toCsv', () => {
  it('writes the header and the rows in column order', () => {
    const csv = toCsv({
      columns: [
        { key: 'day', label: 'Day' },
        { key: 'visitors', label: 'Visitors, total' },
      ],
      rows: [
        { day: '2026-03-01', visitors: 12 },
        { day: '2026-03-02', visitors: null },
      ],
    });
    expect(csv).toBe('Day,"Visitors, total"\r\n2026-03-01,12\r\n2026-03-02,\r\n');
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
