import { describe, expect, it } from 'vitest';
import { eventFormat } from './event-format';
import { onAxis, periodAxis, periodLabel } from './periods';

const range = (
  granularity: 'hour' | 'day' | 'week' | 'month',
  start = '2026-11-14',
  end = '2026-11-20',
) => ({
  start_date: start,
  end_date: end,
  granularity,
  time_zone: 'America/Los_Angeles',
});
const format = {
  ...eventFormat('en-US', { minutes: 'min', seconds: 's' }),
  weekOf: (day: string) => `Week of ${day}`,
};

describe('the time axis', () => {
  it('has every day of the range', () => {
    expect(periodAxis(range('day', '2026-11-29', '2026-12-02'))).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('has the Monday of every week, the first one before the start when the range starts mid-week', () => {
    expect(periodAxis(range('week'))).toEqual(['2026-11-09', '2026-11-16']);
  });

  it('has the 1st of every month, across a year end', () => {
    expect(periodAxis(range('month', '2026-11-14', '2027-01-03'))).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
    ]);
  });

  it('is left to the answer by hour', () => {
    expect(periodAxis(range('hour'))).toBeNull();
  });

  it('puts a missing bucket as a gap', () => {
    const buckets = [{ bucket: '2026-11-15', visitors: 4 }];
    expect(onAxis(['2026-11-14', '2026-11-15'], buckets, (b) => b.visitors)).toEqual([null, 4]);
  });
});

describe('the period labels', () => {
  it('name days, weeks, months and local hours', () => {
    const day = { bucket: '2026-11-18', local_hour: null };
    expect(periodLabel(day, range('day'), format)).toBe('Wed, Nov 18');
    expect(periodLabel({ bucket: '2026-11-16', local_hour: null }, range('week'), format)).toBe(
      'Week of Mon, Nov 16',
    );
    expect(periodLabel({ bucket: '2026-11-01', local_hour: null }, range('month'), format)).toBe(
      'Nov 2026',
    );
    // 17:00 UTC is 9 AM in Los Angeles on the same day.
    expect(
      periodLabel({ bucket: '2026-11-18T17:00:00Z', local_hour: 9 }, range('hour'), format),
    ).toBe('Wed, Nov 18 9 AM');
  });
});
