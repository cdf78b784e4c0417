import { describe, expect, it } from 'vitest';
import { daysOfRange, resolveAnalyticsRange } from './analytics-range';

describe('resolveAnalyticsRange', () => {
  it('defaults to the last 30 days to today', () => {
    expect(resolveAnalyticsRange({}, '2026-03-30')).toEqual({
      ok: true,
      range: { start: '2026-03-01', end: '2026-03-30' },
      days: 30,
    });
  });
  it('fills a missing start from the end and a missing end with today', () => {
    expect(resolveAnalyticsRange({ end_date: '2026-01-30' }, '2026-03-30')).toMatchObject({
      range: { start: '2026-01-01', end: '2026-01-30' },
    });
    expect(resolveAnalyticsRange({ start_date: '2026-03-28' }, '2026-03-30')).toMatchObject({
      range: { start: '2026-03-28', end: '2026-03-30' },
      days: 3,
    });
  });
  it('refuses a reversed range and one over 366 days', () => {
    expect(
      resolveAnalyticsRange({ start_date: '2026-03-02', end_date: '2026-03-01' }, '2026-03-30'),
    ).toEqual({ ok: false, fields: { end_date: 'End date must not be before the start date' } });
    expect(
      resolveAnalyticsRange({ start_date: '2024-01-01', end_date: '2024-12-31' }, '2026-03-30'),
    ).toMatchObject({ ok: true, days: 366 });
    expect(
      resolveAnalyticsRange({ start_date: '2025-01-01', end_date: '2026-01-02' }, '2026-03-30'),
    ).toEqual({
      ok: false,
      fields: { end_date: 'The date range must not be longer than 366 days' },
    });
  });
  it('lists the days of a range', () => {
    expect(daysOfRange({ start: '2024-02-28', end: '2024-03-01' })).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });
});
