import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@footfall/core';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadedCatalogues } from './catalogues';

/** An i18next instance over the four catalogues, already set to `locale`. */
export function createI18n(locale: Locale): I18n {
  // The catalogues loaded so far (see loadCatalogue): load the locale's before calling this.
  const resources = Object.fromEntries(
    [...loadedCatalogues()].map(([code, catalogue]) => [code, { translation: catalogue }]),
  );
  const instance = i18next.createInstance();
  // The page's lang attribute follows the UI language (screen readers and hyphenation use it).
  // Without a page (the node lane of the web tests, which only translate) there is none to set.
  if (typeof document !== 'undefined') {
    instance.on('languageChanged', (language) => {
      document.documentElement.lang = language;
    });
  }
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
