import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale';
import type { FigureFormat } from './figure-format';

/** The user's locale and the translated duration units, for the figure writers. */
export function useFigureFormat(): FigureFormat {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return useMemo(
    () => ({
      locale,
      durationUnits: {
        minutes: t('common.duration.minutes'),
        seconds: t('common.duration.seconds'),
      },
    }),
    [locale, t],
  );
}
