// Counts in every language: each plural text answers for any count (French and Spanish millions
// take their own "many" form, which i18next would otherwise show as the key), and the noun after a
// count agrees with it ("1 visitor", French "0 visiteur", Spanish "0 visitantes").
import { SUPPORTED_LOCALES, type Locale } from '@footfall/core';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './catalogues';
import { createI18n } from './i18n';

for (const locale of SUPPORTED_LOCALES) await loadCatalogue(locale);
const translate = (locale: Locale): TFunction => createI18n(locale).t;

function pluralKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') return pluralKeys(value, path);
    return key.endsWith('_other') ? [path.slice(0, -'_other'.length)] : [];
  });
}

describe.each(SUPPORTED_LOCALES)('the %s texts with a count', (locale) => {
  const i18n = createI18n(locale);

  it('give a sentence of their own language for none, one, a few and millions', async () => {
    const keys = pluralKeys(await loadCatalogue(locale));
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      for (const count of [0, 1, 2, 1_000_000]) {
        // Found in the locale itself, not in the en-US fallback, nor missing (the key shown).
        expect(i18n.exists(key, { count, fallbackLng: [] }), `${key} (${count})`).toBe(true);
      }
    }
  });
});

describe('a noun after a count', () => {
  const busiest = (locale: Locale, count: number) =>
    translate(locale)('retail.insights.busiestDay', {
      weekday: 'Friday',
      visitors: String(count),
      count,
    });

  it('agrees with it in each language', () => {
    expect(busiest('en-US', 1)).toBe('Friday was the busiest day, with 1 visitor on average.');
    expect(busiest('en-GB', 2)).toBe('Friday was the busiest day, with 2 visitors on average.');
    expect(busiest('fr', 0)).toContain('avec 0 visiteur en moyenne');
    expect(busiest('fr', 2)).toContain('avec 2 visiteurs en moyenne');
    expect(busiest('es', 0)).toContain('con 0 visitantes de media');
    expect(busiest('es', 1)).toContain('con 1 visitante de media');
  });

  it('is said apart from two counts whose nouns would agree differently', () => {
    const completeness = { reporting: '1', connected: '1', missing: '1', hours: '701' };
    expect(translate('fr')('dashboards.chart.completeness', completeness)).toBe(
      'Passerelles ayant transmis : 1 sur 1. Heures sans données : 1 sur 701.',
    );
  });
});
