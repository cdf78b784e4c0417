import { describe, expect, it } from 'vitest';
import {
  BUSINESS_HOURS_CHART,
  CLOSE_HOUR_OPTIONS,
  OPEN_HOUR_OPTIONS,
  hourOption,
  hourOptionLabel,
  isValidOpeningPeriod,
} from './business-hours';

describe('hour options', () => {
  it('open from 0 to 20 and close from 12 to 27', () => {
    expect(OPEN_HOUR_OPTIONS).toHaveLength(21);
    expect(OPEN_HOUR_OPTIONS[0]).toBe(0);
    expect(OPEN_HOUR_OPTIONS.at(-1)).toBe(20);
    expect(CLOSE_HOUR_OPTIONS).toHaveLength(16);
    expect(CLOSE_HOUR_OPTIONS[0]).toBe(12);
    expect(CLOSE_HOUR_OPTIONS.at(-1)).toBe(27);
  });

  it('describe the chart', () => {
    expect(BUSINESS_HOURS_CHART).toEqual({ defaultMinHour: 9, rows: 9, days: 7 });
  });
});

describe('hourOption', () => {
  it('keeps hours below 24 on the same day', () => {
    expect(hourOption(23)).toEqual({ value: 23, hour: 23, nextDay: false });
  });

  it('shows 24 and above as next-day hours', () => {
    expect(hourOption(24)).toEqual({ value: 24, hour: 0, nextDay: true });
    expect(hourOption(27)).toEqual({ value: 27, hour: 3, nextDay: true });
  });

  it.each([-1, 48, 9.5, NaN])('refuses %f', (hour) => {
    expect(() => hourOption(hour)).toThrow(RangeError);
  });
});

describe('hourOptionLabel', () => {
  it.each([
    [0, '12 AM', '00:00'],
    [9, '9 AM', '09:00'],
    [12, '12 PM', '12:00'],
    [13, '1 PM', '13:00'],
    [23, '11 PM', '23:00'],
    [24, '12 AM (next day)', '00:00 (next day)'],
    [25, '1 AM (next day)', '01:00 (next day)'],
  ])('labels %i as %s / %s', (hour, twelve, twentyFour) => {
    expect(hourOptionLabel(hour, true)).toBe(twelve);
    expect(hourOptionLabel(hour, false)).toBe(twentyFour);
  });

  it('uses the given next-day wording', () => {
    expect(hourOptionLabel(26, false, 'jour suivant')).toBe('02:00 (jour suivant)');
  });
});

describe('isValidOpeningPeriod', () => {
  it('accepts offered hours that close after opening', () => {
    expect(isValidOpeningPeriod(9, 17)).toBe(true);
    expect(isValidOpeningPeriod(20, 27)).toBe(true);
  });

  it('refuses hours outside the options or closing first', () => {
    expect(isValidOpeningPeriod(21, 23)).toBe(false);
    expect(isValidOpeningPeriod(9, 11)).toBe(false);
    expect(isValidOpeningPeriod(9, 28)).toBe(false);
    expect(isValidOpeningPeriod(14, 13)).toBe(false);
    expect(isValidOpeningPeriod(12, 12)).toBe(false);
  });
});
