import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brnoInstant, hashMac, occupancyPerBucket, parseBrnoDay, readBrnoDay } from './brno';

const HEADER =
  'datetime;dst;src;src_vendor;randomized;rssi;idx;seq_num;ch_freq;FCfield;ssid;dot11elt;oui;occupancy';
const row = (
  time: string,
  src: string,
  randomized: 0 | 1,
  rssi: number,
  seq: string,
  occupancy: string,
) =>
  `${time};ff:ff:ff:ff:ff:ff;${src};Vendor;${randomized};${rssi};0;${seq};2437;;;[0, 1];[];${occupancy}`;

const FILE = [
  HEADER,
  row('2023-10-04 11:00:08.078258', 'dc:fb:48:e3:ab:78', 0, -57, '96', '16.0'), // a lab PC
  row('2023-10-04 11:00:08.090138', '3E:75:F2:A9:6B:F8', 1, -88, '945', '16.0'),
  row('2023-10-04 11:02:30.500000', '94:04:9c:cd:b7:50', 0, -63, '', '17.0'),
  row('2023-10-04 11:04:00.000000', '3e:75:f2:a9:6b:f8', 1, -61, '947', '17.0'),
  '',
].join('\n');

describe('parseBrnoDay', () => {
  const day = parseBrnoDay(FILE, 'salt');

  it('drops the lab PCs and keeps rssi, randomized flag and sequence number', () => {
    expect(
      day.detections.map(({ rssi, randomized, seqNum }) => ({ rssi, randomized, seqNum })),
    ).toEqual([
      { rssi: -88, randomized: true, seqNum: 945 },
      { rssi: -63, randomized: false, seqNum: undefined },
      { rssi: -61, randomized: true, seqNum: 947 },
    ]);
    expect('seqNum' in day.detections[1]!).toBe(false);
  });

  it('converts Prague local time to UTC with millisecond precision', () => {
    expect(day.detections.map((d) => d.ts)).toEqual([
      '2023-10-04T09:00:08.090Z',
      '2023-10-04T09:02:30.500Z',
      '2023-10-04T09:04:00.000Z',
    ]);
    expect(new Date(brnoInstant('2023-12-14 00:05:59.334261')).toISOString()).toBe(
      '2023-12-13T23:05:59.334Z',
    );
    expect(() => brnoInstant('04/10/2023 11:00')).toThrow(/Not a Brno timestamp/);
  });

  it('hashes MACs with the salt (32 hex characters, case-insensitive, never the MAC)', () => {
    const [first, , third] = day.detections;
    expect(first!.device).toMatch(/^[0-9a-f]{32}$/);
    expect(first!.device).toBe(third!.device);
    expect(first!.device).toBe(hashMac('3e:75:f2:a9:6b:f8', 'salt'));
    expect(hashMac('3e:75:f2:a9:6b:f8', 'other')).not.toBe(first!.device);
    expect(JSON.stringify(day)).not.toMatch(/3e:75|94:04/i);
  });

  it('keeps occupancy as change points plus the last row, lab PC rows included', () => {
    expect(day.groundTruth).toEqual([
      { ts: '2023-10-04T09:00:08.078Z', occupancy: 16 },
      { ts: '2023-10-04T09:02:30.500Z', occupancy: 17 },
      { ts: '2023-10-04T09:04:00.000Z', occupancy: 17 },
    ]);
  });

  it('reads a later capture: an extra n_devices column, "nan" counts, unusable rows skipped', () => {
    // 2025 files add n_devices (here first, moving every column) and write "nan" for a count not
    // known yet: those probes still count, and only the ground truth waits for a number.
    const later = [
      `n_devices;${HEADER}`,
      `3;${row('2024-05-02 08:00:00.000000', 'aa:bb:cc:00:00:01', 0, -70, '1', 'nan')}`,
      `3;${row('2024-05-02 08:00:01.000000', 'aa:bb:cc:00:00:02', 1, -71, '2', 'nan')}`,
      `4;${row('2024-05-02 08:00:02.000000', 'aa:bb:cc:00:00:01', 0, -72, '3', '5.0')}`,
      `4;${row('yesterday', 'aa:bb:cc:00:00:03', 0, -73, '4', '5.0')}`,
      `4;2024-05-02 08:00:03.000000;ff:ff:ff:ff:ff:ff;aa:bb:cc:00:00:04;V;0;n/a;0;5;2437;;;[];[];5.0`,
      '',
    ].join('\n');
    const parsed = parseBrnoDay(later, 'salt');
    expect(parsed.detections.map((d) => d.rssi)).toEqual([-70, -71, -72]);
    expect(parsed.groundTruth).toEqual([
      { ts: '2024-05-02T06:00:02.000Z', occupancy: 5 },
      { ts: '2024-05-02T06:00:03.000Z', occupancy: 5 },
    ]);
    expect(parsed.skipped).toEqual({
      'occupancy not known (ground truth only)': 2,
      'no valid timestamp': 1,
      'rssi not a number': 1,
    });
    expect(day.skipped).toEqual({});
  });

  it('names a missing column', () => {
    expect(() => parseBrnoDay('datetime;src;rssi\n', 's')).toThrow(/no "randomized" column/);
  });
});

describe('occupancyPerBucket', () => {
  it('averages the occupancy over time in each bucket, the last one over its recorded part', () => {
    const start = Date.parse('2023-10-04T09:00:00Z');
    const truth = [
      { ts: '2023-10-04T09:01:00Z', occupancy: 10 },
      { ts: '2023-10-04T09:04:00Z', occupancy: 20 },
      { ts: '2023-10-04T09:12:00Z', occupancy: 0 },
      { ts: '2023-10-04T09:13:00Z', occupancy: 0 },
    ];
    expect(occupancyPerBucket(truth, start, 300_000)).toEqual([
      { start, occupancy: (4 * 10 + 1 * 20) / 5 },
      { start: start + 300_000, occupancy: 20 },
      { start: start + 600_000, occupancy: (2 * 20 + 1 * 0) / 3 },
    ]);
  });
});

const DATASET = join(import.meta.dirname, '../../../../../shared/datasets/brno-probes');
const OCTOBER = join(DATASET, 'sc6-61_2023-10-04_position_1.csv');

describe.skipIf(!existsSync(OCTOBER))('a real Brno day (datasets/brno-probes)', () => {
  it('reads 22,988 rows, drops the lab PCs, and ends at 16:30 local time', () => {
    const day = readBrnoDay(OCTOBER);
    expect(day.detections.length).toBeGreaterThan(15_000);
    expect(day.detections.length).toBeLessThan(22_988);
    expect(day.groundTruth[0]).toEqual({ ts: '2023-10-04T09:00:08.078Z', occupancy: 16 });
    expect(day.groundTruth.at(-1)).toEqual({ ts: '2023-10-04T14:30:03.385Z', occupancy: 15 });
  });
});
