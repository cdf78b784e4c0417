import { DEFAULT_LOCALE, toSupportedLocale, type Locale } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { loadCatalogue } from './catalogues';
import { storeLocale } from './locale-preference';

/** The UI locale and a setter that switches the catalogue and remembers the choice. */
export function useLocale(): [Locale, (locale: Locale) => void] {
  const { i18n } = useTranslation();
  const locale = toSupportedLocale(i18n.resolvedLanguage) ?? DEFAULT_LOCALE;
  const setLocale = (next: Locale) => {
    storeLocale(next);
    void loadCatalogue(next).then((catalogue) => {
      if (!i18n.hasResourceBundle(next, 'translation'))
        i18n.addResourceBundle(next, 'translation', catalogue);
      return i18n.changeLanguage(next);
    });
  };
  return [locale, setLocale];
}
