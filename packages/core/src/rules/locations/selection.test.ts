import { describe, expect, it } from 'vitest';
import { defaultSelectedLocation } from './selection';

describe('defaultSelectedLocation', () => {
  it('picks the first featured location', () => {
    const locations = [
      { id: 1, featured: false },
      { id: 2, featured: true },
      { id: 3, featured: true },
    ];
    expect(defaultSelectedLocation(locations)?.id).toBe(2);
  });

  it('falls back to the first location', () => {
    expect(defaultSelectedLocation([{ id: 1, featured: null }, { id: 2 }])?.id).toBe(1);
  });

  it('gives null for no locations', () => {
    expect(defaultSelectedLocation([])).toBeNull();
  });
});
