import { Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DashboardLink } from './dashboard-link';
import { FigureValue } from './figure-value';
import { FIGURE_KEYS, type OverviewRow } from './overview-row';
import type { SortKey, SortState } from './overview-sort';
import { DataTable, type DataTableColumn } from '../../components/data-table';

interface LocationsTableProps {
  rows: readonly OverviewRow[];
  sort: SortState;
  onSort: (column: SortKey) => void;
  /** The folder path shown for a row; null hides the column (an organisation without folders). */
  folderLabel: ((row: OverviewRow) => string) | null;
  /** The range's length, for the caption. */
  days: number;
}

/** The user's locations with their type, folder, headline figures and a way into their
 * dashboard; every column sorts. */
export function LocationsTable({ rows, sort, onSort, folderLabel, days }: LocationsTableProps) {
  const { t } = useTranslation();
  const columns: DataTableColumn<OverviewRow, SortKey>[] = [
    {
      key: 'name',
      sortKey: 'name',
      header: t('overview.name'),
      rowHeader: true,
      cell: (row) => row.name,
    },
    {
      key: 'type',
      sortKey: 'type',
      header: t('overview.type'),
      cell: (row) => (
        <>
          <Text size="sm">{t(`locationTypes.${row.type}`)}</Text>
          <Text size="xs" c="gray.7">
            {t(`serviceTiers.${row.service}`)}
          </Text>
        </>
      ),
    },
    ...(folderLabel
      ? [
          {
            key: 'folder',
            sortKey: 'folder' as const,
            header: t('dashboardOverview.columns.folder'),
            cell: folderLabel,
          },
        ]
      : []),
    ...FIGURE_KEYS.map((key) => ({
      key,
      sortKey: key,
      header: t(`dashboardOverview.columns.${key}`),
      align: 'right' as const,
      tabularNumbers: true,
      cell: (row: OverviewRow) => <FigureValue figureKey={key} cell={row.figures[key]} />,
    })),
    {
      key: 'dashboard',
      header: t('overview.dashboard'),
      cell: (row) => <DashboardLink row={row} />,
    },
  ];
  return (
    <DataTable
      caption={t('dashboardOverview.caption', { days, count: days })}
      minWidth={900}
      highlightOnHover
      verticalSpacing="xs"
      rows={rows}
      rowKey={(row) => row.id}
      sort={sort}
      onSort={onSort}
      columns={columns}
    />
  );
}

const SKELETON_ROWS = 4;
const SKELETON_COLUMNS = 9;

/** Stand-in rows while the locations load. */
export function LocationsTableSkeleton() {
  const { t } = useTranslation();
  return (
    <Table aria-busy="true" aria-label={t('common.loading')}>
      <Table.Tbody>
        {Array.from({ length: SKELETON_ROWS }, (_, row) => (
          <Table.Tr key={row}>
            {Array.from({ length: SKELETON_COLUMNS }, (_, column) => (
              <Table.Td key={column}>
                <Skeleton height={14} radius="sm" />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
