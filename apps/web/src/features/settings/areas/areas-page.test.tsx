import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const AREAS = [
  {
    id: '1',
    location_id: '5',
    name: 'Entrance',
    group_id: '9',
    floor_plan_id: null,
    polygon: [
      [0, 0],
      [1, 0],
      [1, 1],
    ],
  },
  { id: '2', location_id: '5', name: 'Tills', group_id: null, floor_plan_id: null, polygon: null },
];
const GROUPS = [{ id: '9', location_id: '5', name: 'Ground floor', area_ids: ['1'] }];

function open(permissions: string) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(aLocation({ id: '5' }), permissions),
    'GET /api/system/locations/5/areas': { body: AREAS },
    'GET /api/system/locations/5/areagroups': { body: GROUPS },
    'POST /api/system/locations/5/areas': {
      status: 201,
      body: { ...AREAS[1], id: '3', name: 'Cafe' },
    },
    'POST /api/system/locations/5/areagroups': {
      status: 201,
      body: { ...GROUPS[0], id: '10', name: 'Upstairs', area_ids: [] },
    },
    'PUT /api/system/areas/2': { body: { ...AREAS[1], name: 'Checkout' } },
    'DELETE /api/system/areas/2': { body: { deleted: true } },
    'DELETE /api/system/areagroups/9': { body: { deleted: true } },
  });
  renderApp('/main/settings/5/areas');
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === method && String(input).endsWith(path))
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : null));

describe('the areas page', () => {
  it('lists areas with their groups and shapes', async () => {
    open('locations_view,locations_areas_view,locations_areas_edit');
    expect(await screen.findByDisplayValue('Entrance')).toBeTruthy();
    expect(screen.getByText('3 corners')).toBeTruthy();
    expect(screen.getByText('Not drawn yet')).toBeTruthy();
    expect(screen.getByLabelText('Rename group Ground floor')).toHaveProperty(
      'value',
      'Ground floor',
    );
  });

  it('creates, renames and deletes areas and groups', async () => {
    const fetchMock = open('locations_view,locations_areas_view,locations_areas_edit');
    await screen.findByDisplayValue('Tills');
    await userEvent.type(screen.getByLabelText('New area'), 'Cafe');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add' })[0]!);
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/locations/5/areas')).toEqual([{ name: 'Cafe' }]),
    );

    await userEvent.type(screen.getByLabelText('New group'), 'Upstairs');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add' })[1]!);
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/locations/5/areagroups')).toEqual([{ name: 'Upstairs' }]),
    );

    const rename = screen.getByLabelText('Rename Tills');
    await userEvent.clear(rename);
    await userEvent.type(rename, 'Checkout');
    await userEvent.tab();
    await waitFor(() => expect(sent(fetchMock, 'PUT', '/areas/2')).toEqual([{ name: 'Checkout' }]));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Tills' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete group Ground floor' }));
    await waitFor(() => {
      expect(sent(fetchMock, 'DELETE', '/areas/2')).toHaveLength(1);
      expect(sent(fetchMock, 'DELETE', '/areagroups/9')).toHaveLength(1);
    });
  });

  it('assigns an area to a group', async () => {
    const fetchMock = open('locations_view,locations_areas_view,locations_areas_edit');
    await screen.findByDisplayValue('Tills');
    const select = screen.getByRole('textbox', { name: 'Group of Tills' });
    await userEvent.click(select);
    // The option of this row's dropdown (every row's Select keeps its own options).
    const listbox = await waitFor(() => {
      const found = document.getElementById(select.getAttribute('aria-controls') ?? '');
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    await userEvent.click(
      within(listbox).getByRole('option', { name: 'Ground floor', hidden: true }),
    );
    await waitFor(() => expect(sent(fetchMock, 'PUT', '/areas/2')).toEqual([{ group_id: '9' }]));
  });

  it('is read-only without locations_areas_edit', async () => {
    open('locations_view,locations_areas_view');
    expect(await screen.findByDisplayValue('Tills')).toHaveProperty('disabled', true);
    expect(screen.queryByLabelText('New area')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Tills' })).toBeNull();
  });
});
