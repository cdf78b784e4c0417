import { describe, expect, it } from 'vitest';
import { openHoursOfDay, weekdayOf, type WeeklyOpeningHours } from './open-hours';

const week = (open: number, close: number): WeeklyOpeningHours => ({
  days: [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    weekday === 6
      ? { weekday, closed: true, open_hour: null, close_hour: null }
      : { weekday, closed: false, open_hour: open, close_hour: close },
  ),
  exceptions: [],
});

describe('openHoursOfDay', () => {
  it('numbers weekdays from Monday', () => {
    expect(weekdayOf('2026-11-16')).toBe(0);
    expect(weekdayOf('2026-11-22')).toBe(6);
  });
  it('gives the hours from opening to before closing', () => {
    expect(openHoursOfDay(week(9, 12), '2026-11-16')).toEqual([9, 10, 11]);
    expect(openHoursOfDay(week(9, 12), '2026-11-22')).toEqual([]);
  });
  it('adds the hours a late closing spills into the next day', () => {
    expect(openHoursOfDay(week(20, 26), '2026-11-17')).toEqual([0, 1, 20, 21, 22, 23]);
    // Sunday is closed, but Saturday's evening runs past midnight.
    expect(openHoursOfDay(week(20, 26), '2026-11-22')).toEqual([0, 1]);
  });
  it('lets a date exception replace the weekday', () => {
    const hours = {
      ...week(9, 12),
      exceptions: [{ date: '2026-11-16', closed: true, open_hour: null, close_hour: null }],
    };
    expect(openHoursOfDay(hours, '2026-11-16')).toEqual([]);
    expect(openHoursOfDay(hours, '2026-11-17')).toEqual([9, 10, 11]);
  });
});
