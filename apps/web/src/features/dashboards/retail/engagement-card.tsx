import type { Completeness } from '@footfall/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartCardState } from '../../../components/chart';
import { barChartOption, RETAIL_COLOURS } from './retail-chart-options';
import { hasFigures, type RetailSeries } from './retail-series';
import { seriesTable, type SeriesColumn } from './retail-tables';

interface EngagementCardProps {
  series: RetailSeries;
  periodLabel: (bucket: string) => string;
  state: ChartCardState;
  completeness: Completeness | null;
  fileSuffix: string;
}

/** Engagers and browsers per period, stacked: together they are the visitors. */
export function EngagementCard({ series, periodLabel, ...props }: EngagementCardProps) {
  const { t } = useTranslation();
  const columns: SeriesColumn[] = useMemo(
    () => [
      { key: 'engagers', label: t('retail.series.engagers') },
      { key: 'browsers', label: t('retail.series.browsers') },
    ],
    [t],
  );
  const option = useMemo(
    () =>
      barChartOption(
        series.buckets.map(periodLabel),
        columns.map(({ key, label }) => ({
          name: label,
          colour: key === 'engagers' ? RETAIL_COLOURS.engagers : RETAIL_COLOURS.browsers,
          values: series[key],
        })),
        true,
      ),
    [series, columns, periodLabel],
  );
  const table = useMemo(
    () => seriesTable(series, columns, { label: t('retail.series.period'), format: periodLabel }),
    [series, columns, periodLabel, t],
  );
  return (
    <ChartCard
      title={t('retail.charts.engagement')}
      ariaLabel={t('retail.charts.engagementLabel')}
      option={option}
      table={table}
      state={props.state}
      empty={!hasFigures(series.engagers) && !hasFigures(series.browsers)}
      completeness={props.completeness}
      fileSuffix={props.fileSuffix}
    />
  );
}
