import { describe, expect, it } from 'vitest';
import { formatCsvError, parseHardwareCsv } from './hardware-csv';

const messages = (csv: string) => parseHardwareCsv(csv).errors.map(formatCsvError);

describe('parseHardwareCsv', () => {
  it('reads every column, normalises serials and skips blank lines', () => {
    const csv = [
      '\uFEFFserial,name,area,height,x,y',
      'b827eb4521b4,sensor10,Entrance,122,7.00,7.09',
      '',
      '  ',
      '"00-00-00-00-01-01","Sensor, eleven",,230,7.18,0.68',
      'GW-9,,,,,',
    ].join('\r\n');
    expect(parseHardwareCsv(csv)).toEqual({
      errors: [],
      rows: [
        {
          line: 2,
          serial: 'B8:27:EB:45:21:B4',
          name: 'sensor10',
          area: 'Entrance',
          height_cm: 122,
          x_m: 7,
          y_m: 7.09,
        },
        {
          line: 5,
          serial: '00:00:00:00:01:01',
          name: 'Sensor, eleven',
          area: null,
          height_cm: 230,
          x_m: 7.18,
          y_m: 0.68,
        },
        { line: 6, serial: 'GW-9', name: null, area: null, height_cm: null, x_m: null, y_m: null },
      ],
    });
  });

  it('accepts mac for serial, any column order, case and semicolons with decimal commas', () => {
    const { rows, errors } = parseHardwareCsv('Name;MAC;Height\nFront;b827eb917e19;122,5\n');
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({ serial: 'B8:27:EB:91:7E:19', name: 'Front', height_cm: 122.5 });
  });

  it('reports each bad row with its line and imports nothing', () => {
    const csv = [
      'serial,name,area,height,x,y',
      ',no serial,,,,',
      'b827eb4521b4,ok,,122,1,2',
      'not a serial,,,,,',
      'B8:27:EB:45:21:B4,again,,,,',
      'GW-1,,,abc,1,2',
      'GW-2,,,-5,x,',
      'GW-3,,,1,2,3,4',
    ].join('\n');
    const result = parseHardwareCsv(csv);
    expect(result.rows).toEqual([]);
    expect(result.errors.map(formatCsvError)).toEqual([
      'Line 2: Serial is empty',
      'Line 4: Serial is not valid: "not a serial"',
      'Line 5: Serial B8:27:EB:45:21:B4 is repeated (first on line 3)',
      'Line 6: Height is not an number',
      'Line 7: Height is not positive',
      'Line 7: X is not an number',
      'Line 8: the row has 7 fields; the header has 6',
    ]);
  });

  it('explains a missing or wrong header', () => {
    expect(messages('')).toEqual(['Line 1: the file is empty']);
    expect(messages('b827eb4521b4,x\n')[0]).toContain('unknown column "b827eb4521b4"');
    expect(messages('name,area\nA,B')).toEqual([
      'Line 1: the first row must name the columns, with a serial (or mac) column: serial (or mac), name, area, height, x, y',
    ]);
    expect(messages('serial,mac\n')).toContain('Line 1: column "mac" appears twice');
    expect(messages('serial,name\n')).toEqual(['Line 1: the file has no rows below its header']);
    expect(messages('serial,heigth\nGW-1,3')[0]).toBe(
      'Line 1: unknown column "heigth"; the columns are serial (or mac), name, area, height, x, y',
    );
  });

  it('limits the height and the number of rows', () => {
    expect(messages('serial,height\nGW-1,10001')).toEqual([
      'Line 2: Height is too large (at most 10000 cm)',
    ]);
    const many = ['serial', ...Array.from({ length: 2001 }, (_, i) => `GW-${i}`)].join('\n');
    expect(messages(many)[0]).toContain('import at most 2000 at a time');
  });
});
