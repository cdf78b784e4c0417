import { COMPARISON_METRICS, type ReportComparison } from '@footfall/core';
import { Stack, Table, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useFigureFormat } from '../../lib/figures/use-figure-format';
import { keepUnitsTogether } from '../dashboards/shared/keep-units';
import { changeOf, formatMetric } from './comparison-format';
import { GradeBadge } from './grade-badge';

/** Per location, each metric this period and the previous one, the change and both grades. */
export function PeriodTable({ comparison }: { comparison: ReportComparison }) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const show = (metric: (typeof COMPARISON_METRICS)[number], value: number | null) =>
    value === null
      ? t('comparison.noValue')
      : keepUnitsTogether(formatMetric(metric, value, format));
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="comparison-periods">
        {t('comparison.periods.title')}
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table withTableBorder aria-labelledby="comparison-periods">
          <Table.Caption>{t('comparison.periods.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('comparison.sideBySide.location')}</Table.Th>
              <Table.Th scope="col">{t('comparison.periods.metric')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('comparison.periods.current')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('comparison.periods.previous')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('comparison.periods.change')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {comparison.locations.map((location) => (
              <Fragment key={location.location_id}>
                {COMPARISON_METRICS.map((metric, index) => {
                  const change = changeOf(location.change[metric], format.locale);
                  return (
                    <Table.Tr key={metric}>
                      {index === 0 && (
                        <Table.Th
                          scope="rowgroup"
                          rowSpan={COMPARISON_METRICS.length}
                          fw={500}
                          style={{ verticalAlign: 'top' }}
                        >
                          {location.name}
                        </Table.Th>
                      )}
                      <Table.Th scope="row" fw={400}>
                        {t(`comparison.metrics.${metric}`)}
                      </Table.Th>
                      <Table.Td ta="right">
                        <Text span display="block">
                          {show(metric, location.current[metric].value)}
                        </Text>
                        <GradeBadge grade={location.current[metric].grade} />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text span display="block">
                          {show(metric, location.previous[metric].value)}
                        </Text>
                        <GradeBadge grade={location.previous[metric].grade} />
                      </Table.Td>
                      <Table.Td ta="right">
                        {change
                          ? change.direction === 'flat'
                            ? t('comparison.periods.flat')
                            : t(`comparison.periods.${change.direction}`, { value: change.text })
                          : location.change[metric].reason === 'not_comparable'
                            ? t('comparison.periods.notComparable')
                            : t('comparison.periods.noChange')}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
