import { ScrollArea, Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cellText, type ChartCell, type ChartColumn, type ChartTable } from './chart-table';

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

interface ChartDataTableProps {
  /** The chart's title: the table's caption. */
  caption: string;
  table: ChartTable;
  /** Scroll inside this height (the card); unlimited in full screen. */
  maxHeight?: number;
  /** The table alone, no scroller (a visually hidden table must not take the focus). */
  bare?: boolean;
}

/** The rows behind a chart as an accessible table (column headers, a caption). */
export function ChartDataTable({ caption, table, maxHeight, bare }: ChartDataTableProps) {
  const { i18n } = useTranslation();
  const show = (column: ChartColumn, value: ChartCell) => cellText(column, value, i18n.language);
  const [first] = table.columns;
  const numeric = new Set(
    table.columns
      .filter((column) => table.rows.some((row) => typeof row[column.key] === 'number'))
      .map((column) => column.key),
  );
  const align = (key: string) => (numeric.has(key) ? ('end' as const) : undefined);

  const content = (
    <Table striped highlightOnHover withTableBorder captionSide="top" fz="sm">
      {/* The card's heading shows the title; the caption names the table for screen readers. */}
      <Table.Caption style={VISUALLY_HIDDEN}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {table.columns.map((column) => (
            <Table.Th key={column.key} scope="col" style={{ textAlign: align(column.key) }}>
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row, index) => (
          <Table.Tr key={index}>
            {table.columns.map((column) =>
              column === first ? (
                <Table.Th key={column.key} scope="row" fw={500}>
                  {show(column, row[column.key] ?? null)}
                </Table.Th>
              ) : (
                <Table.Td key={column.key} style={{ textAlign: align(column.key) }}>
                  {show(column, row[column.key] ?? null)}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  if (bare) return content;
  return maxHeight === undefined ? (
    <Table.ScrollContainer minWidth={320}>{content}</Table.ScrollContainer>
  ) : (
    // Focusable, so that keyboard users can scroll a long table (as every table scroller: theme.ts).
    <ScrollArea.Autosize
      mah={maxHeight}
      type="auto"
      offsetScrollbars
      viewportProps={{ tabIndex: 0 }}
      classNames={{ viewport: 'mantine-focus-auto' }}
    >
      {content}
    </ScrollArea.Autosize>
  );
}
