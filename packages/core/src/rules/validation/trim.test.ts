import { describe, expect, it } from 'vitest';
import { trimStrings } from './trim';

describe('trimStrings', () => {
  it('trims a string', () => {
    expect(trimStrings('  Ada \n')).toBe('Ada');
  });

  it('trims strings deep inside objects and arrays', () => {
    const input = {
      first_name: ' Ada ',
      age: 36,
      tags: [' a ', 'b ', 3],
      address: { city: ' Brno', country: null, lines: [{ text: ' x ' }] },
    };
    expect(trimStrings(input)).toEqual({
      first_name: 'Ada',
      age: 36,
      tags: ['a', 'b', 3],
      address: { city: 'Brno', country: null, lines: [{ text: 'x' }] },
    });
  });

  it('leaves the input untouched', () => {
    const input = { name: ' Ada ', nested: [' b '] };
    trimStrings(input);
    expect(input).toEqual({ name: ' Ada ', nested: [' b '] });
  });

  it('keeps non-plain objects and other values as they are', () => {
    const date = new Date(0);
    const result = trimStrings({ date, flag: true, none: undefined });
    expect(result.date).toBe(date);
    expect(result).toEqual({ date, flag: true, none: undefined });
    expect(trimStrings(null)).toBeNull();
    expect(trimStrings(5)).toBe(5);
  });
});
