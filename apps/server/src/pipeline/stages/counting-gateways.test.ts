import { addDays, localHourStarts, zonedDayStart, zonedTimeToUtc } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { countingGatewayHours } from './counting-gateways';

const TZ = 'America/Los_Angeles';
const MIN = 60_000;

function day(date: string) {
  return { hourStarts: localHourStarts(date, TZ), dayEnd: zonedDayStart(addDays(date, 1), TZ) };
}

describe('countingGatewayHours', () => {
  it('adds intervals per hour and splits one spanning hours in proportion', () => {
    const date = '2026-06-10';
    const { hourStarts, dayEnd } = day(date);
    const eleven = zonedTimeToUtc(date, 11, TZ);
    const counts = countingGatewayHours(
      [
        { start: eleven, end: eleven + 15 * MIN, count: 4 },
        { start: eleven + 15 * MIN, end: eleven + 30 * MIN, count: 5 },
        // 11:45-13:15: 15, 60 and 15 minutes; exact shares 1.17, 4.67, 1.17.
        { start: eleven + 45 * MIN, end: eleven + 135 * MIN, count: 7 },
      ],
      hourStarts,
      dayEnd,
    );
    expect(counts).toHaveLength(24);
    expect(counts.slice(11, 14)).toEqual([10, 5, 1]);
    expect(counts.reduce((a, b) => a + b)).toBe(16);
  });

  it('follows daylight-saving days and drops what falls outside the day', () => {
    const date = '2026-03-08';
    const { hourStarts, dayEnd } = day(date);
    const midnight = hourStarts[0]!;
    const counts = countingGatewayHours(
      [
        { start: midnight - 30 * MIN, end: midnight + 30 * MIN, count: 10 }, // half before the day
        { start: dayEnd - 20 * MIN, end: dayEnd + 40 * MIN, count: 9 }, // a third in the day
      ],
      hourStarts,
      dayEnd,
    );
    expect(counts).toHaveLength(23);
    expect(counts[0]).toBe(5);
    expect(counts[22]).toBe(3);
    expect(counts.reduce((a, b) => a + b)).toBe(8);
  });
});
