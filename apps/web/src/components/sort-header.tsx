import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TableSort<Key extends string> {
  key: Key;
  direction: 'asc' | 'desc';
}

interface SortHeaderProps<Key extends string> {
  column: Key;
  sort: TableSort<Key>;
  onSort: (column: Key) => void;
  /** Right-aligned, over figures. */
  numeric?: boolean;
  /** A hint shown on hover ("Sort by Name"). */
  title?: string;
  children: ReactNode;
}

/** A column header that sorts its table. aria-sort is on the sorted column only (WAI-ARIA's
 * sortable table); the arrows are for the eye and hidden from screen readers. */
export function SortHeader<Key extends string>(props: SortHeaderProps<Key>) {
  const { column, sort } = props;
  const active = sort.key === column;
  const arrow = !active ? '↕' : sort.direction === 'asc' ? '▲' : '▼';
  return (
    <Table.Th
      scope="col"
      ta={props.numeric ? 'right' : undefined}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <UnstyledButton
        onClick={() => props.onSort(column)}
        title={props.title}
        fw={700}
        fz="sm"
        style={{ whiteSpace: 'nowrap' }}
      >
        {props.children}{' '}
        <span aria-hidden="true" style={{ opacity: active ? 1 : 0.55, fontSize: '0.75em' }}>
          {arrow}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
