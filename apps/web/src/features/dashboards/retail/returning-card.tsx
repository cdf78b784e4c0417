import type { ProfileQualifiersResponse } from '@footfall/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartCardState } from '../../../components/chart';
import { CategoryCard } from './category-card';
import { formatPercent } from '../../../lib/figures/figure-format';
import { useFigureFormat } from '../../../lib/figures/use-figure-format';
import { categoryBarOption, RETAIL_COLOURS } from './retail-chart-options';
import { visitorKindRows } from './retail-tables';
import { visitorKinds } from './visit-duration-bins';

interface ReturningCardProps {
  response: ProfileQualifiersResponse | undefined;
  state: ChartCardState;
  fileSuffix: string;
}

const KINDS = ['newVisitors', 'returningVisitors', 'randomizedVisitors'] as const;

/** New vs returning visitors (profile qualifiers); randomized ids cannot be told apart. */
export function ReturningCard({ response, state, fileSuffix }: ReturningCardProps) {
  const { t } = useTranslation();
  const { locale } = useFigureFormat();
  const kinds = useMemo(() => (response ? visitorKinds(response) : null), [response]);
  const rows = useMemo(
    () =>
      kinds
        ? visitorKindRows(kinds, {
            newVisitors: t('retail.series.newVisitors'),
            returningVisitors: t('retail.series.returningVisitors'),
            randomizedVisitors: t('retail.series.randomizedVisitors'),
          })
        : [],
    [kinds, t],
  );
  const option = useMemo(
    () =>
      categoryBarOption(
        t('retail.series.visitors'),
        rows.map((row, index) => ({
          ...row,
          colour: RETAIL_COLOURS[KINDS[index] ?? 'newVisitors'],
        })),
      ),
    [rows, t],
  );
  return (
    <CategoryCard
      title={t('retail.charts.returning')}
      description={
        kinds?.returningRate != null
          ? t('retail.charts.returningSummary', {
              rate: formatPercent(kinds.returningRate, locale),
            })
          : undefined
      }
      ariaLabel={t('retail.charts.returningLabel')}
      valueLabel={t('retail.series.visitors')}
      rows={rows}
      option={option}
      state={state}
      empty={!kinds || rows.every((row) => row.value === 0)}
      completeness={response?.completeness ?? null}
      fileSuffix={fileSuffix}
    />
  );
}
