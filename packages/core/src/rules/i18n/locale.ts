// Locale choice of docs/product.md sections 4 and 9: a stored choice wins; otherwise the browser
// languages are matched among en, fr and es; the fallback en means the default en-US.

export const SUPPORTED_LOCALES = ['en-US', 'en-GB', 'fr', 'es'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-US';
/** localStorage key holding the user's choice. */
export const LOCALE_STORAGE_KEY = 'locale';

/** The supported locale spelled by `tag`, compared case-insensitively ('en-gb' -> 'en-GB'). */
export function toSupportedLocale(tag: string | null | undefined): Locale | null {
  const wanted = tag?.trim().toLowerCase();
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted) ?? null;
}

/** Maps a browser language by its primary subtag: en-GB is British, any other English is US. */
export function localeForLanguage(language: string): Locale | null {
  const [primary = '', region = ''] = language.trim().toLowerCase().split(/[-_]/);
  switch (primary) {
    case 'en':
      return region === 'gb' ? 'en-GB' : 'en-US';
    case 'fr':
      return 'fr';
    case 'es':
      return 'es';
    default:
      return null;
  }
}

export function detectLocale(
  browserLanguages: readonly string[] | undefined,
  stored?: string | null,
): Locale {
  const storedLocale = toSupportedLocale(stored);
  if (storedLocale) return storedLocale;
  for (const language of browserLanguages ?? []) {
    const locale = localeForLanguage(language);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
