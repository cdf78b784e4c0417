// Schedule slots in a location's zone, across weeks, months and daylight-saving changes, and the
// period a rolling report is mailed with.
import { describe, expect, it } from 'vitest';
import { scheduledRange } from './delivery-mail';
import { latestSlot, nextSlot } from './slots';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('report schedule slots', () => {
  it('daily: 06:00 local, the same day once it passed', () => {
    // 06:00 in Auckland (UTC+13 in November) is 17:00 UTC the day before.
    const zone = 'Pacific/Auckland';
    expect(iso(latestSlot('daily', zone, at('2026-11-20T16:59:00Z')))).toBe(
      '2026-11-19T17:00:00.000Z',
    );
    expect(iso(latestSlot('daily', zone, at('2026-11-20T17:00:00Z')))).toBe(
      '2026-11-20T17:00:00.000Z',
    );
    expect(iso(nextSlot('daily', zone, at('2026-11-20T17:00:00Z')))).toBe(
      '2026-11-21T17:00:00.000Z',
    );
  });

  it('weekly: Mondays 06:00 local', () => {
    const zone = 'America/Los_Angeles';
    // Monday 2026-11-23 06:00 PST = 14:00 UTC.
    expect(iso(nextSlot('weekly', zone, at('2026-11-21T12:00:00Z')))).toBe(
      '2026-11-23T14:00:00.000Z',
    );
    expect(iso(latestSlot('weekly', zone, at('2026-11-23T13:59:00Z')))).toBe(
      '2026-11-16T14:00:00.000Z',
    );
    expect(iso(latestSlot('weekly', zone, at('2026-11-23T14:00:00Z')))).toBe(
      '2026-11-23T14:00:00.000Z',
    );
  });

  it('monthly: the 1st at 06:00 local, across a year end', () => {
    const zone = 'Europe/Paris';
    expect(iso(latestSlot('monthly', zone, at('2027-01-01T04:59:00Z')))).toBe(
      '2026-12-01T05:00:00.000Z',
    );
    expect(iso(nextSlot('monthly', zone, at('2026-12-01T05:00:00Z')))).toBe(
      '2027-01-01T05:00:00.000Z',
    );
    // Summer time: 06:00 in Paris is 04:00 UTC.
    expect(iso(nextSlot('monthly', zone, at('2026-06-15T00:00:00Z')))).toBe(
      '2026-07-01T04:00:00.000Z',
    );
  });

  it('follows daylight saving: 06:00 local on both sides of the change', () => {
    const zone = 'Europe/Paris';
    // Clocks go forward on 2026-03-29.
    expect(iso(nextSlot('daily', zone, at('2026-03-28T06:00:00Z')))).toBe(
      '2026-03-29T04:00:00.000Z',
    );
    expect(iso(latestSlot('daily', zone, at('2026-03-29T04:30:00Z')))).toBe(
      '2026-03-29T04:00:00.000Z',
    );
  });

  it('a rolling period ends the local day before the slot; a fixed one is kept', () => {
    const slot = at('2026-11-20T17:00:00Z'); // Saturday 21 November, 06:00 in Auckland
    expect(scheduledRange({ kind: 'rolling', days: 7 }, 'Pacific/Auckland', slot)).toEqual({
      start: '2026-11-14',
      end: '2026-11-20',
    });
    expect(
      scheduledRange(
        { kind: 'fixed', start_date: '2026-03-01', end_date: '2026-03-31' },
        'Pacific/Auckland',
        slot,
      ),
    ).toEqual({ start: '2026-03-01', end: '2026-03-31' });
  });
});
