import { describe, expect, it } from 'vitest';
import { CATEGORICAL_PALETTE, COMPARISON_COLOR, contrastRatio, paletteColor } from './palette';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('the chart palette', () => {
  it.each([...CATEGORICAL_PALETTE, COMPARISON_COLOR])('%s passes 3:1 against white', (colour) => {
    expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('has distinct colours and wraps around', () => {
    expect(new Set(CATEGORICAL_PALETTE).size).toBe(CATEGORICAL_PALETTE.length);
    expect(paletteColor(CATEGORICAL_PALETTE.length)).toBe(CATEGORICAL_PALETTE[0]);
    expect(paletteColor(-1)).toBe(CATEGORICAL_PALETTE[CATEGORICAL_PALETTE.length - 1]);
  });
});
