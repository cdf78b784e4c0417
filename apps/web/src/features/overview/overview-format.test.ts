import { describe, expect, it } from 'vitest';
import { formatFigure, trendDirection } from './overview-format';

// Intl writes a narrow no-break space before "%" in French; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatFigure', () => {
  it('writes counts, rates and trends in the locale', () => {
    expect(formatFigure('visitors', 12345, 'en-US')).toBe('12,345');
    expect(plain(formatFigure('visitors', 12345, 'fr'))).toBe('12 345');
    expect(formatFigure('captureRate', 0.2345, 'en-GB')).toBe('23.5%');
    expect(plain(formatFigure('captureRate', 0.2345, 'es'))).toBe('23,5 %');
    expect(formatFigure('trend', 12.4, 'en-US')).toBe('+12%');
    expect(formatFigure('trend', -20, 'en-US')).toBe('-20%');
    expect(formatFigure('trend', 0.2, 'en-US')).toBe('0%');
  });
});

describe('trendDirection', () => {
  it('calls less than half a percent no change', () => {
    expect(trendDirection(12)).toBe('up');
    expect(trendDirection(-3)).toBe('down');
    expect(trendDirection(0.4)).toBe('flat');
    expect(trendDirection(-0.4)).toBe('flat');
  });
});
