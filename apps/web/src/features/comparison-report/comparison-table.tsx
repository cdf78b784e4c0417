import type { ComparisonMetric, QualityGrade } from '@footfall/core';
import { Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFigureFormat } from '../../lib/figures/use-figure-format';
import { keepUnitsTogether } from '../dashboards/shared/keep-units';
import { formatMetric } from './comparison-format';
import { GradeBadge } from './grade-badge';

interface ComparisonTableProps {
  /** The heading's id, which names the table. */
  id: string;
  title: string;
  caption: string;
  striped?: boolean;
  /** The table's head and body. */
  children: ReactNode;
}

/** A comparison table under its heading, scrolling sideways on narrow screens. */
export function ComparisonTable(props: ComparisonTableProps) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id={props.id}>
        {props.title}
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table striped={props.striped} withTableBorder aria-labelledby={props.id}>
          <Table.Caption>{props.caption}</Table.Caption>
          {props.children}
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

interface GradedFigureProps {
  metric: ComparisonMetric;
  figure: { value: number | null; grade: QualityGrade | null };
  /** The value in a heavier weight (the side-by-side table, where it is the cell's point). */
  strong?: boolean;
}

/** One metric's value (or "no value") above its grade badge. */
export function GradedFigure({ metric, figure, strong }: GradedFigureProps) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  return (
    <>
      <Text span display="block" fw={strong ? 500 : undefined}>
        {figure.value === null
          ? t('comparison.noValue')
          : keepUnitsTogether(formatMetric(metric, figure.value, format))}
      </Text>
      <GradeBadge grade={figure.grade} />
    </>
  );
}
