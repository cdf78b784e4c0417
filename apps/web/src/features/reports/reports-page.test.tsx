import type { Report } from '@footfall/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aReport, callsTo, chooseAction, openReports, reportsTable } from './reports-test-setup';

const report = (overrides: Partial<Report>): Report =>
  aReport({
    period: { kind: 'rolling', days: 30 },
    schedule: { frequency: 'weekly', recipients: ['a@x.io', 'b@x.io'] },
    last_run_at: '2026-03-02T09:30:00Z',
    last_status: 'ok',
    ...overrides,
  });
const REPORTS = [
  report({}),
  report({
    id: '2',
    name: 'Évènement mars',
    period: { kind: 'fixed', start_date: '2026-03-01', end_date: '2026-03-31' },
    schedule: { frequency: 'none', recipients: [] },
    last_run_at: null,
    last_status: 'failed',
  }),
];

const openPage = (extra: Parameters<typeof openReports>[1] = {}, reports = REPORTS) =>
  openReports(reports, extra);
const table = reportsTable;
const names = (rows: ReturnType<typeof within>) =>
  rows.getAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

describe('the reports page', () => {
  it('lists the reports with locations, period, schedule, last run and status', async () => {
    openPage();
    const rows = await table();
    const weekly = within(rows.getByRole('rowheader', { name: 'Weekly stores' }).closest('tr')!);
    expect(weekly.getByText('Café de Lyon')).toBeTruthy();
    expect(weekly.getByText('Last 30 days')).toBeTruthy();
    expect(weekly.getByText('Weekly to 2 recipients')).toBeTruthy();
    expect(weekly.getByText(/Mar 2, 2026/)).toBeTruthy();
    expect(weekly.getByText('Succeeded')).toBeTruthy();
    const event = within(rows.getByRole('rowheader', { name: 'Évènement mars' }).closest('tr')!);
    // Never scheduled nor mailed: the schedule says so once, without a mailing badge.
    expect(event.getAllByText('Not scheduled')).toHaveLength(1);
    expect(event.queryByText('Never')).toBeNull();
    expect(event.getByText('Failed')).toBeTruthy();
  });

  it('filters by a search without case or accents, and sorts by a column', async () => {
    openPage();
    const rows = await table();
    expect(names(rows)).toEqual(['Évènement mars', 'Weekly stores']);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names(await table())).toEqual(['Weekly stores', 'Évènement mars']);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Last run' }));
    expect(names(await table())).toEqual(['Weekly stores', 'Évènement mars']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'EVENEMENT');
    expect(names(await table())).toEqual(['Évènement mars']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search reports' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'paris');
    expect(screen.getByText('No report matches “paris”')).toBeTruthy();
  });

  it('shows the empty state with a create button', async () => {
    openPage({}, []);
    expect(await screen.findByText('No reports yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New report' })).toBeTruthy();
  });

  it('creates a report with the chosen fields and shows server field errors', async () => {
    const bodies: unknown[] = [];
    const fetchMock = openPage({
      'POST /api/system/reports': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        if (bodies.length === 1) {
          return new Response(
            JSON.stringify({
              meta: {
                code: 400,
                error_type: 'ValidationException',
                error_message: 'Recipient is not valid',
                fields: { 'schedule.recipients.0': 'Recipient is not valid' },
              },
            }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          );
        }
        return new Response(JSON.stringify({ data: report({ id: '3', name: 'Lyon daily' }) }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'New report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New report' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create report' }));
    expect(dialog.getByText('Name is empty')).toBeTruthy();
    expect(dialog.getByText('Choose at least one location')).toBeTruthy();
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Lyon daily');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Café de Lyon' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Walk-ins' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Fixed dates' }));
    await userEvent.type(dialog.getByLabelText('Start date'), '2026-03-01');
    await userEvent.type(dialog.getByLabelText('End date'), '2026-03-31');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Granularity' }), 'week');
    await userEvent.click(dialog.getByRole('switch', { name: /Compare with the previous period/ }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Schedule' }), 'daily');
    await userEvent.type(dialog.getByRole('textbox', { name: /Recipients/ }), 'bad, ok@x.io');
    await userEvent.click(dialog.getByRole('button', { name: 'Create report' }));
    expect(await dialog.findAllByText('Recipient is not valid')).toHaveLength(2);
    expect(bodies[0]).toEqual({
      name: 'Lyon daily',
      description: null,
      location_ids: ['5'],
      folder_ids: [],
      metrics: ['visitors', 'walk_ins'],
      period: { kind: 'fixed', start_date: '2026-03-01', end_date: '2026-03-31' },
      granularity: 'week',
      comparison: true,
      schedule: { frequency: 'daily', recipients: ['bad', 'ok@x.io'] },
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Create report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is asked again after the creation.
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/system/reports').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('duplicates a report as "Copy of" its name', async () => {
    const fetchMock = openPage({
      'POST /api/system/reports': { status: 201, body: report({ id: '3' }) },
    });
    await chooseAction('Weekly stores', 'Duplicate');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      name: 'Copy of Weekly stores',
      location_ids: ['5'],
      schedule: { frequency: 'weekly', recipients: ['a@x.io', 'b@x.io'] },
    });
  });

  it('asks before deleting, then deletes', async () => {
    const fetchMock = openPage({
      'DELETE /api/system/reports/2': { body: { deleted: true } },
    });
    await chooseAction('Évènement mars', 'Delete');
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this report?' }));
    expect(dialog.getByText(/“Évènement mars” and its stored runs/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows an error state when the list cannot be loaded', async () => {
    openPage({
      'GET /api/system/reports': {
        status: 500,
        body: { meta: { code: 500, error_type: 'ServerException', error_message: 'Boom' } },
      },
    });
    expect(
      await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
