import { describe, expect, it } from 'vitest';
import {
  csvDelimiter,
  decimalSeparator,
  formatCount,
  formatCsvNumber,
  formatNumber,
  formatPercent,
  numberFormat,
} from './number-format';

describe('the one number formatter per locale', () => {
  it('groups thousands as each locale does', () => {
    expect(formatCount(16948, 'en-US')).toBe('16,948');
    expect(formatCount(16948, 'en-GB')).toBe('16,948');
    expect(formatCount(16948, 'fr')).toBe('16\u202f948');
    expect(formatCount(16948, 'es')).toBe('16.948');
    // Spanish groups from five digits on (CLDR), French from four.
    expect(formatCount(5394, 'es')).toBe('5394');
    expect(formatCount(5394, 'fr')).toBe('5\u202f394');
  });

  it('writes counts whole from ten up, averages below ten with a decimal', () => {
    expect(formatCount(12.5, 'en-US')).toBe('13');
    expect(formatCount(2.45, 'fr')).toBe('2,5');
  });

  it('writes rates, signed figures and axis ticks', () => {
    expect(formatPercent(0.245, 'fr')).toBe('24,5\u00a0%');
    expect(formatPercent(0.3, 'en-US')).toBe('30%');
    expect(formatNumber(0.125, 'es', 'signedPercent')).toBe('+12,5\u00a0%');
    expect(formatNumber(-3.44, 'en-GB', 'signedDecimal')).toBe('-3.4');
    expect(formatNumber(0.25, 'fr', 'precise')).toBe('0,25');
  });

  it('keeps one Intl formatter per locale, style and grouping', () => {
    expect(numberFormat('fr', 'whole')).toBe(numberFormat('fr', 'whole'));
    expect(numberFormat('fr', 'whole')).not.toBe(numberFormat('es', 'whole'));
    expect(numberFormat('fr', 'whole', { grouping: false })).not.toBe(numberFormat('fr', 'whole'));
  });

  it("writes CSV numbers with the locale's decimal separator and no grouping", () => {
    expect(decimalSeparator('fr')).toBe(',');
    expect(decimalSeparator('en-GB')).toBe('.');
    expect(csvDelimiter('fr')).toBe(';');
    expect(csvDelimiter('es')).toBe(';');
    expect(csvDelimiter('en-US')).toBe(',');
    expect(formatCsvNumber(16948.25, 'fr', 'precise')).toBe('16948,25');
    expect(formatCsvNumber(16948.25, 'en-US', 'precise')).toBe('16948.25');
    expect(formatCsvNumber(0.123456, 'es', 'raw')).toBe('0,123456');
  });
});
