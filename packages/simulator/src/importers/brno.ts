// Brno Wi-Fi probe captures (datasets/brno-probes): one `;`-separated CSV per day of probe
// requests sniffed in a university lab, with the counted number of people in the room on every
// row. Mapped to gateway detections (MACs hashed, as gateways do) and an occupancy ground truth.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { zonedTimeToUtc } from '@footfall/core';

export const BRNO_TIME_ZONE = 'Europe/Prague';

/** The lab's own PCs (the dataset README): fixed equipment, not people. */
export const BRNO_LAB_PC_MACS: ReadonlySet<string> = new Set([
  'dc:fb:48:68:be:e4',
  'dc:fb:48:8c:71:fc',
  'dc:fb:48:2a:52:e0',
  'dc:fb:48:f5:c6:c2',
  'dc:fb:48:e3:ab:78',
  'dc:fb:48:00:51:90',
  'dc:fb:48:75:d8:42',
  'dc:fb:48:de:86:8d',
  'dc:fb:48:dd:c6:0b',
  'dc:fb:48:55:d5:78',
  'dc:fb:48:c2:1d:64',
  '40:ec:99:f9:34:a6',
  '40:ec:99:8e:3f:63',
  '40:ec:99:1f:3e:75',
]);

export interface BrnoDetection {
  /** ISO 8601 UTC instant (millisecond precision). */
  ts: string;
  /** sha-256 of salt and MAC, first 32 hex characters. */
  device: string;
  rssi: number;
  randomized: boolean;
  /** 802.11 sequence number of the probe, when the capture has one. */
  seqNum?: number;
}

export interface BrnoOccupancy {
  ts: string;
  occupancy: number;
}

export interface BrnoDay {
  /** Probe requests in file order, lab PCs dropped. */
  detections: BrnoDetection[];
  /**
   * Occupancy as a step function: the first row, every row where the count changes, and the
   * last row (which marks the end of the recording). Lab PC rows count here too.
   */
  groundTruth: BrnoOccupancy[];
  /** Rows left out, by reason (a row with an unknown count still gives its detection). */
  skipped: Record<string, number>;
}

const COLUMNS = ['datetime', 'src', 'randomized', 'rssi', 'seq_num', 'occupancy'] as const;
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)$/;

/** Salted, truncated sha-256 of a MAC, the way a gateway hashes addresses before sending. */
export function hashMac(mac: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${mac.toLowerCase()}`).digest('hex').slice(0, 32);
}

/**
 * "2023-10-04 11:00:08.078258" in Europe/Prague -> epoch ms. `hourStarts` caches the zone lookup
 * per local hour (a day file has tens of thousands of rows but at most 25 hours).
 */
export function brnoInstant(value: string, hourStarts = new Map<string, number>()): number {
  const match = LOCAL_TIME.exec(value.trim());
  if (!match) throw new Error(`Not a Brno timestamp (YYYY-MM-DD HH:MM:SS.ffffff): "${value}"`);
  const [, date = '', hour, minute, seconds] = match;
  const key = `${date} ${hour}`;
  let hourStart = hourStarts.get(key);
  if (hourStart === undefined) {
    hourStart = zonedTimeToUtc(date, Number(hour), BRNO_TIME_ZONE);
    hourStarts.set(key, hourStart);
  }
  return hourStart + Number(minute) * 60_000 + Math.round(Number(seconds) * 1000);
}

/** Parses one day file. Pure apart from hashing; the salt keeps ids unlinkable across imports. */
export function parseBrnoDay(text: string, salt: string): BrnoDay {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines[0] ?? '').split(';').map((name) => name.trim());
  const [at, src, randomized, rssi, seqNum, occupancy] = COLUMNS.map((name) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`The Brno probe file has no "${name}" column`);
    return index;
  }) as [number, number, number, number, number, number];

  const hashes = new Map<string, string>();
  const hourStarts = new Map<string, number>();
  const detections: BrnoDetection[] = [];
  const groundTruth: BrnoOccupancy[] = [];
  const skipped: Record<string, number> = {};
  const skip = (reason: string) => (skipped[reason] = (skipped[reason] ?? 0) + 1);
  let lastRow: BrnoOccupancy | undefined;
  for (const [n, line] of lines.entries()) {
    if (n === 0) continue;
    // Read by header name: later captures add columns (n_devices) and may order them anew.
    const fields = line.split(';');
    const instant = LOCAL_TIME.test((fields[at] ?? '').trim())
      ? brnoInstant(fields[at] ?? '', hourStarts)
      : NaN;
    if (!Number.isFinite(instant)) {
      skip('no valid timestamp');
      continue;
    }
    const ts = new Date(instant).toISOString();
    // "nan" while the count was not known yet: no ground truth here, the probe still counts.
    const countField = (fields[occupancy] ?? '').trim();
    const people = countField === '' ? NaN : Number(countField);
    if (Number.isFinite(people)) {
      lastRow = { ts, occupancy: people };
      if (groundTruth[groundTruth.length - 1]?.occupancy !== people) groundTruth.push(lastRow);
    } else skip('occupancy not known (ground truth only)');

    const mac = (fields[src] ?? '').trim().toLowerCase();
    if (mac === '' || BRNO_LAB_PC_MACS.has(mac)) continue;
    const rssiField = (fields[rssi] ?? '').trim();
    const strength = rssiField === '' ? NaN : Number(rssiField);
    if (!Number.isFinite(strength)) {
      skip('rssi not a number');
      continue;
    }
    let device = hashes.get(mac);
    if (!device) {
      device = hashMac(mac, salt);
      hashes.set(mac, device);
    }
    const detection: BrnoDetection = {
      ts,
      device,
      rssi: strength,
      randomized: fields[randomized]?.trim() === '1',
    };
    const seq = fields[seqNum]?.trim();
    if (seq && /^\d+$/.test(seq)) detection.seqNum = Number(seq);
    detections.push(detection);
  }
  if (lastRow && groundTruth[groundTruth.length - 1] !== lastRow) groundTruth.push(lastRow);
  return { detections, groundTruth, skipped };
}

export function readBrnoDay(path: string, salt = 'brno'): BrnoDay {
  return parseBrnoDay(readFileSync(path, 'utf8'), salt);
}

/**
 * Ground truth per bucket: the time-weighted mean of the occupancy step function over each bucket
 * from `start` to the end of the recording (the last bucket is averaged over its recorded part).
 */
export function occupancyPerBucket(
  groundTruth: readonly BrnoOccupancy[],
  start: number,
  bucketMs: number,
): { start: number; occupancy: number }[] {
  const steps = groundTruth.map((g) => ({ at: Date.parse(g.ts), value: g.occupancy }));
  const end = steps[steps.length - 1]?.at ?? start;
  const buckets: { start: number; occupancy: number }[] = [];
  for (let from = start; from < end; from += bucketMs) {
    const to = Math.min(from + bucketMs, end);
    // Before the first row the first count holds; each later row holds until the next one.
    let value = steps[0]?.value ?? 0;
    let cursor = from;
    let area = 0;
    for (const step of steps) {
      if (step.at >= to) break;
      if (step.at > cursor) {
        area += value * (step.at - cursor);
        cursor = step.at;
      }
      value = step.value;
    }
    area += value * (to - cursor);
    buckets.push({ start: from, occupancy: area / (to - from) });
  }
  return buckets;
}
