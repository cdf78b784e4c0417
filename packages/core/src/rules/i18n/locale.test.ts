import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  SUPPORTED_LOCALES,
  detectLocale,
  localeForLanguage,
} from './locale';

describe('locale constants', () => {
  it('match docs/product.md sections 1, 4 and 9', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en-US', 'en-GB', 'fr', 'es']);
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(LOCALE_STORAGE_KEY).toBe('locale');
  });
});

describe('localeForLanguage', () => {
  it.each([
    ['en', 'en-US'],
    ['en-US', 'en-US'],
    ['en-AU', 'en-US'],
    ['en-GB', 'en-GB'],
    ['en_gb', 'en-GB'],
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['es-MX', 'es'],
    ['de-DE', null],
    ['', null],
  ])('maps %s to %s', (language, locale) => {
    expect(localeForLanguage(language)).toBe(locale);
  });
});

describe('detectLocale', () => {
  it('lets a stored supported locale win', () => {
    expect(detectLocale(['fr-FR'], 'es')).toBe('es');
    expect(detectLocale(['fr-FR'], 'en-gb')).toBe('en-GB');
  });

  it('ignores a stored locale that is not supported', () => {
    expect(detectLocale(['fr-FR'], 'de')).toBe('fr');
    expect(detectLocale(['fr-FR'], 'fr-FR')).toBe('fr');
    expect(detectLocale(['es'], null)).toBe('es');
  });

  it('takes the first browser language that matches', () => {
    expect(detectLocale(['de-DE', 'es-ES', 'fr'])).toBe('es');
    expect(detectLocale(['en-GB', 'fr'])).toBe('en-GB');
  });

  it('falls back to en, which is en-US', () => {
    expect(detectLocale(['de-DE', 'ja'])).toBe('en-US');
    expect(detectLocale([])).toBe('en-US');
    expect(detectLocale(undefined)).toBe('en-US');
  });
});
