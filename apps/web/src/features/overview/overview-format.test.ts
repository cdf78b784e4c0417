import { describe, expect, it } from 'vitest';
import { formatFigure } from './overview-format';

// Intl writes a narrow no-break space before "%" in French; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatFigure', () => {
  it('writes counts and rates in the locale', () => {
    expect(formatFigure('visitors', 12345, 'en-US')).toBe('12,345');
    expect(plain(formatFigure('visitors', 12345, 'fr'))).toBe('12 345');
    expect(formatFigure('captureRate', 0.2345, 'en-GB')).toBe('23.5%');
    expect(plain(formatFigure('captureRate', 0.2345, 'es'))).toBe('23,5 %');
  });
});
