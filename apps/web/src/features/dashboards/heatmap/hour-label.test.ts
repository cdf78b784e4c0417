import { describe, expect, it } from 'vitest';
import { hourLabel, hourRangeLabel, parseHourParam } from './hour-label';

describe('hour labels', () => {
  it('writes hours in the locale', () => {
    expect(hourLabel(14, 'en-US')).toBe('2:00 PM');
    expect(hourLabel(14, 'fr')).toBe('14:00');
    expect(hourRangeLabel(23, 'en-GB')).toBe('23:00–00:00');
  });

  it('reads the hour param', () => {
    expect(parseHourParam('0')).toBe(0);
    expect(parseHourParam('23')).toBe(23);
    expect(parseHourParam('24')).toBeNull();
    expect(parseHourParam('x')).toBeNull();
    expect(parseHourParam(null)).toBeNull();
  });
});
