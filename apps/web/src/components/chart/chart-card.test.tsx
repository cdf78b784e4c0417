import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { createI18n } from '../../i18n/i18n';
import type { ChartTable } from './chart-table';

const instance = {
  on: vi.fn(),
  setOption: vi.fn(),
  resize: vi.fn(),
  dispose: vi.fn(),
  renderToSVGString: vi.fn(() => '<svg/>'),
  getWidth: () => 400,
  getHeight: () => 300,
};
vi.mock('./echarts-setup', () => ({ init: () => instance }));

const { ChartCard } = await import('./chart-card');

const wrap = (node: ReactNode) =>
  render(
    <Providers queryClient={createQueryClient()} i18n={createI18n('en-US')}>
      {node}
    </Providers>,
  );

const table: ChartTable = {
  columns: [
    { key: 'day', label: 'Day' },
    { key: 'visitors', label: 'Visitors' },
  ],
  rows: [
    { day: 'Mar 1', visitors: 1200 },
    { day: 'Mar 2', visitors: null },
  ],
};
const option = { series: [{ type: 'bar' as const, data: [1200, null] }] };
const done = { isPending: false, isError: false };

describe('ChartCard', () => {
  it('draws the chart and shows the same rows as a table', () => {
    wrap(<ChartCard title="Visitors by day" option={option} table={table} state={done} />);
    expect(screen.getByRole('img', { name: 'Visitors by day' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Table: Visitors by day' }));
    const grid = screen.getByRole('table', { name: 'Visitors by day' });
    expect(grid.textContent).toContain('1,200');
    expect(screen.getByRole('rowheader', { name: 'Mar 2' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Visitors by day' })).toBeNull();
  });

  it('shows a skeleton while loading, and no actions', () => {
    wrap(
      <ChartCard
        title="Visitors"
        option={option}
        table={table}
        state={{ ...done, isPending: true }}
      />,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Table/ })).toBeNull();
  });

  it('explains an empty period', () => {
    wrap(
      <ChartCard title="Visitors" option={option} table={{ ...table, rows: [] }} state={done} />,
    );
    expect(screen.getByText('No data for this period')).toBeTruthy();
  });

  it('offers a retry after an error', () => {
    const refetch = vi.fn();
    wrap(
      <ChartCard
        title="Visitors"
        option={option}
        table={table}
        state={{ ...done, isError: true, refetch }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('notes missing data and metrics the location does not offer', () => {
    wrap(
      <ChartCard
        title="Visitors"
        option={option}
        table={table}
        state={done}
        completeness={{
          gateways_connected: 4,
          gateways_reporting: 3,
          hours_in_range: 720,
          hours_without_data: 5,
          pending_days: 0,
          note: 'note',
        }}
        unavailable={[
          { metric: 'WALK-IN', reason: 'Walk-ins need a door counter (tag service DOORCOUNTER)' },
        ]}
      />,
    );
    expect(screen.getByTestId('completeness-note').textContent).toContain(
      'Gateways reporting: 3 of 4. Hours without data: 5 of 720.',
    );
    expect(screen.getByText('Walk-ins need a door counter.')).toBeTruthy();
  });

  it('opens the chart with its table full screen', async () => {
    wrap(<ChartCard title="Visitors" option={option} table={table} state={done} />);
    fireEvent.click(screen.getByRole('button', { name: 'Full screen: Visitors' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('table')).toBeTruthy();
  });
});
