import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  melbourneDate,
  melbourneGatewaySerial,
  parseMelbourneCounts,
  parseMelbourneSensorLocations,
} from './melbourne';

const HEADER = 'Date,Day_of_week,Hour,SensorID,SensorName,PedestrianCount';

describe('melbourneDate', () => {
  it('reads DD-Mon-YYYY', () => {
    expect(melbourneDate('01-Jan-2014')).toBe('2014-01-01');
    expect(melbourneDate('5-Oct-2014')).toBe('2014-10-05');
    expect(() => melbourneDate('2014-01-01')).toThrow(/DD-Mon-YYYY/);
  });
});

describe('parseMelbourneCounts', () => {
  it('turns local hours into one-hour UTC intervals per sensor, in time order', () => {
    const text = [
      HEADER,
      '15-Jan-2014,Wednesday,9,5,Princes Bridge,120',
      '15-Jan-2014,Wednesday,8,5,Princes Bridge,80',
      '15-Jul-2014,Tuesday,0,12,New Quay,7',
      '',
    ].join('\n');
    const { sensors, rows, skipped } = parseMelbourneCounts(text);
    expect(rows).toBe(3);
    expect(skipped).toBe(0);
    // January is daylight time (UTC+11), July standard time (UTC+10).
    expect(sensors.get(5)).toEqual({
      sensorId: 5,
      sensorName: 'Princes Bridge',
      intervals: [
        { start: '2014-01-14T21:00:00.000Z', end: '2014-01-14T22:00:00.000Z', count: 80 },
        { start: '2014-01-14T22:00:00.000Z', end: '2014-01-14T23:00:00.000Z', count: 120 },
      ],
    });
    expect(sensors.get(12)?.intervals).toEqual([
      { start: '2014-07-14T14:00:00.000Z', end: '2014-07-14T15:00:00.000Z', count: 7 },
    ]);
    expect(melbourneGatewaySerial(5)).toBe('MELB-5');
  });

  it('skips rows whose sensor, count or date is unusable and counts them', () => {
    const text = [
      HEADER,
      '22-Jul-2014,Tuesday,4,NaN,Lygon St (West),10',
      '22-Jul-2014,Tuesday,0,27,QV Market-Peel St,NaN',
      '22-Jul-2014,Tuesday,1,27,QV Market-Peel St,3',
      '2014-07-22,Tuesday,2,27,QV Market-Peel St,4',
    ].join('\r\n');
    const { sensors, rows, skipped } = parseMelbourneCounts(text);
    expect(rows).toBe(4);
    expect(skipped).toBe(3);
    expect([...sensors.keys()]).toEqual([27]);
  });

  it('keeps every count across the daylight-saving changes', () => {
    // 6 Apr 2014: 03:00 daylight time falls back to 02:00; 5 Oct 2014: 02:00 does not exist.
    const text = [
      HEADER,
      ...[1, 2, 3].map((hour) => `06-Apr-2014,Sunday,${hour},1,Bourke Street Mall (North),${hour}`),
      ...[1, 3].map((hour) => `05-Oct-2014,Sunday,${hour},1,Bourke Street Mall (North),${hour}`),
    ].join('\n');
    const intervals = parseMelbourneCounts(text).sensors.get(1)!.intervals;
    expect(intervals.map((i) => i.start)).toEqual([
      '2014-04-05T14:00:00.000Z', // 01:00 AEDT
      '2014-04-05T15:00:00.000Z', // the first 02:00 (AEDT)
      '2014-04-05T17:00:00.000Z', // 03:00 AEST
      '2014-10-04T15:00:00.000Z', // 01:00 AEST
      '2014-10-04T16:00:00.000Z', // 03:00 AEDT
    ]);
    expect(intervals.reduce((sum, i) => sum + i.count, 0)).toBe(1 + 2 + 3 + 1 + 3);
  });

  it('rejects a file without the expected columns', () => {
    expect(() => parseMelbourneCounts('Date,Hour\n01-Jan-2014,1')).toThrow(/SensorID/);
  });
});

describe('parseMelbourneSensorLocations', () => {
  it('reads names and coordinates, with quoted fields', () => {
    const text = [
      'Sensor ID,Sensor Name,Sensor Description,Status,Upload Date,Year Installed,Location Type,Geometry,Latitude,Longitude',
      '5,PriNW_T,Princes Bridge,Installed,19/08/2016 12:39:50 PM +0000,2009,Outdoor,"(-37.818, 144.968)",-37.818,144.968',
      '41,X_T,Somewhere,Removed,,2015,Outdoor,,,',
    ].join('\n');
    const sensors = parseMelbourneSensorLocations(text);
    expect(sensors.get(5)).toEqual({
      sensorId: 5,
      name: 'Princes Bridge',
      code: 'PriNW_T',
      latitude: -37.818,
      longitude: 144.968,
    });
    expect(sensors.get(41)).toMatchObject({ latitude: null, longitude: null });
  });
});

const DATASET = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/datasets/melbourne',
);
const COUNTS = path.join(DATASET, 'hourly_counts_2014.csv');

describe.skipIf(!existsSync(COUNTS))('the real Melbourne 2014 file (datasets/melbourne)', () => {
  it('keeps every valid row and the total count', () => {
    const text = readFileSync(COUNTS, 'utf8');
    // Independent tally straight from the text, to check nothing is lost or doubled.
    let validRows = 0;
    let total = 0;
    const ids = new Set<string>();
    for (const line of text.split('\n').slice(1)) {
      const [, , , id, , count] = line.trim().split(',');
      if (!id || !/^\d+$/.test(id) || !count || !/^\d+$/.test(count)) continue;
      validRows += 1;
      total += Number(count);
      ids.add(id);
    }
    const { sensors, rows, skipped } = parseMelbourneCounts(text);
    expect(rows).toBe(278_320);
    expect(rows - skipped).toBe(validRows);
    expect(sensors.size).toBe(ids.size);
    expect(sensors.size).toBe(35);
    const intervals = [...sensors.values()].flatMap((sensor) => sensor.intervals);
    expect(intervals.length).toBe(validRows);
    expect(intervals.reduce((sum, i) => sum + i.count, 0)).toBe(total);
    const locations = parseMelbourneSensorLocations(
      readFileSync(path.join(DATASET, 'sensor_locations.csv'), 'utf8'),
    );
    for (const sensor of sensors.values())
      expect(locations.get(sensor.sensorId)?.name).toBe(sensor.sensorName);
  });
});

if (!existsSync(COUNTS))
  console.warn(`${COUNTS} is absent: the real-file Melbourne test is skipped.`);
