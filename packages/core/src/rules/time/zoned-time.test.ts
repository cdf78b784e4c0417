import { describe, expect, it } from 'vitest';
import {
  localDateOf,
  localHourStarts,
  localParts,
  zonedDayStart,
  zonedTimeToUtc,
} from './zoned-time';

/** The wall clock as Intl states it, without the per-hour offsets localParts remembers. */
function intlParts(ms: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

describe('zoned time', () => {
  it('states the wall clock Intl states, through every kind of offset change', () => {
    // Changes of an hour, of half an hour (Lord Howe), at quarter hours (Chatham, Kathmandu),
    // at a half hour UTC (St John's) and by an odd offset of seconds (Monrovia, 1972).
    const cases: [string, number][] = [
      ['Europe/Paris', Date.UTC(2026, 2, 29, 1)],
      ['Europe/Paris', Date.UTC(2026, 9, 25, 1)],
      ['America/Los_Angeles', Date.UTC(2026, 2, 8, 10)],
      ['America/Los_Angeles', Date.UTC(2026, 10, 1, 9)],
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 15)],
      ['Australia/Lord_Howe', Date.UTC(2026, 9, 3, 15, 30)],
      ['Pacific/Chatham', Date.UTC(2026, 3, 4, 14)],
      ['Asia/Kathmandu', Date.UTC(1986, 0, 1)],
      ['America/St_Johns', Date.UTC(2026, 2, 8, 5, 30)],
      ['Africa/Monrovia', Date.UTC(1972, 0, 7)],
      ['UTC', Date.UTC(2026, 0, 1)],
    ];
    for (const [timeZone, change] of cases)
      for (
        let ms = change - 3 * 3_600_000;
        ms < change + 3 * 3_600_000;
        ms += 7 * 60_000 + 13_000
      ) {
        const { date, hour, minute } = localParts(ms, timeZone);
        expect({ date, hour, minute }, `${timeZone} ${new Date(ms).toISOString()}`).toEqual(
          intlParts(ms, timeZone),
        );
      }
  });

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

  it('keeps that rule west of UTC, for a skipped midnight and for a repeat of several hours', () => {
    // 02:00 does not exist in Los Angeles on 2026-03-08: the next valid instant is 03:00 PDT.
    expect(zonedTimeToUtc('2026-03-08', 2, 'America/Los_Angeles')).toBe(Date.UTC(2026, 2, 8, 10));
    // Sao Paulo went from 00:00 to 01:00 on 2018-11-04: that day starts at 01:00 (-02:00) and has
    // 23 hours, every one of them on that local date; the day before keeps all 24.
    expect(zonedDayStart('2018-11-04', 'America/Sao_Paulo')).toBe(Date.UTC(2018, 10, 4, 3));
    for (const [date, hours] of [
      ['2018-11-03', 24],
      ['2018-11-04', 23],
    ] as const) {
      const starts = localHourStarts(date, 'America/Sao_Paulo');
      expect(starts).toHaveLength(hours);
      expect(starts.map((t) => localDateOf(t, 'America/Sao_Paulo'))).toEqual(
        starts.map(() => date),
      );
    }
    // Casey went from +11:00 to +08:00 at 02:00 on 2010-03-05, so 23:00 on the 4th occurred twice;
    // the first is 12:00 UTC.
    expect(zonedTimeToUtc('2010-03-04', 23, 'Antarctica/Casey')).toBe(Date.UTC(2010, 2, 4, 12));
  });
});
