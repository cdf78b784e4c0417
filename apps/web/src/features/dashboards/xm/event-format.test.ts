import { describe, expect, it } from 'vitest';
import { dayCell, eventFormat, numberCell } from './event-format';

const en = eventFormat('en-US', { minutes: 'min', seconds: 's' });
const fr = eventFormat('fr', { minutes: 'min', seconds: 's' });

describe('the live-event figures', () => {
  it("are written in the user's locale", () => {
    expect(en.count(12345)).toBe('12,345');
    expect(fr.count(12345)).toBe('12\u202f345');
    expect(en.percent(0.4251)).toBe('42.5%');
    expect(fr.percent(0.4251)).toBe('42,5\u00a0%');
    expect(en.decimal(41.25)).toBe('41.3');
  });

  it('write durations as minutes and seconds', () => {
    expect(en.duration(2094.97)).toBe('34 min 55 s');
    expect(en.minutesAxis(30)).toBe('30 min');
  });

  it('write local days without shifting them by a time zone', () => {
    expect(en.day('2026-11-18')).toBe('Wed, Nov 18, 2026');
    expect(en.dayShort('2026-11-18')).toBe('Wed, Nov 18');
    expect(fr.dayShort('2026-11-18')).toBe('mer. 18 nov.');
  });

  it('write wall-clock hours the local way', () => {
    expect(en.hour(9)).toBe('9 AM');
    expect(en.hour(15)).toBe('3 PM');
    expect(fr.hour(9)).toBe('09 h');
  });

  it('show a missing table cell as a dash', () => {
    expect(numberCell(en.count)(null)).toBe('–');
    expect(numberCell(en.count)(1500)).toBe('1,500');
    expect(dayCell(en.day)('2026-11-18')).toBe('Wed, Nov 18, 2026');
  });
});
