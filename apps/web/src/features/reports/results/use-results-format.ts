import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import type { FigureFormat } from '../result-tables';

/** The user's locale and the reports catalogue's units, for the results tables. */
export function useResultsFormat(): FigureFormat {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return useMemo(
    () => ({
      locale,
      durationUnits: {
        minutes: t('reports.results.minutes'),
        seconds: t('reports.results.seconds'),
      },
      missing: t('reports.results.missing'),
    }),
    [locale, t],
  );
}
