import { Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DashboardLink } from './dashboard-link';
import { FigureValue } from './figure-value';
import { FIGURE_KEYS, type OverviewRow } from './overview-row';
import type { SortKey, SortState } from './overview-sort';
import { SortHeader } from '../../components/sort-header';

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
  const header = { sort, onSort };
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>{t('dashboardOverview.caption', { days })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="name" {...header}>
              {t('overview.name')}
            </SortHeader>
            <SortHeader column="type" {...header}>
              {t('overview.type')}
            </SortHeader>
            {folderLabel && (
              <SortHeader column="folder" {...header}>
                {t('dashboardOverview.columns.folder')}
              </SortHeader>
            )}
            {FIGURE_KEYS.map((key) => (
              <SortHeader key={key} column={key} numeric {...header}>
                {t(`dashboardOverview.columns.${key}`)}
              </SortHeader>
            ))}
            <Table.Th scope="col">{t('overview.dashboard')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row" fw={500}>
                {row.name}
              </Table.Th>
              <Table.Td>
                <Text size="sm">{t(`locationTypes.${row.type}`)}</Text>
                <Text size="xs" c="gray.7">
                  {t(`serviceTiers.${row.service}`)}
                </Text>
              </Table.Td>
              {folderLabel && <Table.Td>{folderLabel(row)}</Table.Td>}
              {FIGURE_KEYS.map((key) => (
                <Table.Td key={key} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  <FigureValue figureKey={key} cell={row.figures[key]} />
                </Table.Td>
              ))}
              <Table.Td>
                <DashboardLink row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
