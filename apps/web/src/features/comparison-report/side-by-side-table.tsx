import { COMPARISON_METRICS, type ReportComparison } from '@footfall/core';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFigureFormat } from '../../lib/figures/use-figure-format';
import { keepUnitsTogether } from '../dashboards/shared/keep-units';
import { formatMetric } from './comparison-format';
import { GradeBadge } from './grade-badge';

/** Locations as rows, the five metrics as columns: each value with its grade. */
export function SideBySideTable({ comparison }: { comparison: ReportComparison }) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="comparison-side-by-side">
        {t('comparison.sideBySide.title')}
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder aria-labelledby="comparison-side-by-side">
          <Table.Caption>{t('comparison.sideBySide.caption')}</Table.Caption>
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
                {COMPARISON_METRICS.map((metric) => {
                  const figure = location.current[metric];
                  return (
                    <Table.Td key={metric} ta="right">
                      <Text span display="block" fw={500}>
                        {figure.value === null
                          ? t('comparison.noValue')
                          : keepUnitsTogether(formatMetric(metric, figure.value, format))}
                      </Text>
                      <GradeBadge grade={figure.grade} />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
