import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale';
import type { ComparisonFormat } from './comparison-format';

/** The user's locale and translated duration units. */
export function useComparisonFormat(): ComparisonFormat {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return useMemo(
    () => ({
      locale,
      durationUnits: {
        minutes: t('comparison.duration.minutes'),
        seconds: t('comparison.duration.seconds'),
      },
    }),
    [locale, t],
  );
}
