import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../lib/session/session-store';
import { aCorporation, aLocation, aProfile } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const created = aLocation({ id: '42', name: 'Harbour Store', type: 'RETAIL' });

function answers(post: Parameters<typeof mockApi>[0][string]) {
  storeSession('token', Date.now());
  return mockApi({
    'GET /api/system/myprofile': { body: aProfile },
    'GET /api/system/corporations': { body: [aCorporation] },
    'GET /api/system/corporations/1/folders': {
      body: [{ id: '3', name: 'North', parent_id: '0', corporation_id: '1' }],
    },
    'GET /api/v1/locations': { body: [] },
    'GET /api/v1/locations/42': { body: created },
    'GET /api/system/locations/42/user-permissions': {
      body: { permissions: 'locations_view', role: 'viewer' },
    },
    'GET /api/system/locations/42/checklist': { body: { items: [] } },
    'GET /api/system/timezones': {
      body: [
        { id: 'Europe/London', offset: '+00:00' },
        { id: 'UTC', offset: '+00:00' },
      ],
    },
    'POST /api/system/locations': post,
  });
}

async function openForm() {
  const view = renderApp('/add-location');
  await screen.findByRole('heading', { level: 1, name: 'Add location' });
  return view;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add location' }));

// A Mantine Select: open it by its label and click the option.
async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('the add-location form', () => {
  it('shows the core validation messages under the fields and sends nothing', async () => {
    const fetchMock = answers({ status: 201, body: created });
    await openForm();
    await submit();
    expect(screen.getByText('Name is empty')).toBeTruthy();
    expect(screen.getByText('Type is empty')).toBeTruthy();
    expect(screen.getByText('Service tier is empty')).toBeTruthy();
    expect(screen.getByText('Country is empty')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('rejects a country that is not three letters', async () => {
    answers({ status: 201, body: created });
    await openForm();
    await userEvent.type(screen.getByRole('combobox', { name: /^Country/ }), 'uk');
    await submit();
    expect(screen.getByText('Country is not valid')).toBeTruthy();
  });

  it('creates the location and opens its settings', async () => {
    const fetchMock = answers({ status: 201, body: created });
    const { router } = await openForm();
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), ' Harbour Store ');
    await choose(/^Type/, 'Retail Store');
    await choose(/^Service tier/, 'Plus');
    await userEvent.type(screen.getByRole('combobox', { name: /^Country/ }), 'gbr');
    await choose(/^Time zone/, 'Europe/London (UTC+00:00)');
    await choose(/^Folder/, 'North');
    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/main/settings/42/info'));
    const calls = fetchMock.mock.calls.map(
      ([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`,
    );
    const postAt = calls.indexOf('POST /api/system/locations');
    // The list of locations is asked for again once the new one exists.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .slice(postAt + 1)
          .some(([url, init]) => url === '/api/v1/locations' && (init?.method ?? 'GET') === 'GET'),
      ).toBe(true),
    );
    const post = fetchMock.mock.calls[postAt];
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Harbour Store',
      type: 'RETAIL',
      service: 'PLUS',
      addon: 'none',
      country: 'GBR',
      timezone: 'Europe/London',
      folder_id: '3',
      parent_id: null,
      address: null,
      featured: false,
    });
  });

  it('offers a parent show only for attendee tracking', async () => {
    answers({ status: 201, body: created });
    await openForm();
    expect(screen.queryByRole('textbox', { name: /^Parent location/ })).toBeNull();
    await choose(/^Type/, 'Attendee Tracking');
    expect(screen.getByRole('textbox', { name: /^Parent location/ })).toBeTruthy();
  });

  it('puts the server field messages under the fields', async () => {
    answers({
      status: 400,
      body: {
        meta: {
          code: 400,
          error_type: 'ValidationException',
          error_message: 'Invalid request',
          fields: { timezone: 'Time zone is not valid' },
        },
      },
    });
    await openForm();
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Store');
    await choose(/^Type/, 'Mall');
    await choose(/^Service tier/, 'add-on only');
    await userEvent.type(screen.getByRole('combobox', { name: /^Country/ }), 'USA');
    await choose(/^Time zone/, 'Europe/London (UTC+00:00)');
    await submit();
    const zone = screen.getByRole('textbox', { name: /^Time zone/ });
    const field = zone.closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(await within(field).findByText('Time zone is not valid')).toBeTruthy();
  });
});
