import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventChartLabels } from './event-chart';
import type { EventTableLabels } from './event-tables';

/** Whose visitors the texts speak of: a booth's (live events) or a show's. */
export type EventSpace = 'booth' | 'show';

export interface EventLabels {
  chart: EventChartLabels;
  table: EventTableLabels;
  walkBys: string;
}

/** The translated series and column names of the event charts and tables. */
export function useEventLabels(space: EventSpace): EventLabels {
  const { t } = useTranslation();
  return useMemo(() => {
    const visitors = space === 'booth' ? t('events.kpis.boothVisitors') : t('events.kpis.visitors');
    return {
      chart: {
        impressions: t('events.kpis.impressions'),
        walkBys: t('events.kpis.walkBys'),
        visitors,
        engagementRate: t('events.kpis.engagementRate'),
      },
      table: {
        day: t('events.table.day'),
        hour: t('events.table.hour'),
        impressions: t('events.kpis.impressions'),
        walkBys: t('events.kpis.walkBys'),
        visitors,
        engagementRate: t('events.kpis.engagementRate'),
        avgDwell: t('events.kpis.avgDwell'),
        fqv: t('events.kpis.fqv'),
      },
      walkBys: t('events.kpis.walkBys'),
    };
  }, [space, t]);
}
