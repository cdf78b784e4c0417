import type { Completeness, UnavailableMetric } from '@footfall/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartCardState } from '../../../components/chart';
import { lineChartOption, RETAIL_COLOURS } from './retail-chart-options';
import { hasFigures, type RetailSeries } from './retail-series';
import { seriesTable, type SeriesColumn } from './retail-tables';

type TrafficKey = 'visitors' | 'walkBys' | 'walkIns';

interface TrafficCardProps {
  series: RetailSeries;
  /** The series the location offers, in drawing order. */
  shown: readonly TrafficKey[];
  periodLabel: (bucket: string) => string;
  state: ChartCardState;
  completeness: Completeness | null;
  unavailable: readonly UnavailableMetric[];
  fileSuffix: string;
}

/** Visitors, walk-bys and walk-ins over the range, one line each. */
export function TrafficCard(props: TrafficCardProps) {
  const { series, shown, periodLabel } = props;
  const { t } = useTranslation();
  const columns: SeriesColumn[] = useMemo(
    () => shown.map((key) => ({ key, label: t(`retail.series.${key}`) })),
    [shown, t],
  );
  const option = useMemo(
    () =>
      lineChartOption(
        series.buckets.map(periodLabel),
        columns.map(({ key, label }) => ({
          name: label,
          colour: RETAIL_COLOURS[key],
          values: series[key],
        })),
      ),
    [series, columns, periodLabel],
  );
  const table = useMemo(
    () => seriesTable(series, columns, { label: t('retail.series.period'), format: periodLabel }),
    [series, columns, periodLabel, t],
  );
  return (
    <ChartCard
      title={t('retail.charts.traffic')}
      ariaLabel={t('retail.charts.trafficLabel')}
      option={option}
      table={table}
      state={props.state}
      empty={!shown.some((key) => hasFigures(series[key]))}
      completeness={props.completeness}
      unavailable={props.unavailable}
      fileSuffix={props.fileSuffix}
    />
  );
}
