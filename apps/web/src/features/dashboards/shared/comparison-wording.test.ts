import { describe, expect, it } from 'vitest';
import { notComparableText } from './comparison-wording';

describe('notComparableText', () => {
  it('says which period lacks data: the comparison range, or the selection itself', () => {
    const range = 'Aug 31 – Oct 29, 2026';
    expect(notComparableText(range, 'en-US', 'previous_coverage_low')).toBe(
      'No comparable data for Aug 31 – Oct 29, 2026',
    );
    expect(notComparableText(range, 'en-US', 'no_previous_data')).toBe(
      'No comparable data for Aug 31 – Oct 29, 2026',
    );
    expect(notComparableText(range, 'en-US', 'current_coverage_low')).toBe(
      'Not compared with Aug 31 – Oct 29, 2026: too few hours with data in this period',
    );
    expect(notComparableText('31 août – 29 oct. 2026', 'fr', 'current_coverage_low')).toBe(
      'Pas de comparaison avec 31 août – 29 oct. 2026 : trop peu d’heures avec des données sur cette période',
    );
    expect(notComparableText(range, 'es', null)).toBe(
      'No hay datos comparables para Aug 31 – Oct 29, 2026',
    );
  });
});
