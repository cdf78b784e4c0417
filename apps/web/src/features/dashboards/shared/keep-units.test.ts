import { describe, expect, it } from 'vitest';
import { keepUnitsTogether } from './keep-units';

describe('keepUnitsTogether', () => {
  it('joins each number to its unit, not the units to each other', () => {
    expect(keepUnitsTogether('15 min 33 s')).toBe('15\u00a0min 33\u00a0s');
    expect(keepUnitsTogether('0 s')).toBe('0\u00a0s');
  });

  it('leaves plain numbers and words alone', () => {
    expect(keepUnitsTogether('1,204')).toBe('1,204');
    expect(keepUnitsTogether('25%')).toBe('25%');
    expect(keepUnitsTogether('Not available')).toBe('Not available');
    expect(keepUnitsTogether('12\u202f345')).toBe('12\u202f345');
  });
});
