import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@footfall/core';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOGUES } from './catalogues';

const resources = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [locale, { translation: CATALOGUES[locale] }]),
);

/** An i18next instance over the four catalogues, already set to `locale`. */
export function createI18n(locale: Locale): I18n {
  const instance = i18next.createInstance();
  // The page's lang attribute follows the UI language (screen readers and hyphenation use it).
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    // Each catalogue is complete, so 'fr' never needs a generic 'en' between it and en-US.
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}
