import { Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
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
      minWidth={820}
      highlightOnHover
      rows={props.rows}
      rowKey={(row) => row.report.id}
      sort={props.sort}
      onSort={props.onSort}
      columns={[
        sortable('name', (row) => row.name, { rowHeader: true }),
        sortable('locations', (row) => row.locations),
        sortable('period', (row) => row.period),
        // The schedule with its latest mailing, and the last run with its outcome: one column
        // each, so that the table fits beside the menu in every language.
        sortable('schedule', (row) => <ScheduleCell row={row} />),
        sortable('lastRun', (row) => (
          <Stack gap={4} align="flex-start">
            {/* A report never run: its badge says so, without a "Never" above it. */}
            {row.report.last_run_at !== null && <Text size="sm">{row.lastRun}</Text>}
            <StatusBadge row={row} />
          </Stack>
        )),
        {
          key: 'actions',
          header: t('reports.columns.actions'),
          cell: (row) => <ReportActions row={row} {...props} />,
        },
      ]}
    />
  );
}

/** What the schedule is; once a report is scheduled or was mailed, its latest mailing too. */
function ScheduleCell({ row }: { row: ReportRow }) {
  const mailed = row.report.schedule.frequency !== 'none' || row.report.last_delivery !== null;
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm">{row.schedule}</Text>
      {mailed && <DeliveryCell delivery={row.delivery} />}
    </Stack>
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

/**
 * A report's actions: its results and its file stay one click away; editing, duplicating and
 * deleting sit in a menu named after the report, so the column stays narrow in every language.
 */
function ReportActions({ row, ...props }: ReportsTableProps & { row: ReportRow }) {
  const { t } = useTranslation();
  const name = row.name;
  return (
    // Aligned at the top: the download menu grows below its button while it prepares a file.
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Button
        size="xs"
        variant="light"
        aria-label={t('reports.resultsNamed', { name })}
        onClick={() => props.onResults(row.report)}
      >
        {t('reports.results.open')}
      </Button>
      <div role="group" aria-label={t('reports.download.comparisonOf', { name })}>
        <ReportDownloadMenu
          kind="comparison-report"
          request={{ report_id: row.report.id, dates: [{}] }}
          label={t('reports.download.short')}
          size="xs"
        />
      </div>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            aria-label={t('reports.moreNamed', { name })}
            loading={props.duplicatingId === row.report.id}
          >
            {t('reports.more')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('reports.moreNamed', { name })}>
          <Menu.Item onClick={() => props.onEdit(row.report)}>{t('reports.edit')}</Menu.Item>
          <Menu.Item onClick={() => props.onDuplicate(row.report)}>
            {t('reports.duplicate')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red.9" onClick={() => props.onDelete(row.report)}>
            {t('reports.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
