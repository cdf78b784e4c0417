import { describe, expect, it } from 'vitest';
import { formatFigure, insightParams } from './retail-format';

const EN = { locale: 'en-US', durationUnits: { minutes: 'min', seconds: 's' } };
const FR = { locale: 'fr', durationUnits: { minutes: 'min', seconds: 's' } };
describe('the retail figures', () => {
  // Counts and percentages themselves: lib/figures/figure-format.test.ts.
  it('writes each KPI format in the locale', () => {
    expect(formatFigure(12345, 'count', EN)).toBe('12,345');
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
});
