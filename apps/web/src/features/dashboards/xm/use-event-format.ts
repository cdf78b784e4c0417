import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFigureFormat } from '../../../lib/figures/use-figure-format';
import { eventFormat, type EventFormat } from './event-format';
import type { PeriodFormat } from './periods';

/** The live-event formatters in the user's locale, with translated units and period names. */
export function useEventFormat(): EventFormat & PeriodFormat {
  const { t } = useTranslation();
  const { locale, durationUnits } = useFigureFormat();
  return useMemo(
    () => ({
      ...eventFormat(locale, durationUnits),
      weekOf: (day: string) => t('events.units.weekOf', { day }),
    }),
    [locale, durationUnits, t],
  );
}
