import type { Completeness, UnavailableMetric } from '@footfall/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartCardState } from '../../../components/chart';
import { barChartOption, lineChartOption, RETAIL_COLOURS } from './retail-chart-options';
import { hasFigures, type RetailSeries } from './retail-series';
import { seriesTable, type SeriesColumn, type TrafficSeriesKey } from './retail-tables';

interface SeriesCardProps {
  title: string;
  ariaLabel: string;
  series: RetailSeries;
  /** The series drawn, in drawing order. */
  shown: readonly TrafficSeriesKey[];
  /** Stacked bars (parts of one whole, e.g. engagers and browsers) instead of one line each. */
  stacked?: boolean;
  periodLabel: (bucket: string) => string;
  state: ChartCardState;
  completeness: Completeness | null;
  unavailable?: readonly UnavailableMetric[];
  fileSuffix: string;
}

/** Retail series per period over the range (traffic, engagement), with the figures' table. */
export function SeriesCard({
  series,
  shown,
  stacked = false,
  periodLabel,
  ...props
}: SeriesCardProps) {
  const { t } = useTranslation();
  const columns: SeriesColumn[] = useMemo(
    () => shown.map((key) => ({ key, label: t(`retail.series.${key}`) })),
    [shown, t],
  );
  const option = useMemo(() => {
    const axis = series.buckets.map(periodLabel);
    const drawn = columns.map(({ key, label }) => ({
      name: label,
      colour: RETAIL_COLOURS[key],
      values: series[key],
    }));
    return stacked ? barChartOption(axis, drawn, true) : lineChartOption(axis, drawn);
  }, [series, columns, periodLabel, stacked]);
  const table = useMemo(
    () => seriesTable(series, columns, { label: t('retail.series.period'), format: periodLabel }),
    [series, columns, periodLabel, t],
  );
  return (
    <ChartCard
      title={props.title}
      ariaLabel={props.ariaLabel}
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
