import { detectLocale, LOCALE_STORAGE_KEY, type Locale } from '@footfall/core';

/** The stored choice, else the browser's languages among en, fr and es, else en-US. */
export function preferredLocale(): Locale {
  return detectLocale(navigator.languages, localStorage.getItem(LOCALE_STORAGE_KEY));
}

export function storeLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
}
