import { Badge, Button, Group, Table } from '@mantine/core';
import type { Report } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import type { ReportRow, ReportSort, ReportSortKey } from './report-rows';
import { ReportDownloadMenu } from '../report-files';
import { DeliveryCell } from './delivery-cell';
import { STATUS_BADGES } from './report-status';
import { SortHeader } from './sort-header';

interface ReportsTableProps {
  rows: readonly ReportRow[];
  sort: ReportSort;
  onSort: (key: ReportSortKey) => void;
  onResults: (report: Report) => void;
  onEdit: (report: Report) => void;
  onDuplicate: (report: Report) => void;
  onDelete: (report: Report) => void;
  /** The report being duplicated, whose button shows progress. */
  duplicatingId: string | null;
}

const COLUMNS: readonly ReportSortKey[] = [
  'name',
  'locations',
  'period',
  'schedule',
  'lastRun',
  'status',
  'delivery',
];

export function ReportsTable(props: ReportsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover aria-label={t('reports.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <SortHeader key={column} column={column} sort={props.sort} onSort={props.onSort} />
            ))}
            <Table.Th>{t('reports.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => {
            const badge = STATUS_BADGES[row.report.last_status];
            const name = row.name;
            return (
              <Table.Tr key={row.report.id}>
                <Table.Th scope="row" fw={600}>
                  {name}
                </Table.Th>
                <Table.Td>{row.locations}</Table.Td>
                <Table.Td>{row.period}</Table.Td>
                <Table.Td>{row.schedule}</Table.Td>
                <Table.Td>{row.lastRun}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge
                    color={badge.color}
                    variant="light"
                    c={`${badge.color}.9`}
                    tt="none"
                    styles={{ label: { overflow: 'visible' } }}
                  >
                    {row.statusText}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <DeliveryCell delivery={row.delivery} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" w={240}>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t('reports.resultsNamed', { name })}
                      onClick={() => props.onResults(row.report)}
                    >
                      {t('reports.results.open')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('reports.editNamed', { name })}
                      onClick={() => props.onEdit(row.report)}
                    >
                      {t('reports.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('reports.duplicateNamed', { name })}
                      loading={props.duplicatingId === row.report.id}
                      onClick={() => props.onDuplicate(row.report)}
                    >
                      {t('reports.duplicate')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      c="red.9"
                      aria-label={t('reports.deleteNamed', { name })}
                      onClick={() => props.onDelete(row.report)}
                    >
                      {t('reports.delete')}
                    </Button>
                    <div role="group" aria-label={t('reports.download.comparisonOf', { name })}>
                      <ReportDownloadMenu
                        kind="comparison-report"
                        request={{ report_id: row.report.id, dates: [{}] }}
                        label={t('reports.download.short')}
                        size="xs"
                      />
                    </div>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
