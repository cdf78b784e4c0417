import { COMPARISON_METRICS, type ReportComparison } from '@footfall/core';
import { Table } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useFigureFormat } from '../../lib/figures/use-figure-format';
import { changeOf } from './comparison-format';
import { ComparisonTable, GradedFigure } from './comparison-table';

/** Per location, each metric this period and the previous one, the change and both grades. */
export function PeriodTable({ comparison }: { comparison: ReportComparison }) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  return (
    <ComparisonTable
      id="comparison-periods"
      title={t('comparison.periods.title')}
      caption={t('comparison.periods.caption')}
    >
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
                  {([location.current, location.previous] as const).map((period, column) => (
                    <Table.Td key={column} ta="right">
                      <GradedFigure metric={metric} figure={period[metric]} />
                    </Table.Td>
                  ))}
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
    </ComparisonTable>
  );
}
