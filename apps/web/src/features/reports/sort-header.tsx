import { Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportSort, ReportSortKey } from './report-rows';

interface SortHeaderProps {
  column: ReportSortKey;
  sort: ReportSort;
  onSort: (key: ReportSortKey) => void;
}

const ARROWS = { asc: '▲', desc: '▼' } as const;

/** A column heading that sorts the table; aria-sort tells assistive technology the order. */
export function SortHeader({ column, sort, onSort }: SortHeaderProps) {
  const { t } = useTranslation();
  const label = t(`reports.columns.${column}`);
  const active = sort.key === column;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(column)}
        title={t('reports.sortBy', { column: label })}
        fw={700}
        fz="sm"
      >
        {label}
        <span aria-hidden="true">{active ? ` ${ARROWS[sort.direction]}` : ''}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
