import { detectionsBatchSchema, doorCountsBatchSchema, localParts } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { simulateDay, dayPlan } from '../src/sim/day';
import { populationOfDay } from '../src/sim/population';
import { Random } from '../src/sim/random';
import { buildVenue } from '../src/sim/venue';
import { options, shop, week } from './sim-fixtures';

const iso = (ms: number) => new Date(ms).toISOString();

describe('simulateDay', () => {
  it('is deterministic: the same seed gives the same day, another seed another one', () => {
    const a = simulateDay(shop, '2026-11-21', options);
    const b = simulateDay(shop, '2026-11-21', options);
    expect([...b.detections]).toEqual([...a.detections]);
    expect([...b.doorCounts]).toEqual([...a.doorCounts]);
    const other = simulateDay(shop, '2026-11-21', { ...options, seed: 43 });
    expect(other.detections.get('GW-1')).not.toEqual(a.detections.get('GW-1'));
  });

  it('sends what the ingest API accepts: hashed ids, whole dBm above the floor, 15-minute intervals', () => {
    const day = simulateDay(shop, '2026-11-20', options);
    const detections = day.detections.get('GW-1') ?? [];
    expect(detections.length).toBeGreaterThan(1000);
    const batch = detectionsBatchSchema.safeParse({
      gateway: 'GW-1',
      batch_id: 'test-batch-1',
      detections: detections.slice(0, 10_000).map((d) => ({ ...d, ts: iso(d.ts) })),
    });
    expect(batch.success).toBe(true);
    expect(detections.every((d) => d.rssi >= -95 && d.rssi <= 0)).toBe(true);
    const intervals = day.doorCounts.get('DOOR-1') ?? [];
    expect(intervals).toHaveLength(96);
    const counts = doorCountsBatchSchema.safeParse({
      tag: 'DOOR-1',
      batch_id: 'test-batch-2',
      counts: intervals.map((i) => ({ ...i, start: iso(i.start), end: iso(i.end) })),
    });
    expect(counts.success).toBe(true);
    expect(day.heartbeats.get('GW-2')).toHaveLength(288);
  });

  it('counts at the door about the people who went through it', () => {
    for (const date of week) {
      const day = simulateDay(shop, date, options);
      const counted = (day.doorCounts.get('DOOR-1') ?? []).reduce(
        (sum, i) => ({ in: sum.in + i.in, out: sum.out + i.out }),
        { in: 0, out: 0 },
      );
      // Misses (2 %), doubles (1 %) and hidden group members (8 % of the second and later).
      expect(Math.abs(counted.in - day.truth.doorIn)).toBeLessThanOrEqual(
        5 + day.truth.doorIn * 0.1,
      );
      expect(Math.abs(counted.out - day.truth.doorOut)).toBeLessThanOrEqual(
        5 + day.truth.doorOut * 0.1,
      );
      expect(counted.in).toBeLessThanOrEqual(day.truth.doorIn * 1.03 + 3);
      if (day.truth.visitors > 0)
        expect(day.truth.doorIn).toBe(day.truth.visitors + day.truth.staff);
    }
  });

  it('fills a Saturday more than a Monday, and a closed Sunday has passers-by only', () => {
    const [monday, saturday, sunday] = [week[0]!, week[5]!, week[6]!].map((date) =>
      simulateDay(shop, date, options),
    );
    expect(saturday!.truth.visitors).toBeGreaterThan(monday!.truth.visitors);
    expect(sunday!.truth.visitors).toBe(0);
    expect(sunday!.truth.walkBys).toBeGreaterThan(0);
  });

  it("has someone heard in every hour, closed hours and a show's nights included", () => {
    const booth = buildVenue({
      id: 'test-booth',
      name: 'Booth',
      type: 'XM',
      timezone: 'America/New_York',
      gateways: [{ serial: 'B-1' }, { serial: 'B-2' }],
    });
    for (const venue of [shop, booth])
      for (const date of week) {
        const day = simulateDay(venue, date, options);
        const hours = new Set(
          [...day.detections.values()].flat().map((d) => localParts(d.ts, venue.timezone).hour),
        );
        expect(hours.size).toBe(24);
      }
  });
});

describe('populationOfDay', () => {
  const everyone = week
    .slice(0, 6)
    .flatMap((date) => populationOfDay(shop, dayPlan(shop, date), new Random(7).fork(date)));

  it('follows the hour profile: more arrivals at 3 PM than at 10 AM, none before opening', () => {
    const byHour = new Array<number>(24).fill(0);
    for (const person of everyone)
      if (person.kind === 'visitor' && person.entered)
        byHour[localParts(person.entered.t, shop.timezone).hour]! += 1;
    expect(byHour[15]).toBeGreaterThan(byHour[10]! * 1.5);
    expect(byHour[9]).toBe(0);
    expect(byHour[3]).toBe(0);
  });

  it('gives the configured share of randomized phones', () => {
    const phones = everyone.filter((p) => p.kind === 'walk-by' && p.phone).map((p) => p.phone!);
    const share = phones.filter((p) => p.randomized).length / phones.length;
    expect(phones.length).toBeGreaterThan(3000);
    expect(share).toBeGreaterThan(shop.randomizedShare - 0.04);
    expect(share).toBeLessThan(shop.randomizedShare + 0.04);
  });

  it('has log-normal-ish dwell: a median near the type median, a long tail', () => {
    const dwells = everyone
      .filter((p) => p.kind === 'visitor' && p.entered && p.left)
      .map((p) => (p.left!.t - p.entered!.t) / 60_000)
      .sort((a, b) => a - b);
    const median = dwells[Math.floor(dwells.length / 2)]!;
    const p90 = dwells[Math.floor(dwells.length * 0.9)]!;
    expect(median).toBeGreaterThan(8);
    expect(median).toBeLessThan(16);
    expect(p90).toBeGreaterThan(median * 1.8);
  });
});
