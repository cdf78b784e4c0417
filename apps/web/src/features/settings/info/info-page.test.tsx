import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const store = aLocation({ id: '5', name: 'Flagship Store', country: 'USA' });
const checklist = {
  items: [
    { key: 'business_hours', done: true, applicable: true },
    { key: 'floor_plan', done: false, applicable: true },
    { key: 'sensors_reporting', done: false, applicable: true },
    { key: 'door_counters', done: false, applicable: false },
    { key: 'invited_users', done: true, applicable: true },
  ],
};

function openInfo(permissions: string) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(store, permissions),
    'GET /api/system/locations/5/checklist': { body: checklist },
    'GET /api/system/timezones': { body: [{ id: 'America/New_York', offset: '-05:00' }] },
    'PUT /api/system/locations/5': (init) =>
      Response.json({ data: { ...store, ...(JSON.parse(String(init?.body)) as object) } }),
  });
  renderApp('/main/settings/5/info');
  return fetchMock;
}

describe('the location info page', () => {
  it('shows the setup checklist with what is missing and where to set it up', async () => {
    openInfo('locations_view,locations_floorplan_view');
    const list = within(
      (await screen.findByRole('heading', { name: 'Setup checklist' })).closest(
        'section',
      ) as HTMLElement,
    );
    expect(await list.findByText('Still to set up: 2')).toBeTruthy();
    expect(list.getByRole('link', { name: 'Set up: Floor plan' })).toHaveProperty(
      'pathname',
      '/main/settings/5/floor-plans',
    );
    // No sensors permission: the item is shown, without a link.
    expect(list.getByText('Sensors reporting')).toBeTruthy();
    expect(list.queryByRole('link', { name: 'Set up: Sensors reporting' })).toBeNull();
    expect(list.getByText('Not needed for this location')).toBeTruthy();
  });

  it('saves the edited details', async () => {
    const fetchMock = openInfo('locations_view,locations_edit');
    // The details form comes first; the definitions section below has a Save of its own.
    const saveDetails = () => screen.getAllByRole('button', { name: 'Save' })[0]!;
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(screen.getByRole('textbox', { name: /^Type/ })).toHaveProperty('readOnly', true);
    await userEvent.clear(name);
    await userEvent.click(saveDetails());
    expect(screen.getByText('Name is empty')).toBeTruthy();
    await userEvent.type(name, 'Harbour Store ');
    await userEvent.click(screen.getByRole('checkbox', { name: /Featured location/ }));
    await userEvent.click(saveDetails());
    await waitFor(() => expect(screen.getByText('Your changes were saved.')).toBeTruthy());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: 'Harbour Store',
      service: 'PLUS',
      addon: 'none',
      address: null,
      timezone: 'America/New_York',
      country: 'USA',
      featured: true,
    });
  });

  it('is read-only without locations_edit', async () => {
    openInfo('locations_view');
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
