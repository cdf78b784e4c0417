import { describe, expect, it } from 'vitest';
import { HEAT_STOPS, heatColor } from './heat-colors';

describe('heatColor', () => {
  it('runs from the first to the last stop', () => {
    expect(heatColor(0)).toBe(HEAT_STOPS[0]);
    expect(heatColor(1)).toBe(HEAT_STOPS[4]);
    expect(heatColor(0.5)).toBe(HEAT_STOPS[2]);
  });

  it('interpolates between stops and clamps', () => {
    expect(heatColor(0.125)).toBe('#ffe687');
    expect(heatColor(-1)).toBe(HEAT_STOPS[0]);
    expect(heatColor(7)).toBe(HEAT_STOPS[4]);
    expect(heatColor(Number.NaN)).toBe(HEAT_STOPS[0]);
  });
});
