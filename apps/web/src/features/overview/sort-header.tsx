import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SortKey, SortState } from './overview-sort';

interface SortHeaderProps {
  column: SortKey;
  sort: SortState;
  onSort: (column: SortKey) => void;
  numeric?: boolean;
  children: ReactNode;
}

/** A column header that sorts the table; the header's aria-sort tells which way. */
export function SortHeader({ column, sort, onSort, numeric = false, children }: SortHeaderProps) {
  const active = sort.key === column;
  const arrow = !active ? '↕' : sort.direction === 'asc' ? '▲' : '▼';
  return (
    <Table.Th
      scope="col"
      ta={numeric ? 'right' : undefined}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <UnstyledButton
        onClick={() => onSort(column)}
        fw={700}
        fz="sm"
        style={{ whiteSpace: 'nowrap' }}
      >
        {children}{' '}
        <span aria-hidden="true" style={{ opacity: active ? 1 : 0.55, fontSize: '0.75em' }}>
          {arrow}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
