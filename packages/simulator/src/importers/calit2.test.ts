import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localDateOf } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { CALIT2_TIME_ZONE, calit2Date, parseCalit2Data, parseCalit2Events } from './calit2';

const here = path.dirname(fileURLToPath(import.meta.url));
const datasetDir = path.resolve(here, '../../../../../shared/datasets/calit2');

describe('calit2Date', () => {
  it('reads MM/DD/YY', () => {
    expect(calit2Date('07/24/05')).toBe('2005-07-24');
    expect(calit2Date('7/4/05')).toBe('2005-07-04');
    expect(() => calit2Date('2005-07-24')).toThrow(/MM\/DD\/YY/);
  });
});

describe('parseCalit2Data', () => {
  it('pairs the in and out rows of a slot; the count covers the half hour before the time', () => {
    const text = [
      '7,07/24/05,00:00:00,1',
      '9,07/24/05,00:00:00,2',
      '9,07/24/05,10:30:00,5', // in before out, and out of time order
      '7,07/24/05,10:30:00,3',
      '7,11/05/05,12:00:00,0',
      '9,11/05/05,12:00:00,4',
      '',
    ].join('\r\n');
    expect(parseCalit2Data(text)).toEqual([
      // 23:30-24:00 PDT (UTC-7) on 07/23.
      { start: '2005-07-24T06:30:00.000Z', end: '2005-07-24T07:00:00.000Z', in: 2, out: 1 },
      { start: '2005-07-24T17:00:00.000Z', end: '2005-07-24T17:30:00.000Z', in: 5, out: 3 },
      // November is standard time (UTC-8).
      { start: '2005-11-05T19:30:00.000Z', end: '2005-11-05T20:00:00.000Z', in: 4, out: 0 },
    ]);
  });

  it('reads the repeated hour of the autumn change as its first occurrence', () => {
    const rows = ['01:30:00', '02:00:00'].flatMap((time) => [
      `7,10/30/05,${time},0`,
      `9,10/30/05,${time},1`,
    ]);
    const [first, second] = parseCalit2Data(rows.join('\n'));
    expect(first).toMatchObject({
      start: '2005-10-30T08:00:00.000Z',
      end: '2005-10-30T08:30:00.000Z',
    });
    expect(second).toMatchObject({
      start: '2005-10-30T09:30:00.000Z',
      end: '2005-10-30T10:00:00.000Z',
    });
  });

  it('refuses malformed rows, duplicates and half slots', () => {
    expect(() => parseCalit2Data('8,07/24/05,00:00:00,1')).toThrow(/line 1/);
    expect(() => parseCalit2Data('7,07/24/05,00:00:00,x')).toThrow(/whole number/);
    expect(() => parseCalit2Data('7,07/24/05,00:00,1')).toThrow(/HH:MM:SS/);
    expect(() => parseCalit2Data('7,07/24/05,00:00:00,1\n7,07/24/05,00:00:00,2')).toThrow(
      /second out count/,
    );
    expect(() => parseCalit2Data('7,07/24/05,00:00:00,1')).toThrow(/no in row/);
  });

  it('skips and counts what it cannot use when the importer asks it to', () => {
    const skipped: Record<string, number> = {};
    const text = [
      '7,07/24/05,00:30:00,2',
      '9,07/24/05,00:30:00,1',
      '8,07/24/05,01:00:00,1', // unknown flow
      '7,07/24/05,01:00:00,x', // not a count
      '7,07/24/05,1:00,3', // no valid time
      '7,07/24/05,00:30:00,5', // a second in row for 00:30
      '7,07/24/05,01:30:00,4', // a slot without its out row
    ].join('\n');
    expect(parseCalit2Data(text, skipped)).toHaveLength(1);
    expect(skipped).toEqual({
      'malformed row': 1,
      'count not a whole number': 1,
      'no valid date and time': 1,
      'second row for a slot': 1,
      'slot without its in or out row': 1,
    });
  });
});

describe('parseCalit2Events', () => {
  it('turns local start and end times into instants', () => {
    const events = parseCalit2Events(
      '07/26/05,11:00:00,14:00:00,10; event\n10/30/05,23:00:00,00:30:00,x, y\n',
    );
    expect(events).toEqual([
      {
        date: '2005-07-26',
        start: '2005-07-26T18:00:00.000Z',
        end: '2005-07-26T21:00:00.000Z',
        description: '10; event',
      },
      // Ends after midnight: the next day, in standard time.
      {
        date: '2005-10-30',
        start: '2005-10-31T07:00:00.000Z',
        end: '2005-10-31T08:30:00.000Z',
        description: 'x, y',
      },
    ]);
  });
});

describe.skipIf(!existsSync(datasetDir))('CalIt2 dataset (skipped: datasets/calit2 absent)', () => {
  const dataText = existsSync(datasetDir)
    ? readFileSync(path.join(datasetDir, 'CalIt2.data'), 'utf8')
    : '';

  it('keeps every count: daily in and out sums equal the file', () => {
    const fileSums = new Map<string, { in: number; out: number }>();
    for (const line of dataText.split(/\r?\n/)) {
      const [flow, date, , count] = line.split(',');
      if (!date) continue;
      const sums = fileSums.get(date) ?? { in: 0, out: 0 };
      sums[flow === '9' ? 'in' : 'out'] += Number(count);
      fileSums.set(date, sums);
    }
    const intervals = parseCalit2Data(dataText);
    expect(intervals).toHaveLength(5040);
    // The file's date is the date of the slot's END time (00:00 closes the day before).
    const parsedSums = new Map<string, { in: number; out: number }>();
    for (const interval of intervals) {
      const [year, month, day] = localDateOf(Date.parse(interval.end), CALIT2_TIME_ZONE).split('-');
      const key = `${month}/${day}/${year!.slice(2)}`;
      const sums = parsedSums.get(key) ?? { in: 0, out: 0 };
      sums.in += interval.in;
      sums.out += interval.out;
      parsedSums.set(key, sums);
    }
    expect(parsedSums.size).toBe(105);
    expect(parsedSums).toEqual(fileSums);
  });

  it('reads the 30 labelled events', () => {
    const events = parseCalit2Events(readFileSync(path.join(datasetDir, 'CalIt2.events'), 'utf8'));
    expect(events).toHaveLength(30);
    for (const event of events)
      expect(Date.parse(event.end)).toBeGreaterThan(Date.parse(event.start));
  });
});
