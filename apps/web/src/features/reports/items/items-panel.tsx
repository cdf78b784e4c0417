import { Alert, Table, Text } from '@mantine/core';
import type { Folder, Report } from '@footfall/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportItems } from '../../../api/reports';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useLocale } from '../../../i18n/use-locale';
import { itemRows } from '../report-items';
import { coveredLocations, type ScopeLocation } from '../report-scope';
import { ItemRowView } from './item-row';

interface ItemsPanelProps {
  report: Report;
  locations: readonly ScopeLocation[];
  folders: readonly Folder[];
}

/** The saved report's covered locations, each with the report's metrics or its own set. */
export function ItemsPanel({ report, locations, folders }: ItemsPanelProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const items = useReportItems(report.id);
  const rows = useMemo(
    () =>
      itemRows(
        coveredLocations(report.location_ids, report.folder_ids, folders, locations, locale),
        items.data ?? [],
        report.metrics,
      ),
    [report, folders, locations, locale, items.data],
  );

  if (items.isPending) return <LoadingState />;
  if (items.isError) return <ErrorState onRetry={() => void items.refetch()} />;
  return (
    <>
      <Text size="sm" mb="sm">
        {t('reports.items.intro')}
      </Text>
      <Alert color="blue" mb="sm">
        {t('reports.items.savedScope')}
      </Alert>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('reports.items.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table aria-label={t('reports.items.tableLabel')} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.items.location')}</Table.Th>
                <Table.Th>{t('reports.items.metrics')}</Table.Th>
                <Table.Th>{t('reports.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <ItemRowView key={row.locationId} reportId={report.id} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
