import { describe, expect, it } from 'vitest';
import {
  LINKED_RANDOMIZED_WEIGHT,
  UNLINKED_RANDOMIZED_WEIGHT,
  estimatePresence,
  presenceComponents,
  type PresenceDetection,
} from './presence';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 21, 9, 0); // a 5-minute boundary
const at = (minutes: number) => T0 + minutes * MIN;
const range = (minutes: number) => ({ start: T0, end: at(minutes) });

function probe(device: string, minutes: number, extra: Partial<PresenceDetection> = {}) {
  return { ts: at(minutes), device, rssi: -60, randomized: false, ...extra };
}

const people = (detections: PresenceDetection[], minutes: number, options = {}) =>
  estimatePresence(detections, range(minutes), options).map((b) => Number(b.people.toFixed(6)));

describe('estimatePresence', () => {
  it('gives zeros, one per 5-minute bucket, for no detections', () => {
    const buckets = estimatePresence([], range(20));
    expect(buckets).toEqual([
      { start: at(0), people: 0 },
      { start: at(5), people: 0 },
      { start: at(10), people: 0 },
      { start: at(15), people: 0 },
    ]);
    expect(estimatePresence([], { start: T0, end: T0 })).toEqual([]);
  });

  it('keeps a device present between probes two minutes apart', () => {
    const probes = [4.5, 6.5, 8.5, 10.5].map((m) => probe('phone', m));
    // Present 3:30-11:30 (a minute either side of the probes): all of 5-10, 1.5 min of 0-5.
    expect(people(probes, 15)).toEqual([0.3, 1, 0.3]);
  });

  it('counts a device seen once for a minute either side only', () => {
    expect(people([probe('phone', 7.5)], 15)).toEqual([0, 0.4, 0]);
  });

  it('splits a device into two visits when the gap exceeds 5 minutes', () => {
    expect(people([probe('phone', 1), probe('phone', 14)], 15)).toEqual([0.4, 0, 0.4]);
  });

  it('does not count a device present the whole day', () => {
    const fixture = Array.from({ length: 24 * 30 }, (_, i) => probe('printer', i * 2));
    const visitor = [probe('phone', 601), probe('phone', 603)];
    const buckets = estimatePresence([...fixture, ...visitor], range(24 * 60));
    expect(buckets).toHaveLength(288);
    expect(buckets.filter((b) => b.people > 0).map((b) => [b.start, b.people])).toEqual([
      [at(600), 0.8],
    ]);
  });

  it('ignores detections weaker than visitorRssi (-70 by default)', () => {
    const far = [probe('far', 6, { rssi: -71 })];
    expect(people(far, 10)).toEqual([0, 0]);
    expect(people(far, 10, { visitorRssi: -75 })).toEqual([0, 0.4]);
  });

  it('puts presence in the right buckets at the edges of the range', () => {
    // A probe exactly at a bucket start counts a minute into both neighbours.
    expect(people([probe('a', 5)], 15)).toEqual([0.2, 0.2, 0]);
    // Before the range and after it: only the part inside counts.
    expect(people([probe('b', -0.5), probe('c', 15.5)], 15)).toEqual([0.1, 0, 0.1]);
    // A partial last bucket is averaged over its own length.
    expect(people([probe('d', 11), probe('d', 12)], 12)).toEqual([0, 0, 1]);
    // Other bucket lengths.
    const hourly = estimatePresence([probe('e', 30), probe('e', 32)], range(120), {
      bucketMs: 60 * MIN,
    });
    expect(hourly.map((b) => [b.start, Number(b.people.toFixed(6))])).toEqual([
      [at(0), 0.066667],
      [at(60), 0],
    ]);
  });

  it('weights randomized addresses: one address stands for part of a person', () => {
    const random = [probe('r1', 12.5, { randomized: true })];
    // Each randomized sighting attests presence 5 minutes either side: 7:30-17:30.
    const w = UNLINKED_RANDOMIZED_WEIGHT;
    expect(people(random, 25)).toEqual([0, w * 0.5, w, w * 0.5, 0].map((v) => +v.toFixed(6)));
  });

  it('takes the gap and the paddings from the options when given', () => {
    const gapped = [probe('phone', 1), probe('phone', 14)];
    // A 13-minute gap is one visit under a 15-minute gap: present 0:00-15:00.
    expect(people(gapped, 15, { gapMs: 15 * MIN })).toEqual([1, 1, 1]);
    expect(people([probe('phone', 7.5)], 15, { identifiedPadMs: 2.5 * MIN })).toEqual([0, 1, 0]);
    const random = [probe('r1', 12.5, { randomized: true })];
    const w = UNLINKED_RANDOMIZED_WEIGHT;
    expect(people(random, 25, { randomizedPadMs: 2.5 * MIN })).toEqual([0, 0, +w.toFixed(6), 0, 0]);
    expect(() => estimatePresence(random, range(25), { gapMs: -1 })).toThrow(RangeError);
  });

  it('never goes negative and allows fractions', () => {
    const mixed = [probe('a', 1), probe('r', 3, { randomized: true })];
    for (const b of estimatePresence(mixed, range(30))) expect(b.people).toBeGreaterThanOrEqual(0);
  });
});

describe('presenceComponents: linking randomized addresses by sequence number', () => {
  const rotating = (secondSeq: number) => [
    probe('r1', 10, { randomized: true, seqNum: 4090 }),
    probe('r1', 10.2, { randomized: true, seqNum: 4094 }),
    probe('r2', 11, { randomized: true, seqNum: secondSeq }),
  ];
  const linkedTotal = (detections: PresenceDetection[]) =>
    presenceComponents(detections, range(30)).reduce((sum, b) => sum + b.linkedRandomized, 0);

  it('joins an address that continues the previous one (across the 4096 wrap)', () => {
    // One device 5:00-16:00 (padded 5 minutes) = 11 minutes = 2.2 buckets.
    expect(linkedTotal(rotating(3))).toBeCloseTo(2.2, 6);
  });

  it('keeps addresses apart when the counter jumps or the gap is long', () => {
    // Two devices: 5:00-15:12 and 6:00-16:00.
    expect(linkedTotal(rotating(2000))).toBeCloseTo(2.04 + 2, 6);
    const late = [...rotating(3).slice(0, 2), probe('r2', 14, { randomized: true, seqNum: 3 })];
    expect(linkedTotal(late)).toBeCloseTo(2.04 + 2, 6);
  });

  it('counts linked devices with their own weight', () => {
    const [estimate] = estimatePresence(rotating(3), { start: at(10), end: at(15) });
    expect(estimate?.people).toBeCloseTo(LINKED_RANDOMIZED_WEIGHT, 6);
  });
});
