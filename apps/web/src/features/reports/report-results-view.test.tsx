import { metricChange, type ReportResults } from '@footfall/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aReport, callsTo, json, openReports, reportsTable } from './reports-test-setup';

const RESULTS: ReportResults = {
  report_id: '1',
  run_at: '2026-03-08T09:00:00Z',
  range: { start_date: '2026-03-01', end_date: '2026-03-07' },
  comparison_range: { start_date: '2026-02-22', end_date: '2026-02-28' },
  rows: [
    {
      location_id: '5',
      location_name: 'Café de Lyon',
      bucket: null,
      values: { visitors: 1200, capture_rate: 0.3 },
      previous: { visitors: 1000, capture_rate: 0.25 },
      // As the server states them (core's catalogue); the page computes none.
      changes: {
        visitors: metricChange('visitors', 1200, 1000),
        capture_rate: metricChange('capture_rate', 0.3, 0.25),
      },
    },
    {
      location_id: '5',
      location_name: 'Café de Lyon',
      bucket: '2026-03-01',
      values: { visitors: 150, capture_rate: null },
      previous: null,
    },
    {
      location_id: '6',
      location_name: 'Paris Nord',
      bucket: null,
      values: { visitors: 80 },
      previous: { visitors: null },
    },
  ],
};

const cellsOf = (table: HTMLElement, row: string) =>
  within(within(table).getByRole('rowheader', { name: row }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the report results', () => {
  it('runs the report, shows a table per location and refreshes the list', async () => {
    let listed = 0;
    const fetchMock = openReports([], {
      'GET /api/system/reports': () => {
        listed += 1;
        const report = aReport({ metrics: ['visitors', 'capture_rate'], comparison: true });
        return json(200, {
          data: [
            listed === 1
              ? report
              : { ...report, last_status: 'ok', last_run_at: '2026-03-08T09:00:00Z' },
          ],
        });
      },
      'GET /api/system/reports/1/results': { body: RESULTS },
    });
    const rows = await reportsTable();
    expect(rows.getByText('Never run')).toBeTruthy();
    await userEvent.click(rows.getByRole('button', { name: 'Results of Weekly stores' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Results: Weekly stores' }));
    const lyon = await dialog.findByRole('table', { name: 'Café de Lyon' });
    expect(cellsOf(lyon, 'Whole period')).toEqual(['1,200', '30%']);
    expect(cellsOf(lyon, 'Previous period')).toEqual(['1,000', '25%']);
    expect(cellsOf(lyon, 'Change')).toEqual(['+20.0%', '+5.0\u00a0pts']);
    expect(cellsOf(lyon, 'Mar 1, 2026')).toEqual(['150', '—']);
    const paris = dialog.getByRole('table', { name: 'Paris Nord' });
    expect(cellsOf(paris, 'Whole period')).toEqual(['80']);
    expect(cellsOf(paris, 'Change')).toEqual(['—']);
    expect(dialog.getByText('No data in this period.')).toBeTruthy();
    expect(dialog.getByText(/^Compared with Feb 22\s–\s28, 2026\.$/)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Open comparison' }).getAttribute('href')).toBe(
      '/main/comparison-report/1',
    );
    // The run changed the report's status: the list is asked again and shows it.
    expect(await rows.findByText('Succeeded')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/api/system/reports/1/results')).toHaveLength(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Run again' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/system/reports/1/results')).toHaveLength(2),
    );
  });

  it('shows the failure of a run with a retry, and a run without locations', async () => {
    let runs = 0;
    openReports([aReport()], {
      'GET /api/system/reports/1/results': () => {
        runs += 1;
        return runs === 1
          ? json(404, {
              meta: {
                code: 404,
                error_type: 'NotFoundException',
                error_message: 'The report was not found',
              },
            })
          : json(200, { data: { ...RESULTS, comparison_range: null, rows: [] } });
      },
    });
    await userEvent.click(
      (await reportsTable()).getByRole('button', { name: 'Results of Weekly stores' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Results: Weekly stores' }));
    expect(await dialog.findByText('The report was not found')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByText('No location you can see is in this report.')).toBeTruthy();
  });

  it('downloads the comparison report of a row', async () => {
    const fetchMock = openReports([aReport()]);
    const rows = await reportsTable();
    const group = rows.getByRole('group', { name: 'Comparison report of Weekly stores' });
    await userEvent.click(within(group).getByRole('button', { name: 'Download' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'CSV (spreadsheet text)' }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/report/comparison-report')).toHaveLength(1),
    );
    const [init] = callsTo(fetchMock, 'POST', '/report/comparison-report');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      report_id: '1',
      dates: [{}],
      file_format: 'csv',
    });
  });
});
