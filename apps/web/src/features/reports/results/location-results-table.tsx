import { Paper, Table, Text, Title } from '@mantine/core';
import type { Report } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import {
  bucketLabel,
  formatMetric,
  resultChangeText,
  type LocationResults,
  type ResultsFormat,
} from '../result-tables';

interface LocationResultsTableProps {
  group: LocationResults;
  granularity: Report['granularity'];
  format: ResultsFormat;
  /** Days in the period when the previous counts are daily averages; null otherwise. */
  averagedOverDays: number | null;
}

/** One location's figures: the whole period (and the previous one, with the change), then buckets. */
export function LocationResultsTable({
  group,
  granularity,
  format,
  averagedOverDays,
}: LocationResultsTableProps) {
  const { t } = useTranslation();
  const headingId = `report-results-${group.locationId}`;
  const { total } = group;
  const previous = total?.previous ?? null;
  const cells = (values: Record<string, number | null | undefined>) =>
    group.metrics.map((metric) => (
      <Table.Td key={metric} ta="right">
        {formatMetric(metric, values[metric], format)}
      </Table.Td>
    ));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {group.name}
      </Title>
      <Table.ScrollContainer minWidth={160 + 120 * group.metrics.length}>
        <Table striped aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reports.results.period')}</Table.Th>
              {group.metrics.map((metric) => (
                <Table.Th key={metric} ta="right">
                  {t(`reports.metrics.${metric}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {total && (
              <Table.Tr fw={600}>
                <Table.Th scope="row">{t('reports.results.total')}</Table.Th>
                {cells(total.values)}
              </Table.Tr>
            )}
            {total && previous && (
              <>
                <Table.Tr>
                  <Table.Th scope="row">
                    {averagedOverDays
                      ? t('reports.results.previousAveraged')
                      : t('reports.results.previous')}
                  </Table.Th>
                  {cells(previous)}
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t('reports.results.change')}</Table.Th>
                  {group.metrics.map((metric) => (
                    <Table.Td key={metric} ta="right">
                      {resultChangeText(total.changes?.[metric], format.locale) ?? format.missing}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </>
            )}
            {group.buckets.map((bucket) => (
              <Table.Tr key={bucket.bucket}>
                <Table.Th scope="row" fw={400}>
                  {bucketLabel(bucket.bucket ?? '', granularity, format.locale, (day) =>
                    t('reports.results.weekOf', { day }),
                  )}
                </Table.Th>
                {cells(bucket.values)}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {group.buckets.length === 0 && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('reports.results.noBuckets')}
        </Text>
      )}
    </Paper>
  );
}
