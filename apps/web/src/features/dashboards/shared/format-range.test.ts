import { describe, expect, it } from 'vitest';
import { formatDateRange, formatDay } from './format-range';

describe('formatDateRange', () => {
  it('writes a range in the language, without shifting days', () => {
    // (Intl puts thin spaces around the dash.)
    expect(formatDateRange({ start: '2026-03-01', end: '2026-03-07' }, 'en-US')).toMatch(
      /^Mar 1\s–\s7, 2026$/,
    );
    expect(formatDateRange({ start: '2026-03-01', end: '2026-03-07' }, 'fr')).toMatch(
      /1.*7 mars 2026/,
    );
  });

  it('writes one day once', () => {
    expect(formatDateRange({ start: '2026-03-01', end: '2026-03-01' }, 'en-GB')).toBe('1 Mar 2026');
    expect(formatDay('2026-12-31', 'en-US')).toBe('Dec 31, 2026');
  });
});
