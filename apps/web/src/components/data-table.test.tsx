import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createI18n } from '../i18n/i18n';
import { DataTable, type DataTableColumn } from './data-table';

const wrap = (node: ReactNode) =>
  render(
    <Providers queryClient={createQueryClient()} i18n={createI18n('en-US')}>
      {node}
    </Providers>,
  );

interface Fruit {
  id: string;
  name: string;
  count: number;
}

const COLUMNS: DataTableColumn<Fruit>[] = [
  { key: 'name', header: 'Name', rowHeader: true, cell: (fruit) => fruit.name },
  { key: 'count', header: 'Count', align: 'right', cell: (fruit) => fruit.count },
];
const FRUITS: Fruit[] = [
  { id: 'a', name: 'Apple', count: 3 },
  { id: 'p', name: 'Pear', count: 12 },
];

describe('DataTable', () => {
  it('renders the columns as column headers and a row per item named by its row header', () => {
    wrap(
      <DataTable
        columns={COLUMNS}
        rows={FRUITS}
        rowKey={(fruit) => fruit.id}
        caption="Fruit in stock"
        minWidth={400}
        rowProps={(fruit) => ({ 'data-fruit': fruit.id })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Fruit in stock' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Count']);
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Apple3', 'Pear12']);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Pear');
    expect(rows[0]!.getAttribute('data-fruit')).toBe('a');
  });

  it('is named by aria-label when there is no caption', () => {
    wrap(
      <DataTable columns={COLUMNS} rows={FRUITS} rowKey={(fruit) => fruit.id} aria-label="Fruit" />,
    );
    expect(screen.getByRole('table', { name: 'Fruit' })).toBeTruthy();
  });

  it('shows the empty text and its action instead of the table when there are no rows', () => {
    wrap(
      <DataTable
        columns={COLUMNS}
        rows={[]}
        rowKey={(fruit) => fruit.id}
        emptyText="No fruit yet."
        emptyAction={<button type="button">Add fruit</button>}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No fruit yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add fruit' })).toBeTruthy();
  });

  it('keeps the header when there are no rows and no empty text', () => {
    wrap(<DataTable columns={COLUMNS} rows={[]} rowKey={(fruit) => fruit.id} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('makes a sortable column header a button and marks only the sorted column', async () => {
    const onSort = vi.fn();
    wrap(
      <DataTable
        columns={COLUMNS.map((column) => ({
          ...column,
          sortKey: column.key,
          sortTitle: `Sort by ${column.key}`,
        }))}
        rows={FRUITS}
        rowKey={(fruit) => fruit.id}
        sort={{ key: 'count', direction: 'desc' }}
        onSort={onSort}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Count/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /Name/ }).hasAttribute('aria-sort')).toBe(
      false,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('name');
  });
});
