import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  aReport,
  callsTo,
  chooseAction,
  json,
  openReports,
  reportsTable,
} from './reports-test-setup';

const CONFLICT = {
  meta: {
    code: 409,
    error_type: 'ConflictException',
    error_message: 'This report already has an item for that location',
    fields: { location_id: 'This report already has an item for that location' },
  },
};

describe('the report definition', () => {
  it('creates a report over a folder, saying what it covers today', async () => {
    const fetchMock = openReports([aReport()], {
      'POST /api/system/reports': { status: 201, body: aReport({ id: '2' }) },
    });
    await reportsTable();
    await userEvent.click(screen.getByRole('button', { name: 'New report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New report' }));
    expect(dialog.getByRole('group', { name: 'Locations and folders' })).toBeTruthy();
    expect(dialog.getByText(/including locations added later/)).toBeTruthy();
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'North');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'North' }));
    // North holds Lille and, through its subfolder Malls, Paris Nord.
    expect(dialog.getByText('Covers 2 locations today: Lille, Paris Nord')).toBeTruthy();
    expect(dialog.getByRole('checkbox', { name: 'North / Malls' })).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Create report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [post] = callsTo(fetchMock, 'POST', '/api/system/reports');
    expect(JSON.parse(String(post?.body))).toMatchObject({
      name: 'North',
      location_ids: [],
      folder_ids: ['30'],
    });
  });

  it('puts a server field error under its field and focuses it', async () => {
    openReports([aReport()], {
      'PUT /api/system/reports/1': () =>
        json(400, {
          meta: {
            code: 400,
            error_type: 'ValidationException',
            error_message: 'The folder was not found',
            fields: { 'folder_ids.0': 'The folder was not found' },
          },
        }),
    });
    await chooseAction('Weekly stores', 'Edit');
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Weekly stores' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'North / Malls' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findAllByText('The folder was not found')).toHaveLength(2);
    // The keyboard lands in the folders, the first field to fix.
    await waitFor(() =>
      expect(document.activeElement).toBe(dialog.getByRole('checkbox', { name: 'North' })),
    );
  });

  it('saves a location’s own metrics row by row and shows a conflict', async () => {
    const report = aReport({ location_ids: ['5'], folder_ids: ['31'], metrics: ['visitors'] });
    let putAnswer = 0;
    const fetchMock = openReports([report], {
      'GET /api/system/reports/1/items': {
        body: [{ id: '70', report_id: '1', location_id: '6', metrics: ['fqv'] }],
      },
      'POST /api/system/reports/1/items': {
        status: 201,
        body: { id: '71', report_id: '1', location_id: '5', metrics: ['visitors', 'walk_ins'] },
      },
      'PUT /api/system/reportitems/70': () => {
        putAnswer += 1;
        return putAnswer === 1
          ? json(409, CONFLICT)
          : json(200, {
              data: { id: '70', report_id: '1', location_id: '6', metrics: ['visitors'] },
            });
      },
    });
    await chooseAction('Weekly stores', 'Edit');
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Weekly stores' }));
    await userEvent.click(dialog.getByRole('tab', { name: 'Per-location metrics' }));
    const items = within(await dialog.findByRole('table', { name: 'Metrics per location' }));
    const row = (name: string) => within(items.getByRole('rowheader', { name }).closest('tr')!);
    expect(row('Café de Lyon').getByText("Uses the report's metrics")).toBeTruthy();
    expect(row('Paris Nord').getByText('Own metrics')).toBeTruthy();
    expect(row('Paris Nord').getByText('FQV (frequent qualified visitors)')).toBeTruthy();

    // A location without an override gets one (POST).
    await userEvent.click(items.getByRole('button', { name: 'Edit metrics for Café de Lyon' }));
    const lyonMetrics = within(items.getByRole('group', { name: 'Metrics for Café de Lyon' }));
    await userEvent.click(lyonMetrics.getByRole('checkbox', { name: 'Walk-ins' }));
    await userEvent.click(items.getByRole('button', { name: 'Save metrics for Café de Lyon' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/system/reports/1/items')).toHaveLength(1),
    );
    expect(
      JSON.parse(String(callsTo(fetchMock, 'POST', '/api/system/reports/1/items')[0]?.body)),
    ).toEqual({
      location_id: '5',
      metrics: ['visitors', 'walk_ins'],
    });
    expect(await items.findByRole('status')).toBeTruthy();

    // An existing override is changed (PUT); the conflict is shown in the row, then a retry works.
    await userEvent.click(items.getByRole('button', { name: 'Edit metrics for Paris Nord' }));
    const parisMetrics = within(items.getByRole('group', { name: 'Metrics for Paris Nord' }));
    await userEvent.click(parisMetrics.getByRole('checkbox', { name: 'Visitors' }));
    await userEvent.click(parisMetrics.getByRole('checkbox', { name: /^FQV/ }));
    await userEvent.click(items.getByRole('button', { name: 'Save metrics for Paris Nord' }));
    expect(
      await row('Paris Nord').findByText('This report already has an item for that location'),
    ).toBeTruthy();
    expect(
      JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/system/reportitems/70')[0]?.body)),
    ).toEqual({
      location_id: '6',
      metrics: ['visitors'],
    });
    await userEvent.click(items.getByRole('button', { name: 'Save metrics for Paris Nord' }));
    await waitFor(() =>
      expect(items.queryByText('This report already has an item for that location')).toBeNull(),
    );
    // The overrides are asked again after each save.
    expect(callsTo(fetchMock, 'GET', '/api/system/reports/1/items').length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it("removes an override to follow the report's metrics again", async () => {
    const report = aReport({ location_ids: ['5'], folder_ids: ['31'], metrics: ['visitors'] });
    let items = [{ id: '70', report_id: '1', location_id: '6', metrics: ['fqv'] }];
    const fetchMock = openReports([report], {
      'GET /api/system/reports/1/items': () => json(200, { data: items }),
      'DELETE /api/system/reportitems/70': () => {
        items = [];
        return json(200, { data: { deleted: true } });
      },
    });
    await chooseAction('Weekly stores', 'Edit');
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Weekly stores' }));
    await userEvent.click(dialog.getByRole('tab', { name: 'Per-location metrics' }));
    const table = within(await dialog.findByRole('table', { name: 'Metrics per location' }));
    const row = (name: string) => within(table.getByRole('rowheader', { name }).closest('tr')!);
    // Only a location with its own metrics has an override to remove.
    await userEvent.click(table.getByRole('button', { name: 'Edit metrics for Café de Lyon' }));
    expect(
      table.queryByRole('button', { name: "Use the report's metrics for Café de Lyon" }),
    ).toBeNull();

    await userEvent.click(table.getByRole('button', { name: 'Edit metrics for Paris Nord' }));
    await userEvent.click(
      table.getByRole('button', { name: "Use the report's metrics for Paris Nord" }),
    );
    await waitFor(() =>
      expect(row('Paris Nord').getByText("Uses the report's metrics")).toBeTruthy(),
    );
    expect(row('Paris Nord').getByText('Visitors')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/api/system/reportitems/70')).toHaveLength(1);
    // Nothing was copied into an override.
    expect(callsTo(fetchMock, 'PUT', '/api/system/reportitems/70')).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/system/reports/1/items')).toHaveLength(0);
  });
});
