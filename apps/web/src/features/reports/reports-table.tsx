import { Badge, Button, Group } from '@mantine/core';
import type { Report } from '@footfall/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRow, ReportSort, ReportSortKey } from './report-rows';
import { ReportDownloadMenu } from '../report-files';
import { DeliveryCell } from './delivery-cell';
import { STATUS_BADGES } from './report-status';
import { DataTable, type DataTableColumn } from '../../components/data-table';

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

export function ReportsTable(props: ReportsTableProps) {
  const { t } = useTranslation();
  const sortable = (
    key: ReportSortKey,
    cell: (row: ReportRow) => ReactNode,
    more?: Partial<DataTableColumn<ReportRow, ReportSortKey>>,
  ): DataTableColumn<ReportRow, ReportSortKey> => {
    const header = t(`reports.columns.${key}`);
    const sortTitle = t('reports.sortBy', { column: header });
    return { key, header, cell, sortKey: key, sortTitle, ...more };
  };
  return (
    <DataTable
      aria-label={t('reports.tableLabel')}
      minWidth={980}
      highlightOnHover
      rows={props.rows}
      rowKey={(row) => row.report.id}
      sort={props.sort}
      onSort={props.onSort}
      columns={[
        sortable('name', (row) => row.name, { rowHeader: true }),
        sortable('locations', (row) => row.locations),
        sortable('period', (row) => row.period),
        sortable('schedule', (row) => row.schedule),
        sortable('lastRun', (row) => row.lastRun),
        sortable('status', (row) => <StatusBadge row={row} />, { noWrap: true }),
        sortable('delivery', (row) => <DeliveryCell delivery={row.delivery} />),
        {
          key: 'actions',
          header: t('reports.columns.actions'),
          cell: (row) => <ReportActions row={row} {...props} />,
        },
      ]}
    />
  );
}

function StatusBadge({ row }: { row: ReportRow }) {
  const badge = STATUS_BADGES[row.report.last_status];
  return (
    <Badge
      color={badge.color}
      variant="light"
      c={`${badge.color}.9`}
      tt="none"
      styles={{ label: { overflow: 'visible' } }}
    >
      {row.statusText}
    </Badge>
  );
}

/** A report's buttons, each naming the report for screen readers. */
function ReportActions({ row, ...props }: ReportsTableProps & { row: ReportRow }) {
  const { t } = useTranslation();
  const name = row.name;
  return (
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
  );
}
