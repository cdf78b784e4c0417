import { localParts } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { retentionCutoff, weekShift, WEEK_MS } from './shift';

const PRAGUE = 'Europe/Prague';

describe('weekShift', () => {
  it('moves by whole weeks so the end is the latest such instant at or before now', () => {
    const end = Date.parse('2024-04-18T14:30:00Z');
    const now = Date.parse('2026-11-21T09:00:00Z');
    const shift = weekShift(end, now);
    const moved = shift.apply(end);
    expect(moved).toBeLessThanOrEqual(now);
    expect(moved).toBeGreaterThan(now - WEEK_MS);
    expect((moved - end) % WEEK_MS).toBe(0);
    expect(new Date(moved).getUTCDay()).toBe(new Date(end).getUTCDay());
  });

  it('keeps the local time of day across a daylight-saving change', () => {
    // 2023-10-04 11:00 in Prague is summer time (UTC+2); late November is winter time (UTC+1).
    const end = Date.parse('2023-10-04T14:30:00Z');
    const start = Date.parse('2023-10-04T09:00:08Z');
    const shift = weekShift(end, Date.parse('2026-11-21T09:00:00Z'), PRAGUE);
    const movedStart = localParts(shift.apply(start), PRAGUE);
    expect(movedStart).toMatchObject({ date: '2026-11-18', hour: 11, minute: 0, weekday: 2 });
    expect(localParts(shift.apply(end), PRAGUE)).toMatchObject({ hour: 16, minute: 30 });
    expect(shift.weeks).toBe(163);
  });

  it('never ends after now when the local-time correction would push it past', () => {
    // Recorded in summer, ending at 10:30 local; now is 10:00 local on the same weekday in winter:
    // the UTC week lands 30 minutes before now, the local correction an hour later, so a week less.
    const end = Date.parse('2023-10-04T08:30:00Z');
    const now = Date.parse('2026-11-18T09:00:00Z');
    const shift = weekShift(end, now, PRAGUE);
    expect(shift.weeks).toBe(162);
    expect(shift.apply(end)).toBeLessThanOrEqual(now);
    expect(shift.apply(end)).toBeGreaterThan(now - WEEK_MS);
  });
});

describe('retentionCutoff', () => {
  it('is the retention before now plus an hour of margin', () => {
    const now = Date.parse('2026-11-21T09:00:00Z');
    expect(new Date(retentionCutoff(now, 7)).toISOString()).toBe('2026-11-14T10:00:00.000Z');
  });
});
