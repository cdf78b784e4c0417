import { describe, expect, it } from 'vitest';
import { CM_PER_FOOT, CM_PER_INCH, cmToFeetInches, feetInchesToCm } from './height';

describe('height constants', () => {
  it('match docs/product.md section 5', () => {
    expect(CM_PER_FOOT).toBe(30.48);
    expect(CM_PER_INCH).toBe(2.54);
  });
});

describe('cmToFeetInches', () => {
  it.each([
    [30.48, 1, 0],
    [2.54, 0, 1],
    [182.88, 6, 0],
    [170, 5, 6.9],
    [0, 0, 0],
  ])('%f cm is %i ft %f in', (cm, feet, inches) => {
    expect(cmToFeetInches(cm)).toEqual({ feet, inches });
  });

  it('carries inches that round to 12 into the next foot', () => {
    // 182.8 cm is 71.97 in: rounds to 72.0, which is 6 ft 0 in, not 5 ft 12 in.
    expect(cmToFeetInches(182.8)).toEqual({ feet: 6, inches: 0 });
  });

  it('gives 0 ft 0 in for negative or missing values', () => {
    expect(cmToFeetInches(-10)).toEqual({ feet: 0, inches: 0 });
    expect(cmToFeetInches(NaN)).toEqual({ feet: 0, inches: 0 });
  });
});

describe('feetInchesToCm', () => {
  it.each([
    [1, 0, 30.5],
    [0, 1, 2.5],
    [6, 0, 182.9],
    [5, 7, 170.2],
  ])('%i ft %f in is %f cm', (feet, inches, cm) => {
    expect(feetInchesToCm(feet, inches)).toBe(cm);
  });

  it('round-trips feet and inches through centimetres exactly', () => {
    for (let feet = 0; feet <= 8; feet += 1) {
      for (let tenths = 0; tenths < 120; tenths += 7) {
        const inches = tenths / 10;
        expect(cmToFeetInches(feetInchesToCm(feet, inches))).toEqual({ feet, inches });
      }
    }
  });

  it('round-trips centimetres within the rounding of a tenth of an inch', () => {
    for (let cm = 40; cm <= 250; cm += 0.7) {
      const { feet, inches } = cmToFeetInches(cm);
      expect(Math.abs(feetInchesToCm(feet, inches) - cm)).toBeLessThanOrEqual(0.2);
    }
  });
});
