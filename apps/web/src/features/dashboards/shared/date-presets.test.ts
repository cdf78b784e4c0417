import { describe, expect, it } from 'vitest';
import { editRange, matchingPreset, presetRange, suggestedGranularity } from './date-presets';

describe('presetRange', () => {
  const today = '2026-03-15';
  it.each([
    ['today', '2026-03-15', '2026-03-15'],
    ['yesterday', '2026-03-14', '2026-03-14'],
    ['last7', '2026-03-09', '2026-03-15'],
    ['last30', '2026-02-14', '2026-03-15'],
    ['last90', '2025-12-16', '2026-03-15'],
    ['thisMonth', '2026-03-01', '2026-03-15'],
    ['lastMonth', '2026-02-01', '2026-02-28'],
  ] as const)('%s', (preset, start, end) => {
    expect(presetRange(preset, today)).toEqual({ start, end });
  });

  it('crosses a year for last month in January', () => {
    expect(presetRange('lastMonth', '2026-01-03')).toEqual({
      start: '2025-12-01',
      end: '2025-12-31',
    });
  });
});

describe('matchingPreset', () => {
  it('names the preset of a range, or null', () => {
    expect(matchingPreset({ start: '2026-02-14', end: '2026-03-15' }, '2026-03-15')).toBe('last30');
    expect(matchingPreset({ start: '2026-02-13', end: '2026-03-15' }, '2026-03-15')).toBeNull();
  });
});

describe('editRange', () => {
  const range = { start: '2026-03-01', end: '2026-03-10' };
  it('moves one end', () => {
    expect(editRange(range, { start: '2026-03-05' })).toEqual({
      start: '2026-03-05',
      end: '2026-03-10',
    });
    expect(editRange(range, { end: '2026-03-20' })).toEqual({
      start: '2026-03-01',
      end: '2026-03-20',
    });
  });

  it('moves the other end when the range would be reversed', () => {
    expect(editRange(range, { start: '2026-03-15' })).toEqual({
      start: '2026-03-15',
      end: '2026-03-15',
    });
    expect(editRange(range, { end: '2026-02-20' })).toEqual({
      start: '2026-02-20',
      end: '2026-02-20',
    });
  });

  it('keeps at most 366 days', () => {
    expect(editRange(range, { start: '2025-01-01' })).toEqual({
      start: '2025-01-01',
      end: '2026-01-01',
    });
    expect(editRange(range, { end: '2027-06-01' })).toEqual({
      start: '2026-06-01',
      end: '2027-06-01',
    });
  });

  it('ignores an incomplete date', () => {
    expect(editRange(range, { start: '' })).toBe(range);
  });
});

describe('suggestedGranularity', () => {
  it('shows one day by hour and long ranges not by hour', () => {
    expect(suggestedGranularity({ start: '2026-03-01', end: '2026-03-01' }, 'day')).toBe('hour');
    expect(suggestedGranularity({ start: '2026-01-01', end: '2026-03-31' }, 'hour')).toBe('day');
    expect(suggestedGranularity({ start: '2026-03-01', end: '2026-03-07' }, 'hour')).toBe('hour');
    expect(suggestedGranularity({ start: '2026-03-01', end: '2026-03-07' }, 'month')).toBe('day');
    expect(suggestedGranularity({ start: '2026-03-01', end: '2026-03-30' }, 'week')).toBe('week');
  });
});
