import { describe, expect, it } from 'vitest';
import {
  COMPARISON_DOUBLE_THRESHOLD_DAYS,
  DEFAULT_RANGE_DAYS,
  addDays,
  comparisonRange,
  defaultDateRange,
  isDateString,
  rangeLengthDays,
} from './date-range';

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2024-01-31', 1)).toBe('2024-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    expect(addDays('2024-03-31', 0)).toBe('2024-03-31');
  });

  it('is not shifted by daylight saving changes', () => {
    expect(addDays('2024-03-30', 2)).toBe('2024-04-01');
    expect(addDays('2024-10-26', 2)).toBe('2024-10-28');
  });

  it.each(['2024-02-30', '2024-13-01', '24-01-01', '2024-1-1', 'today'])('refuses %s', (date) => {
    expect(isDateString(date)).toBe(false);
    expect(() => addDays(date, 1)).toThrow(RangeError);
  });
});

describe('rangeLengthDays', () => {
  it('counts both ends', () => {
    expect(rangeLengthDays({ start: '2024-05-01', end: '2024-05-01' })).toBe(1);
    expect(rangeLengthDays({ start: '2024-05-01', end: '2024-05-31' })).toBe(31);
    expect(rangeLengthDays({ start: '2024-02-01', end: '2024-03-01' })).toBe(30);
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => rangeLengthDays({ start: '2024-05-02', end: '2024-05-01' })).toThrow(RangeError);
  });
});

describe('defaultDateRange', () => {
  it('covers 30 days ending today', () => {
    expect(DEFAULT_RANGE_DAYS).toBe(30);
    const range = defaultDateRange('2024-03-15');
    expect(range).toEqual({ start: '2024-02-15', end: '2024-03-15' });
    expect(rangeLengthDays(range)).toBe(30);
  });
});

describe('comparisonRange', () => {
  it('takes the same number of days right before a range of 15 days', () => {
    expect(COMPARISON_DOUBLE_THRESHOLD_DAYS).toBe(15);
    const range = { start: '2024-05-16', end: '2024-05-30' };
    expect(rangeLengthDays(range)).toBe(15);
    expect(comparisonRange(range)).toEqual({
      start: '2024-05-01',
      end: '2024-05-15',
      averaged: false,
    });
  });

  it('takes twice the days, averaged, before a range of 16 days', () => {
    const range = { start: '2024-05-17', end: '2024-06-01' };
    expect(rangeLengthDays(range)).toBe(16);
    const comparison = comparisonRange(range);
    expect(comparison).toEqual({ start: '2024-04-15', end: '2024-05-16', averaged: true });
    expect(rangeLengthDays(comparison)).toBe(32);
  });

  it('compares a single day with the day before', () => {
    expect(comparisonRange({ start: '2024-01-01', end: '2024-01-01' })).toEqual({
      start: '2023-12-31',
      end: '2023-12-31',
      averaged: false,
    });
  });

  it('doubles the default 30-day range', () => {
    expect(comparisonRange(defaultDateRange('2024-03-15'))).toEqual({
      start: '2023-12-17',
      end: '2024-02-14',
      averaged: true,
    });
  });
});
