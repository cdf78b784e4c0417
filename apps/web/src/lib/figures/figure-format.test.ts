import { describe, expect, it } from 'vitest';
import {
  changeDirection,
  formatCount,
  formatBand,
  formatDecimal,
  formatPercent,
  formatSeconds,
  formatSignedChange,
  formatSignedPoints,
  formatUnsignedChange,
  formatWhole,
} from './figure-format';

const EN = { locale: 'en-US', durationUnits: { minutes: 'min', seconds: 's' } };
// Intl separates French thousands and percent signs with (narrow) no-break spaces.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the figure writers', () => {
  it('write counts whole from 10 up and with one decimal below', () => {
    expect(formatCount(12345, 'en-US')).toBe('12,345');
    expect(spaces(formatCount(12345, 'fr'))).toBe('12 345');
    expect(formatCount(2.45, 'en-US')).toBe('2.5');
    expect(formatCount(10.4, 'en-US')).toBe('10');
  });

  it('write whole numbers and one-decimal figures in the locale', () => {
    expect(formatWhole(12345.6, 'en-US')).toBe('12,346');
    expect(formatWhole(12345, 'fr')).toBe('12\u202f345');
    expect(formatDecimal(41.25, 'en-US')).toBe('41.3');
    expect(formatDecimal(12.345, 'fr')).toBe('12,3');
  });

  it('write rates as percentages with one decimal at most', () => {
    expect(formatPercent(0.245, 'en-US')).toBe('24.5%');
    expect(spaces(formatPercent(0.245, 'fr'))).toBe('24,5 %');
    expect(formatPercent(0.21875, 'en-US')).toBe('21.9%');
  });

  it('write an estimate band as plus or minus a percentage', () => {
    expect(formatBand(0.06, 'en-US')).toBe('±6%');
    expect(formatBand(0.0649, 'en-GB')).toBe('±6.5%');
    expect(spaces(formatBand(0.0649, 'fr'))).toBe('±6,5 %');
    expect(spaces(formatBand(0.35, 'es'))).toBe('±35 %');
  });

  it('write seconds as minutes and seconds in the given units', () => {
    expect(formatSeconds(725, EN)).toBe('12 min 5 s');
    expect(formatSeconds(45, { ...EN, durationUnits: { minutes: 'mn', seconds: 'sec' } })).toBe(
      '0 mn 45 sec',
    );
  });

  it('sign relative changes and points, and size them without a sign', () => {
    expect(formatSignedChange(0.125, 'en-US')).toBe('+12.5%');
    expect(formatSignedChange(-0.125, 'en-US')).toBe('-12.5%');
    expect(formatSignedChange(0, 'en-US')).toBe('0%');
    expect(formatSignedPoints(5, 'en-US')).toBe('+5');
    expect(formatSignedPoints(-3.4, 'en-US')).toBe('-3.4');
    expect(formatSignedPoints(0, 'en-US')).toBe('0');
    expect(formatUnsignedChange(-0.1, 'en-US')).toBe('10%');
    expect(formatUnsignedChange(0.25, 'en-US')).toBe('25%');
  });

  it('give a change its direction, flat under an optional size', () => {
    expect(changeDirection(0.125)).toBe('up');
    expect(changeDirection(-0.034)).toBe('down');
    expect(changeDirection(0)).toBe('flat');
    expect(changeDirection(0.0001, 0.0005)).toBe('flat');
    expect(changeDirection(-0.0004, 0.0005)).toBe('flat');
    expect(changeDirection(0.0005, 0.0005)).toBe('up');
    expect(changeDirection(0.0001)).toBe('up');
  });
});
