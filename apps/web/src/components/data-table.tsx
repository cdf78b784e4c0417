import { Table, type MantineSpacing } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { SortHeader, type TableSort } from './sort-header';

export interface DataTableColumn<Row, SortKey extends string = string> {
  /** Unique among the table's columns. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell that names its row: a `<th scope="row">`, which screen readers announce with
   * every other cell of the row. */
  rowHeader?: boolean;
  /** For the header and the cells; figures read best right-aligned. */
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /** Serial numbers and codes, read character by character. */
  monospace?: boolean;
  /** Keeps the cells on one line (a status with its dot, a date with its time). */
  noWrap?: boolean;
  /** Figures in columns of equal-width digits, so they line up down the column. */
  tabularNumbers?: boolean;
  /** The table's sort key for this column: its header becomes a sort button. */
  sortKey?: SortKey;
  /** The sort button's hint on hover ("Sort by Name"). */
  sortTitle?: string;
}

interface DataTableProps<Row, SortKey extends string> {
  columns: readonly DataTableColumn<Row, SortKey>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown instead of the table when there are no rows; without it the header stands alone. */
  emptyText?: string;
  /** An action beside the empty text that helps fill the table (a link or a button). */
  emptyAction?: ReactNode;
  caption?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns; without
   * it the table takes the width it is given. */
  minWidth?: number;
  striped?: boolean;
  highlightOnHover?: boolean;
  verticalSpacing?: MantineSpacing;
  mt?: MantineSpacing;
  /** Attributes of a row's `<tr>`, such as a `data-` value tests and styles select on. */
  rowProps?: (row: Row) => Record<`data-${string}`, string>;
  /** How the rows are sorted, for the columns with a sortKey; the caller sorts the rows. */
  sort?: TableSort<SortKey>;
  onSort?: (key: SortKey) => void;
}

/** A Mantine table from a column list: headers with their scope, one row per item, and the
 * empty state when there is nothing to list. */
export function DataTable<Row, SortKey extends string = string>(
  props: DataTableProps<Row, SortKey>,
) {
  const { columns, rows, striped = true, sort, onSort } = props;
  if (rows.length === 0 && props.emptyText !== undefined) {
    return <EmptyState message={props.emptyText} action={props.emptyAction} />;
  }
  const table = (
    <Table
      striped={striped}
      highlightOnHover={props.highlightOnHover}
      verticalSpacing={props.verticalSpacing}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
    >
      {props.caption !== undefined && <Table.Caption>{props.caption}</Table.Caption>}
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) =>
            column.sortKey !== undefined && sort && onSort ? (
              <SortHeader
                key={column.key}
                column={column.sortKey}
                sort={sort}
                onSort={onSort}
                numeric={column.align === 'right'}
                title={column.sortTitle}
              >
                {column.header}
              </SortHeader>
            ) : (
              <Table.Th key={column.key} scope="col" ta={column.align} w={column.width}>
                {column.header}
              </Table.Th>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={props.rowKey(row)} {...props.rowProps?.(row)}>
            {columns.map((column) => {
              const cell = {
                ta: column.align,
                ff: column.monospace ? 'monospace' : undefined,
                style: {
                  whiteSpace: column.noWrap ? ('nowrap' as const) : undefined,
                  fontVariantNumeric: column.tabularNumbers ? 'tabular-nums' : undefined,
                },
              };
              return column.rowHeader ? (
                <Table.Th key={column.key} scope="row" fw={500} {...cell}>
                  {column.cell(row)}
                </Table.Th>
              ) : (
                <Table.Td key={column.key} {...cell}>
                  {column.cell(row)}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return props.minWidth === undefined ? (
    table
  ) : (
    <Table.ScrollContainer minWidth={props.minWidth} mt={props.mt}>
      {table}
    </Table.ScrollContainer>
  );
}
