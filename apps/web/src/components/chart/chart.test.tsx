import { render, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { createI18n } from '../../i18n/i18n';
import type { ChartTable } from './chart-table';
import type { ChartOption } from './chart-types';

// The ECharts instance is faked: this tests what the wrapper does with it, not ECharts itself.
const instance = {
  on: vi.fn(),
  setOption: vi.fn(),
  resize: vi.fn(),
  dispose: vi.fn(),
};
const init = vi.fn((..._args: unknown[]) => instance);
vi.mock('./echarts-setup', () => ({ init: (...args: unknown[]) => init(...args) }));

const { Chart } = await import('./chart');

const optionA: ChartOption = { series: [{ type: 'tree', data: [{ name: 'A' }] }] };
const optionB: ChartOption = { series: [{ type: 'tree', data: [{ name: 'B' }] }] };

describe('Chart', () => {
  it('draws with the SVG renderer, replaces the option on change and disposes on unmount', () => {
    const view = render(
      <Chart option={optionA} ariaLabel="Tree" table="shown-by-owner" height={300} />,
    );
    expect(init.mock.calls[0]?.[2]).toEqual({ renderer: 'svg' });
    expect(instance.setOption).toHaveBeenLastCalledWith(optionA, { notMerge: true });
    expect(view.getByRole('img', { name: 'Tree' })).toBeTruthy();

    view.rerender(<Chart option={optionB} ariaLabel="Tree" table="shown-by-owner" height={300} />);
    expect(instance.setOption).toHaveBeenLastCalledWith(optionB, { notMerge: true });

    view.unmount();
    expect(instance.dispose).toHaveBeenCalled();
  });

  it('reports clicks to the latest handler with the datum name and value', () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(
      <Chart
        option={optionA}
        ariaLabel="Tree"
        table="shown-by-owner"
        height={300}
        onClick={first}
      />,
    );
    view.rerender(
      <Chart
        option={optionA}
        ariaLabel="Tree"
        table="shown-by-owner"
        height={300}
        onClick={second}
      />,
    );
    const [event, handler] = instance.on.mock.calls.at(-1) as [string, (p: unknown) => void];
    expect(event).toBe('click');
    handler({ name: 'Store', value: 'location:5', dataIndex: 2 });
    expect(second).toHaveBeenCalledWith({ name: 'Store', value: 'location:5' });
    expect(first).not.toHaveBeenCalled();
  });

  it('offers its data as a table for screen readers, captioned by the chart label', () => {
    const table: ChartTable = {
      columns: [
        { key: 'hour', label: 'Hour' },
        { key: 'mon', label: 'Mon' },
      ],
      rows: [
        { hour: '9 AM', mon: 'Open' },
        { hour: '10 AM', mon: 'Closed' },
      ],
    };
    const view = render(
      <Providers queryClient={createQueryClient()} i18n={createI18n('en-US')}>
        <Chart option={optionA} ariaLabel="Open hours" table={table} height={300} />
      </Providers>,
    );
    const shown = view.getByRole('table', { name: 'Open hours' });
    expect(
      within(shown)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Hour', 'Mon']);
    expect(within(shown).getByRole('rowheader', { name: '10 AM' })).toBeTruthy();
    expect(
      within(shown)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Open', 'Closed']);
    // Visually hidden, not hidden from assistive technology, and never focusable.
    expect(shown.closest('[aria-hidden="true"]')).toBeNull();
    expect(shown.parentElement?.querySelector('[tabindex]')).toBeNull();
  });

  it('draws no table of its own where the owner shows the data', () => {
    const view = render(
      <Chart option={optionA} ariaLabel="Tree" table="shown-by-owner" height={300} />,
    );
    expect(view.queryByRole('table')).toBeNull();
  });
});
