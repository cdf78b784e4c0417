import { NativeSelect } from '@mantine/core';
import { SUPPORTED_LOCALES, toSupportedLocale } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { LOCALE_LABELS } from '../i18n/locale-labels';
import { useLocale } from '../i18n/use-locale';

const OPTIONS = SUPPORTED_LOCALES.map((locale) => ({
  value: locale,
  label: LOCALE_LABELS[locale],
}));

/** Switches the UI language (en-US, en-GB, fr, es) and remembers it in localStorage. */
export function LocaleSwitcher({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const [locale, setLocale] = useLocale();
  return (
    <NativeSelect
      {...(withLabel ? { label: t('common.language') } : { 'aria-label': t('common.language') })}
      data={OPTIONS}
      value={locale}
      size="xs"
      onChange={(event) => {
        const next = toSupportedLocale(event.currentTarget.value);
        if (next) setLocale(next);
      }}
    />
  );
}
