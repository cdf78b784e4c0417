import { describe, expect, it } from 'vitest';
import { periodLabeler } from './period-label';

describe('the period labels', () => {
  it('writes days, weeks and months as calendar dates in the language', () => {
    expect(periodLabeler('day', 'en-US', 'America/Los_Angeles')('2026-03-02')).toBe('Mar 2');
    expect(periodLabeler('week', 'fr', 'Europe/Paris')('2026-03-02')).toBe('2 mars');
    expect(periodLabeler('month', 'es', 'Europe/Madrid')('2026-03-01')).toMatch(/mar.* 2026/);
  });

  it('writes hours in the location time zone', () => {
    expect(periodLabeler('hour', 'en-US', 'Europe/Paris')('2026-03-02T08:00:00Z')).toBe(
      'Mar 2, 9 AM',
    );
  });

  it('keeps an unreadable bucket as it is', () => {
    expect(periodLabeler('day', 'en-US', 'UTC')('soon')).toBe('soon');
  });
});
