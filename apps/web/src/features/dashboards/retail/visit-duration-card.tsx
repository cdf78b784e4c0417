import type { VisitDurationResponse } from '@footfall/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartCardState } from '../../../components/chart';
import { CategoryCard } from './category-card';
import { formatCount } from '../../../lib/figures/figure-format';
import { useFigureFormat } from '../../../lib/figures/use-figure-format';
import { barChartOption, RETAIL_COLOURS } from './retail-chart-options';
import { formatFigure } from './retail-format';
import { durationRows } from './retail-tables';
import { durationBins, type DurationBin } from './visit-duration-bins';

interface VisitDurationCardProps {
  response: VisitDurationResponse | undefined;
  state: ChartCardState;
  fileSuffix: string;
}

/** Visits by length of stay (visit-duration bins), with the mean and median as minutes and seconds. */
export function VisitDurationCard({ response, state, fileSuffix }: VisitDurationCardProps) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const rows = useMemo(() => {
    const label = (bin: DurationBin) => {
      const { key, values } = bin.label;
      return t(`retail.durationBins.${key}`, {
        min: 'min' in values ? values.min : 0,
        max: 'max' in values ? values.max : 0,
      });
    };
    return response ? durationRows(durationBins(response), label) : [];
  }, [response, t]);
  const option = useMemo(
    () =>
      barChartOption(
        rows.map((row) => row.category),
        [
          {
            name: t('retail.series.visits'),
            colour: RETAIL_COLOURS.visits,
            values: rows.map((r) => r.value),
          },
        ],
        false,
        true,
      ),
    [rows, t],
  );
  const description =
    response && response.visits && response.mean_s !== null && response.median_s !== null
      ? t('retail.charts.visitDurationSummary', {
          mean: formatFigure(response.mean_s, 'duration', format),
          median: formatFigure(response.median_s, 'duration', format),
          visits: formatCount(response.visits, format.locale),
          count: response.visits,
        })
      : undefined;
  return (
    <CategoryCard
      title={t('retail.charts.visitDuration')}
      description={description}
      ariaLabel={t('retail.charts.visitDurationLabel')}
      valueLabel={t('retail.series.visits')}
      rows={rows}
      option={option}
      state={state}
      empty={!response?.visits}
      completeness={response?.completeness ?? null}
      fileSuffix={fileSuffix}
    />
  );
}
