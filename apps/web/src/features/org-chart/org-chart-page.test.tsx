import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChartClick } from '../../components/chart';
import { storeSession } from '../../lib/session/session-store';
import { aLocation, aProfile, shellAnswers } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

// jsdom cannot lay out or measure an ECharts drawing; the stand-in shows what the page gives the
// chart and lets a test click a node, as ECharts would report it.
vi.mock('../../components/chart', () => ({
  Chart: (props: { ariaLabel: string; onClick?: (click: ChartClick) => void }) => (
    <div role="img" aria-label={props.ariaLabel}>
      <button type="button" onClick={() => props.onClick?.({ name: 'x', value: 'location:5' })}>
        chart node location:5
      </button>
      <button type="button" onClick={() => props.onClick?.({ name: 'x', value: 'folder:1' })}>
        chart node folder:1
      </button>
    </div>
  ),
}));

const folders = [
  { id: '1', name: 'North', parent_id: '0', corporation_id: '1' },
  { id: '2', name: 'Stores', parent_id: '1', corporation_id: '1' },
  { id: '3', name: 'Empty', parent_id: '0', corporation_id: '1' },
];
const store = aLocation({ id: '5', name: 'Flagship Store', folder_id: '2' });
const mall = aLocation({ id: '7', name: 'City Mall', type: 'MALL', folder_id: '0' });

function openChart(role = 'owner', extra: Parameters<typeof mockApi>[0] = {}) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(store, 'locations_view,locations_edit'),
    'GET /api/system/myprofile': { body: { ...aProfile, role } },
    'GET /api/v1/locations': { body: [store, mall] },
    'GET /api/system/corporations/1/folders': { body: folders },
    ...extra,
  });
  const view = renderApp('/main/tree-view');
  return { ...view, fetchMock };
}

const list = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Folders and locations' })).closest(
      'section',
    ) as HTMLElement,
  );

describe('the organization chart', () => {
  it('draws the corporation with its folders and locations, and lists them', async () => {
    openChart();
    const items = await list();
    expect(items.getByText('Acme Retail')).toBeTruthy();
    expect(items.getByText('North')).toBeTruthy();
    expect(items.getByRole('link', { name: 'Flagship Store' })).toHaveProperty(
      'pathname',
      '/main/dashboard/5/retail',
    );
    expect(
      screen.getByRole('img', {
        name: /Organization chart of Acme Retail: 3 folders and 2 locations/,
      }),
    ).toBeTruthy();
  });

  it('opens the dashboard of a location clicked in the chart, and nothing for a folder', async () => {
    const { router } = openChart();
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'chart node folder:1' }));
    expect(router.state.location.pathname).toBe('/main/tree-view');
    await userEvent.click(screen.getByRole('button', { name: 'chart node location:5' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/dashboard/5/retail'));
  });

  it('filters the nodes by the search text', async () => {
    openChart();
    const items = await list();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'flag');
    await waitFor(() => expect(items.queryByText('Empty')).toBeNull());
    expect(items.getByText('Flagship Store')).toBeTruthy();
    expect(items.getByText('Stores')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('Nothing matches “flagzzz”.')).toBeTruthy();
  });

  it("opens a mall's settings with a note, since it has no dashboard", async () => {
    const { router } = openChart('owner', {
      'GET /api/v1/locations/7': { body: mall },
      'GET /api/system/locations/7/user-permissions': {
        body: { permissions: 'locations_view', role: 'viewer' },
      },
      'GET /api/system/locations/7/checklist': { body: { items: [] } },
    });
    await userEvent.click((await list()).getByRole('link', { name: 'City Mall' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/settings/7/info'));
    expect(await screen.findByText(/Malls have no dashboard, so their settings open/)).toBeTruthy();
  });

  it('creates a folder inside the chosen parent', async () => {
    const { fetchMock } = openChart('owner', {
      'POST /api/system/corporations/1/folders': {
        status: 201,
        body: { id: '9', name: 'South', parent_id: '1', corporation_id: '1' },
      },
    });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(within(dialog).getByText('Name is empty')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), ' South ');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Inside folder' }));
    await userEvent.click(await screen.findByRole('option', { name: 'North', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'South', parent_id: '1' });
  });

  it('moves a folder, never offering itself or its descendants', async () => {
    const { fetchMock } = openChart('owner', {
      'POST /api/system/folders/1/move': {
        status: 400,
        body: {
          meta: {
            code: 400,
            error_type: 'ValidationException',
            error_message: 'Invalid request',
            fields: { destination_id: 'A folder cannot move under itself' },
          },
        },
      },
    });
    await userEvent.click((await list()).getByRole('button', { name: 'Move North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move North' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Destination folder' }));
    const listbox = await screen.findByRole('listbox', {
      name: 'Destination folder',
      hidden: true,
    });
    const options = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(options).toEqual(['Acme Retail (top level)', 'Empty']);
    await userEvent.click(screen.getByRole('option', { name: 'Empty', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('A folder cannot move under itself')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/system/folders/1/move');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ destination_id: '3' });
  });

  it('moves a location to another folder', async () => {
    const { fetchMock } = openChart('owner', {
      'POST /api/system/locations/5/move': { body: { ...store, folder_id: '3' } },
    });
    await userEvent.click((await list()).getByRole('button', { name: 'Move Flagship Store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Flagship Store' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Destination folder' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Empty', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/system/locations/5/move');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ destination_id: '3' });
  });

  it("deletes only empty folders and shows the server's refusal", async () => {
    openChart('owner', {
      'DELETE /api/system/folders/3': {
        status: 409,
        body: {
          meta: {
            code: 409,
            error_type: 'ConflictException',
            error_message: 'The folder still holds folders or locations',
          },
        },
      },
    });
    const items = await list();
    expect(items.queryByRole('button', { name: 'Delete folder North' })).toBeNull();
    await userEvent.click(items.getByRole('button', { name: 'Delete folder Empty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete folder' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('The folder still holds folders or locations'),
    ).toBeTruthy();
  });

  it('renames a folder', async () => {
    const { fetchMock } = openChart('manager', {
      'PUT /api/system/folders/3': {
        body: { id: '3', name: 'Archive', parent_id: '0', corporation_id: '1' },
      },
    });
    await userEvent.click((await list()).getByRole('button', { name: 'Rename folder Empty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename folder' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Archive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ name: 'Archive' });
  });

  it('offers no edit actions to an analyst', async () => {
    openChart('analyst');
    const items = await list();
    expect(items.getByText('North')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
    expect(items.queryByRole('button', { name: /^Move / })).toBeNull();
  });
});
