import { addDays, localHourStarts, zonedDayStart } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { addSplitToHours, hourIndexAt, shareBefore } from './hour-split';

const MIN = 60_000;

describe('hour split', () => {
  it('rounds the cumulative share, so pieces add up to the total however they are cut', () => {
    const start = 0;
    const end = 90 * MIN;
    expect(shareBefore(10, start, end, -1)).toBe(0);
    expect(shareBefore(10, start, end, 20 * MIN)).toBe(2);
    expect(shareBefore(10, start, end, 80 * MIN)).toBe(9);
    expect(shareBefore(10, start, end, end + 1)).toBe(10);
    expect(shareBefore(1, start, end, 45 * MIN)).toBe(1); // a tie goes to the earlier piece
  });

  it('handles a day whose last hour is half an hour (Lord Howe leaves its 30-minute DST)', () => {
    const tz = 'Australia/Lord_Howe';
    const date = '2026-04-05';
    const hourStarts = localHourStarts(date, tz);
    const dayEnd = zonedDayStart(addDays(date, 1), tz);
    expect(dayEnd - hourStarts[0]!).toBe(24.5 * 60 * MIN);
    expect(hourStarts).toHaveLength(25);
    expect(hourIndexAt(hourStarts, dayEnd - 1)).toBe(24);
    expect(hourIndexAt(hourStarts, hourStarts[0]! - 1)).toBe(-1);
    const bins = new Array<number>(25).fill(0);
    // 45 minutes before the day end: 15 in hour 23, 30 in the short hour 24.
    addSplitToHours(bins, 9, dayEnd - 45 * MIN, dayEnd, hourStarts, dayEnd);
    expect(bins.slice(23)).toEqual([3, 6]);
  });
});
