import { describe, expect, it } from 'vitest';
import { guardFormula, parseCsv, parseCsvLine, writeCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const { records, error } = parseCsv('a,"b, c","say ""hi"""\r\n"two\nlines",x\n');
    expect(error).toBeNull();
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b, c', 'say "hi"'] },
      { line: 2, fields: ['two\nlines', 'x'] },
    ]);
  });

  it('reports a quote left open', () => {
    expect(parseCsv('a\n"open,b\n').error).toEqual({
      line: 2,
      message: 'a quoted field is not closed',
    });
  });
});

describe('parseCsvLine', () => {
  it('splits one line, quoted fields kept whole', () => {
    expect(parseCsvLine('1,"Princes Bridge, south",x')).toEqual([
      '1',
      'Princes Bridge, south',
      'x',
    ]);
    expect(parseCsvLine('a,b,,c')).toEqual(['a', 'b', '', 'c']);
  });
});

describe('writeCsv', () => {
  it('quotes only where RFC 4180 needs it (and edge spaces), with CRLF line ends', () => {
    expect(writeCsv([['a', 'b;c', ' sp', 'q"t', 'two\nlines'], [], ['1,5', '-3']], ';')).toBe(
      'a;"b;c";" sp";"q""t";"two\nlines"\r\n\r\n1,5;-3\r\n',
    );
    expect(writeCsv([['1,5', 'x']], ',')).toBe('"1,5",x\r\n');
  });

  it('reads back what it writes', () => {
    const rows = [
      ['name', 'note'],
      ['Paris; Opéra', 'said "hi"\nthen left'],
      ['', ' x '],
    ];
    const { records, error } = parseCsv(writeCsv(rows, ';'), ';');
    expect(error).toBeNull();
    expect(records.map((record) => record.fields)).toEqual(rows);
  });
});

describe('guardFormula', () => {
  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    for (const text of ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(guardFormula(text)).toBe(`'${text}`);
    expect(guardFormula('Paris')).toBe('Paris');
    expect(guardFormula('')).toBe('');
  });
});
