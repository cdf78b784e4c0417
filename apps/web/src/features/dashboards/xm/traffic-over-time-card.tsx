import type { FootTrafficResponse } from '@footfall/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart';
import { eventPeriodTable } from './event-tables';
import { trafficOverTime } from './traffic-over-time';
import { useEventFormat } from './use-event-format';
import { useEventLabels, type EventSpace } from './use-event-labels';
import { visibilityChartOption } from './visibility-chart';

interface TrafficOverTimeCardProps {
  title: string;
  description: string;
  /** Foot-traffic by the chosen granularity. */
  traffic: UseQueryResult<FootTrafficResponse>;
  space: EventSpace;
  fileSuffix: string;
}

/** Impressions over time as stacked walk-bys and visitors, with the figures' table. */
export function TrafficOverTimeCard({
  title,
  description,
  traffic,
  space,
  fileSuffix,
}: TrafficOverTimeCardProps) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const labels = useEventLabels(space);
  const response = traffic.data;

  const chart = useMemo(() => {
    if (!response) return null;
    const series = trafficOverTime(response, format);
    return {
      hasFigures: series.hasFigures,
      option: visibilityChartOption(
        series.labels,
        series.figures.map((row) => ({
          walkBys: row?.walkBys ?? null,
          visitors: row?.visitors ?? null,
        })),
        { walkBys: labels.walkBys, visitors: labels.chart.visitors },
        format,
      ),
      table: eventPeriodTable(
        series.periods.map((period, index) => ({ period, figures: series.figures[index] ?? null })),
        t('events.table.period'),
        series.labelOf,
        labels.table,
        format,
      ),
    };
  }, [response, format, labels, t]);

  return (
    <ChartCard
      title={title}
      description={description}
      option={chart?.option}
      table={chart?.table ?? { columns: [], rows: [] }}
      state={traffic}
      empty={!chart?.hasFigures}
      completeness={response?.completeness}
      unavailable={response?.unavailable}
      fileSuffix={fileSuffix}
    />
  );
}
