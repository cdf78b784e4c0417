import { describe, expect, it } from 'vitest';
import { plural, pluralCategory, pluralFor } from './plural';

const days = { one: 'day', other: 'days' };

describe('plural', () => {
  it('takes the singular for one in English, and for zero to under two in French', () => {
    expect([0, 1, 2].map((n) => plural('en-US', n, days))).toEqual(['days', 'day', 'days']);
    expect([0, 1, 1.5, 2].map((n) => plural('fr', n, days))).toEqual(['day', 'day', 'day', 'days']);
    expect([0, 1, 2].map((n) => plural('es', n, days))).toEqual(['days', 'day', 'days']);
  });

  it('writes the millions of French and Spanish ("many") with the other form unless told', () => {
    expect(pluralCategory('fr', 1_000_000)).toBe('many');
    expect(plural('fr', 1_000_000, days)).toBe('days');
    expect(plural('es', 1_000_000, { ...days, many: 'de días' })).toBe('de días');
  });

  it('is bound to one locale by pluralFor', () => {
    const french = pluralFor('fr');
    expect([0, 2].map((n) => french(n, 'jour', 'jours'))).toEqual(['jour', 'jours']);
  });
});
