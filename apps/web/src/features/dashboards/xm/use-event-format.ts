import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { eventFormat, type EventFormat } from './event-format';
import type { PeriodFormat } from './periods';

/** The live-event formatters in the user's locale, with translated units and period names. */
export function useEventFormat(): EventFormat & PeriodFormat {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return useMemo(
    () => ({
      ...eventFormat(locale, {
        minutes: t('events.duration.minutes'),
        seconds: t('events.duration.seconds'),
      }),
      weekOf: (day: string) => t('events.units.weekOf', { day }),
    }),
    [locale, t],
  );
}
