import { describe, expect, it } from 'vitest';
import { timeOfDay } from './time-of-day';

describe('timeOfDay', () => {
  it.each([
    [0, 'morning'],
    [4, 'morning'],
    [9, 'morning'],
    [12, 'morning'],
    [12.99, 'morning'],
    [13, 'afternoon'],
    [17, 'afternoon'],
    [17.99, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
    [25, 'evening'],
  ])('hour %f is %s', (hour, expected) => {
    expect(timeOfDay(hour)).toBe(expected);
  });

  it('ends the afternoon at the given hour', () => {
    expect(timeOfDay(19, 20)).toBe('afternoon');
    expect(timeOfDay(20, 20)).toBe('evening');
    expect(timeOfDay(16, 16)).toBe('evening');
  });
});
