// Shared by the reports page tests: a report, the organisation around it, and opening the page.
import type { Folder, Report } from '@footfall/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeSession } from '../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

export const lyon = aLocation({ id: '5', name: 'Café de Lyon' });
export const paris = aLocation({ id: '6', name: 'Paris Nord', folder_id: '31' });
export const lille = aLocation({ id: '7', name: 'Lille', folder_id: '30' });

export const FOLDERS: Folder[] = [
  { id: '30', name: 'North', parent_id: '0', corporation_id: '1' },
  { id: '31', name: 'Malls', parent_id: '30', corporation_id: '1' },
];

export const aReport = (overrides: Partial<Report> = {}): Report => ({
  id: '1',
  name: 'Weekly stores',
  description: null,
  location_ids: ['5'],
  folder_ids: [],
  metrics: ['visitors'],
  period: { kind: 'rolling', days: 7 },
  granularity: 'day',
  comparison: false,
  schedule: { frequency: 'none', recipients: [] },
  last_run_at: null,
  last_status: 'never',
  last_delivery: null,
  next_delivery_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Opens /main/reports with three locations in two folders (Lille in North, Paris in Malls). */
export function openReports(reports: Report[], extra: Parameters<typeof mockApi>[0] = {}) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(lyon, 'locations_view'),
    'GET /api/v1/locations': { body: [lyon, paris, lille] },
    'GET /api/system/reports': { body: reports },
    'GET /api/system/corporations/1/folders': { body: FOLDERS },
    ...extra,
  });
  renderApp('/main/reports');
  return fetchMock;
}

export const reportsTable = async () =>
  within(await screen.findByRole('table', { name: 'Saved reports' }));

/** Opens the report's "More" menu and chooses an action in it (Edit, Duplicate, Delete). */
export async function chooseAction(reportName: string, action: 'Edit' | 'Duplicate' | 'Delete') {
  const table = await reportsTable();
  await userEvent.click(table.getByRole('button', { name: `More actions for ${reportName}` }));
  const menu = within(await screen.findByRole('menu', { name: `More actions for ${reportName}` }));
  await userEvent.click(menu.getByRole('menuitem', { name: action }));
}

/** The calls made to `path` with `method`. */
export const callsTo = (
  fetchMock: ReturnType<typeof mockApi>,
  method: string,
  path: string,
): (RequestInit | undefined)[] =>
  fetchMock.mock.calls
    .filter(
      ([url, init]) =>
        new URL(String(url), window.location.origin).pathname === path &&
        (init?.method ?? 'GET') === method,
    )
    .map(([, init]) => init);
