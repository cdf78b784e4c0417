import { COMPARISON_METRICS, type ReportComparison } from '@footfall/core';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComparisonTable, GradedFigure } from './comparison-table';

/** Locations as rows, the five metrics as columns: each value with its grade. */
export function SideBySideTable({ comparison }: { comparison: ReportComparison }) {
  const { t } = useTranslation();
  return (
    <ComparisonTable
      id="comparison-side-by-side"
      title={t('comparison.sideBySide.title')}
      caption={t('comparison.sideBySide.caption')}
      striped
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('comparison.sideBySide.location')}</Table.Th>
          {COMPARISON_METRICS.map((metric) => (
            <Table.Th key={metric} scope="col" ta="right">
              {t(`comparison.metrics.${metric}`)}
              <Text span display="block" size="xs" c="dimmed" fw={400}>
                {t(`comparison.metricHelp.${metric}`)}
              </Text>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {comparison.locations.map((location) => (
          <Table.Tr key={location.location_id}>
            <Table.Th scope="row" fw={500}>
              {location.name}
              <Text span display="block" size="xs" c="dimmed" fw={400}>
                {t(`comparison.types.${location.type as 'RETAIL'}`, {
                  defaultValue: location.type,
                })}
              </Text>
            </Table.Th>
            {COMPARISON_METRICS.map((metric) => (
              <Table.Td key={metric} ta="right">
                <GradedFigure metric={metric} figure={location.current[metric]} strong />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ComparisonTable>
  );
}
