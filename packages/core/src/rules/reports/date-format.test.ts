import { describe, expect, it } from 'vitest';
import { defaultReportDateFormat, formatReportDate } from './date-format';

describe('formatReportDate', () => {
  it('writes each format from the calendar date', () => {
    expect(formatReportDate('2026-03-07', 'YYYY-MM-DD', 'en-US')).toBe('2026-03-07');
    expect(formatReportDate('2026-03-07', 'MM/DD/YYYY', 'en-US')).toBe('03/07/2026');
    expect(formatReportDate('2026-03-07', 'DD/MM/YYYY', 'fr')).toBe('07/03/2026');
    expect(formatReportDate('2026-03-07', 'DD.MM.YYYY', 'es')).toBe('07.03.2026');
  });

  it('names the month in the requester locale', () => {
    expect(formatReportDate('2026-03-07', 'DD MMM YYYY', 'en-GB')).toBe('07 Mar 2026');
    expect(formatReportDate('2026-03-07', 'DD MMM YYYY', 'fr')).toBe('07 mars 2026');
  });

  it('keeps the first and last day of a year (no time zone shift)', () => {
    expect(formatReportDate('2026-01-01', 'DD MMM YYYY', 'en-US')).toBe('01 Jan 2026');
    expect(formatReportDate('2026-12-31', 'MM/DD/YYYY', 'en-US')).toBe('12/31/2026');
  });

  it('defaults to the locale habit', () => {
    expect(defaultReportDateFormat('en-US')).toBe('MM/DD/YYYY');
    expect(defaultReportDateFormat('en-GB')).toBe('DD/MM/YYYY');
  });
});
