import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import type { FigureFormat } from './retail-format';

/** The user's locale and translated duration units, for the retail formatters. */
export function useFigureFormat(): FigureFormat {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return useMemo(
    () => ({
      locale,
      durationUnits: {
        minutes: t('retail.duration.minutes'),
        seconds: t('retail.duration.seconds'),
      },
    }),
    [locale, t],
  );
}
