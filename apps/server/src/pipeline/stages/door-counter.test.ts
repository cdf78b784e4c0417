import { addDays, localHourStarts, zonedDayStart, zonedTimeToUtc } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { doorCounterHours, type DoorCountInterval } from './door-counter';

const TZ = 'America/Los_Angeles';
const MIN = 60_000;

/** UTC instant of a local wall-clock time (hours without a daylight-saving change). */
function at(date: string, hour: number, minute = 0): number {
  return zonedTimeToUtc(date, hour, TZ) + minute * MIN;
}

function day(date: string) {
  return { hourStarts: localHourStarts(date, TZ), dayEnd: zonedDayStart(addDays(date, 1), TZ) };
}

function slot(
  date: string,
  hour: number,
  minute: number,
  length: number,
  inCount: number,
  out: number,
) {
  const start = at(date, hour, minute);
  return { start, end: start + length * MIN, in: inCount, out };
}

const D = '2026-06-10';

describe('doorCounterHours', () => {
  it('sums the counts of each hour and of several door counters', () => {
    const { hourStarts, dayEnd } = day(D);
    const intervals = [
      slot(D, 9, 0, 30, 4, 1),
      slot(D, 9, 30, 30, 6, 2),
      slot(D, 9, 0, 30, 3, 0), // a second door counter
      slot(D, 10, 0, 30, 1, 5),
    ];
    const result = doorCounterHours(intervals, hourStarts, dayEnd, at(D, 8));
    expect(result.walkIns).toHaveLength(24);
    expect(result.walkIns[9]).toBe(13);
    expect(result.walkOuts[9]).toBe(3);
    expect(result.walkIns[10]).toBe(1);
    expect(result.walkOuts[10]).toBe(5);
    // Occupancy at 09:30 = 7 - 1 = 6, at 10:00 = 13 - 3 = 10, at 10:30 = 14 - 8 = 6.
    expect(result.occupancyMax[9]).toBe(10);
    expect(result.occupancyMax[10]).toBe(6);
    expect(result.occupancyMax.reduce((a, b) => a + b)).toBe(16);
  });

  it('splits an interval across hours in proportion, keeping integer totals', () => {
    const { hourStarts, dayEnd } = day(D);
    // 08:40-10:10: 20, 60 and 10 minutes in hours 8, 9, 10.
    const result = doorCounterHours([slot(D, 8, 40, 90, 10, 5)], hourStarts, dayEnd, at(D, 0));
    // Exact shares 2.22, 6.67, 1.11 and 1.11, 3.33, 0.56.
    expect(result.walkIns.slice(8, 11)).toEqual([2, 7, 1]);
    expect(result.walkOuts.slice(8, 11)).toEqual([1, 3, 1]);
    expect(result.walkIns.reduce((a, b) => a + b)).toBe(10);
    expect(result.walkOuts.reduce((a, b) => a + b)).toBe(5);
    // Occupancy is only known at the interval end (10:10).
    expect(result.occupancyMax[10]).toBe(5);
    expect(result.occupancyMax[9]).toBe(0);
  });

  it('has 23 hours on the spring-forward day', () => {
    const date = '2026-03-08';
    const { hourStarts, dayEnd } = day(date);
    expect(hourStarts).toHaveLength(23);
    // 01:30 PST to 03:30 PDT is one real hour, half in local hour 1 and half in local hour 3.
    const start = at(date, 1, 30);
    const end = zonedTimeToUtc(date, 3, TZ) + 30 * MIN;
    expect(end - start).toBe(60 * MIN);
    const late = slot(date, 23, 0, 60, 2, 0);
    const result = doorCounterHours([{ start, end, in: 6, out: 2 }, late], hourStarts, dayEnd, 0);
    expect(result.walkIns).toHaveLength(23);
    expect(result.walkIns[1]).toBe(3);
    expect(result.walkIns[2]).toBe(3); // index 2 is 03:00 local
    expect(result.walkIns[22]).toBe(2); // 23:00 local is the last hour
    expect(result.occupancyMax[2]).toBe(4);
    expect(result.occupancyMax[22]).toBe(6);
  });

  it('has 25 hours on the fall-back day, both 01:00 hours kept apart', () => {
    const date = '2026-11-01';
    const { hourStarts, dayEnd } = day(date);
    expect(hourStarts).toHaveLength(25);
    const intervals = hourStarts.map((start, h) => ({
      start,
      end: start + 60 * MIN,
      in: h,
      out: 0,
    }));
    const result = doorCounterHours(intervals, hourStarts, dayEnd, dayEnd);
    expect(result.walkIns).toEqual(hourStarts.map((_, h) => h));
    // One run from midnight (resetAt at the day end): occupancy is the running sum of 0..h.
    expect(result.occupancyMax[24]).toBe((24 * 25) / 2);
    expect(result.occupancyMax[1]).toBe(1);
    expect(result.occupancyMax[2]).toBe(3); // the second 01:00 hour
  });

  it('clamps a negative cumulative to 0 and does not carry the debt as occupancy', () => {
    const { hourStarts, dayEnd } = day(D);
    const intervals = [
      slot(D, 9, 0, 30, 0, 5), // cumulative -5
      slot(D, 9, 30, 30, 3, 0), // -2
      slot(D, 10, 0, 30, 4, 0), // 2
      slot(D, 11, 0, 30, 0, 9), // -7
    ];
    const result = doorCounterHours(intervals, hourStarts, dayEnd, at(D, 8));
    expect(result.occupancyMax.slice(9, 12)).toEqual([0, 2, 0]);
    expect(Math.min(...result.occupancyMax)).toBe(0);
  });

  it('resets occupancy at opening; counts before it are walk-ins and their own run', () => {
    const { hourStarts, dayEnd } = day(D);
    const intervals = [
      slot(D, 7, 0, 30, 3, 0), // before opening: 3 inside (cleaning staff)
      slot(D, 7, 30, 60, 4, 0), // straddles the 08:00 opening: 2 before, 2 after
      slot(D, 8, 30, 30, 5, 1),
    ];
    const result = doorCounterHours(intervals, hourStarts, dayEnd, at(D, 8));
    expect(result.walkIns.slice(7, 9)).toEqual([5, 7]);
    expect(result.occupancyMax[7]).toBe(3);
    // Since 08:00: 2 at 08:30, 2 + 5 - 1 = 6 at 09:00 (both samples fall in hour 8).
    expect(result.occupancyMax[8]).toBe(6);
    // Without a reset the same counts would read 7 and 11.
    const noReset = doorCounterHours(intervals, hourStarts, dayEnd, dayEnd);
    expect(noReset.occupancyMax.slice(7, 9)).toEqual([3, 11]);
  });

  it('gives an interval crossing midnight only its in-day share to each day', () => {
    const next = addDays(D, 1);
    const interval = slot(D, 23, 30, 60, 3, 1);
    const today = day(D);
    const tomorrow = day(next);
    const a = doorCounterHours([interval], today.hourStarts, today.dayEnd, at(D, 8));
    const b = doorCounterHours([interval], tomorrow.hourStarts, tomorrow.dayEnd, at(next, 8));
    // 1.5 each way: the half before midnight rounds up.
    expect(a.walkIns[23]).toBe(2);
    expect(b.walkIns[0]).toBe(1);
    expect(a.walkOuts[23]! + b.walkOuts[0]!).toBe(1);
    // Its end (00:30) is in the next day, where only the in-day share counts for occupancy.
    expect(a.occupancyMax[23]).toBe(0);
    expect(b.occupancyMax[0]).toBe(1);
  });

  it('ignores intervals outside the day and invalid ones', () => {
    const { hourStarts, dayEnd } = day(D);
    const intervals = [
      slot(addDays(D, -1), 12, 0, 30, 50, 0),
      slot(addDays(D, 1), 0, 0, 30, 50, 0),
      { start: at(D, 10), end: at(D, 9), in: 50, out: 0 },
      slot(D, 12, 0, 15, 1, 0),
    ];
    const result = doorCounterHours(intervals, hourStarts, dayEnd, at(D, 8));
    expect(result.walkIns.reduce((a, b) => a + b)).toBe(1);
    expect(Math.max(...result.occupancyMax)).toBe(1);
  });

  it('samples intervals ending together as one instant, whatever the input order', () => {
    const { hourStarts, dayEnd } = day(D);
    const intervals = [
      slot(D, 10, 0, 30, 0, 0),
      slot(D, 9, 0, 30, 8, 0), // door A: 8 in
      slot(D, 9, 0, 30, 0, 8), // door B: 8 out during the same slot
      slot(D, 8, 45, 15, 2, 0),
    ];
    const result = doorCounterHours(intervals, hourStarts, dayEnd, at(D, 8));
    expect(result.occupancyMax[8]).toBe(2);
    expect(result.occupancyMax[9]).toBe(2); // never 10: A and B end at the same instant
  });

  it('preserves every interval total across consecutive days', () => {
    // Deterministic pseudo-random intervals of 1 to 180 minutes over three days.
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const first = at(D, 0);
    const intervals: DoorCountInterval[] = [];
    for (let i = 0; i < 500; i++) {
      const start =
        first + Math.floor(random() * 3 * 24 * 60) * MIN + Math.floor(random() * 60_000);
      const end = start + Math.ceil(random() * 180 * MIN);
      intervals.push({ start, end, in: Math.floor(random() * 40), out: Math.floor(random() * 40) });
    }
    let walkIns = 0;
    let walkOuts = 0;
    for (let offset = 0; offset < 4; offset++) {
      const date = addDays(D, offset);
      const { hourStarts, dayEnd } = day(date);
      const result = doorCounterHours(intervals, hourStarts, dayEnd, at(date, 9));
      for (const value of [...result.walkIns, ...result.occupancyMax])
        expect(Number.isInteger(value) && value >= 0).toBe(true);
      walkIns += result.walkIns.reduce((a, b) => a + b);
      walkOuts += result.walkOuts.reduce((a, b) => a + b);
    }
    expect(walkIns).toBe(intervals.reduce((sum, interval) => sum + interval.in, 0));
    expect(walkOuts).toBe(intervals.reduce((sum, interval) => sum + interval.out, 0));
  });

  it('returns empty hours for an empty day', () => {
    expect(doorCounterHours([], [], 0, 0)).toEqual({
      walkIns: [],
      walkOuts: [],
      occupancyMax: [],
      occupancyAvg: [],
      intervals: [],
    });
  });

  it('averages the occupancy of the samples in each hour (0 in hours without samples)', () => {
    const { hourStarts, dayEnd } = day(D);
    const intervals = [
      slot(D, 9, 0, 15, 4, 0), // 4 at 09:15
      slot(D, 9, 15, 15, 4, 2), // 6 at 09:30
      slot(D, 9, 30, 30, 2, 0), // 8 at 10:00: sampled in hour 9
      slot(D, 10, 0, 60, 0, 6), // 2 at 11:00: sampled in hour 10
    ];
    const result = doorCounterHours(intervals, hourStarts, dayEnd, at(D, 8));
    expect(result.occupancyAvg[9]).toBeCloseTo(6, 10);
    expect(result.occupancyAvg[10]).toBe(2);
    expect(result.occupancyAvg[8]).toBe(0);
    expect(result.occupancyMax[9]).toBe(8);
  });
});
