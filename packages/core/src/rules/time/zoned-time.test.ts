import { describe, expect, it } from 'vitest';
import {
  localDateOf,
  localHourStarts,
  localParts,
  zonedDayStart,
  zonedTimeToUtc,
} from './zoned-time';

describe('zoned time', () => {
  it('reads the local date, hour and weekday', () => {
    // 2026-03-02 23:30 UTC is Tuesday 00:30 in Paris (UTC+1 in winter).
    const ms = Date.UTC(2026, 2, 2, 23, 30);
    expect(localParts(ms, 'Europe/Paris')).toEqual({
      date: '2026-03-03',
      hour: 0,
      minute: 30,
      weekday: 1,
    });
    expect(localDateOf(ms, 'America/Los_Angeles')).toBe('2026-03-02');
  });

  it('finds local midnight', () => {
    expect(zonedDayStart('2026-07-01', 'Europe/Paris')).toBe(Date.UTC(2026, 5, 30, 22));
    expect(zonedDayStart('2026-01-15', 'Australia/Melbourne')).toBe(Date.UTC(2026, 0, 14, 13));
  });

  it('has 23 and 25 hours on daylight saving days', () => {
    expect(localHourStarts('2026-03-29', 'Europe/Paris')).toHaveLength(23);
    expect(localHourStarts('2026-10-25', 'Europe/Paris')).toHaveLength(25);
    expect(localHourStarts('2026-06-10', 'Europe/Paris')).toHaveLength(24);
    expect(localHourStarts('2026-06-10', 'UTC')[0]).toBe(Date.UTC(2026, 5, 10));
  });

  it('maps a skipped hour to the next valid instant and a repeated one to the first', () => {
    // 02:00 does not exist in Paris on 2026-03-29: 03:00 CEST = 01:00 UTC.
    expect(zonedTimeToUtc('2026-03-29', 2, 'Europe/Paris')).toBe(Date.UTC(2026, 2, 29, 1));
    // 02:00 occurs twice on 2026-10-25: the first is 00:00 UTC.
    expect(zonedTimeToUtc('2026-10-25', 2, 'Europe/Paris')).toBe(Date.UTC(2026, 9, 25, 0));
  });
});
