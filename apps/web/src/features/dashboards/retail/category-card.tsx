import type { Completeness } from '@footfall/core';
import { useMemo } from 'react';
import {
  ChartCard,
  type AnalyticsChartOption,
  type ChartCardState,
} from '../../../components/chart';
import { categoryTable } from './retail-tables';

interface CategoryCardProps {
  title: string;
  /** The summary under the title (e.g. the mean and median stay). */
  description: string | undefined;
  ariaLabel: string;
  /** What the counts are (the table's value column). */
  valueLabel: string;
  /** The categories, translated, with their counts: the table's rows. */
  rows: readonly { category: string; value: number }[];
  option: AnalyticsChartOption;
  state: ChartCardState;
  empty: boolean;
  completeness: Completeness | null;
  fileSuffix: string;
}

/** A few named categories as bars (visit durations, visitor kinds), their table titled by the card. */
export function CategoryCard({ title, valueLabel, rows, ...props }: CategoryCardProps) {
  const table = useMemo(
    () => categoryTable({ category: title, value: valueLabel }, rows),
    [title, valueLabel, rows],
  );
  return <ChartCard title={title} table={table} height={260} {...props} />;
}
