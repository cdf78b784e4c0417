import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatCount,
  formatFigure,
  formatPercent,
  insightParams,
} from './retail-format';

const EN = { locale: 'en-US', durationUnits: { minutes: 'min', seconds: 's' } };
const FR = { locale: 'fr', durationUnits: { minutes: 'min', seconds: 's' } };
// Intl separates French thousands and percent signs with (narrow) no-break spaces.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the retail figures', () => {
  it('writes counts, rates and durations in the locale', () => {
    expect(formatCount(12345, 'en-US')).toBe('12,345');
    expect(spaces(formatCount(12345, 'fr'))).toBe('12 345');
    expect(formatCount(2.45, 'en-US')).toBe('2.5');
    expect(formatPercent(0.245, 'en-US')).toBe('24.5%');
    expect(spaces(formatPercent(0.245, 'fr'))).toBe('24,5 %');
    expect(formatFigure(725, 'duration', EN)).toBe('12 min 5 s');
    expect(formatFigure(0.3, 'rate', EN)).toBe('30%');
  });

  it('fills the insight placeholders, weekdays by name', () => {
    expect(
      insightParams(
        {
          weekday: { kind: 'weekday', value: 4 },
          share: { kind: 'percent', value: 0.6 },
          current: { kind: 'duration', value: 45 },
        },
        FR,
      ),
    ).toMatchObject({ weekday: 'vendredi', share: '60\u00a0%', current: '0 min 45 s', hours: '' });
    expect(insightParams({ visitors: { kind: 'count', value: 1200 } }, EN)).toMatchObject({
      visitors: '1,200',
      share: '',
    });
  });

  it('signs the changes: percent for counts, points for rates', () => {
    const base = { current: 1, previous: 1, averaged: false };
    expect(formatChange({ ...base, change: 0.125, changeKind: 'relative' }, 'en-US')).toEqual({
      direction: 'up',
      text: '+12.5%',
      kind: 'relative',
    });
    expect(formatChange({ ...base, change: -0.034, changeKind: 'points' }, 'en-US')).toMatchObject({
      direction: 'down',
      text: '-3.4',
    });
    expect(formatChange({ ...base, change: 0, changeKind: 'relative' }, 'en-US')).toMatchObject({
      direction: 'flat',
      text: '0%',
    });
    expect(
      formatChange({ ...base, change: null, changeKind: 'relative' }, 'en-US').text,
    ).toBeNull();
  });
});
