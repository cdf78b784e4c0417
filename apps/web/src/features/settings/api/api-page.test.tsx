import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const FULL_KEY = 'ffk_live_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const MASKED = {
  api_key: 'ffk_live_••••b1a0',
  masked: true,
  created_at: '2030-01-02T09:30:00.000Z',
};
const MERAKI_URL = 'https://footfall.example/api/v1/ingest/meraki/5';
const API_PERMISSIONS = 'locations_view,corporations_api_view,corporations_api_edit,reports_edit';

function openApiPage(permissions = API_PERMISSIONS) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(aLocation({ id: '5' }), permissions),
    'GET /api/system/locations/5/api-key': { body: MASKED },
    'PUT /api/system/locations/5/api-key': {
      body: { api_key: FULL_KEY, masked: false, created_at: '2030-02-01T08:00:00.000Z' },
    },
    'GET /api/system/locations/5/meraki': {
      body: { receiver_url: MERAKI_URL, validator: null, last_post_at: null },
    },
    'PUT /api/system/locations/5/meraki': {
      body: { receiver_url: MERAKI_URL, validator: 'da6a17c407bb11df', last_post_at: null },
    },
    'POST /api/v1/locations/5/token': {
      status: 201,
      body: { token: 'share-tok', expires_at: '2030-02-08T08:00:00.000Z', location_id: '5' },
    },
  });
  const view = renderApp('/main/settings/5/api');
  return { ...view, fetchMock };
}

describe('the API settings page', () => {
  it('shows the masked key and its creation date', async () => {
    openApiPage();
    expect((await screen.findByTestId('masked-api-key')).textContent).toBe(MASKED.api_key);
    expect(screen.getByText(/^Created /)).toBeTruthy();
  });

  it('rotates the key after confirmation and shows the full key only once', async () => {
    const { fetchMock, router } = openApiPage();
    await screen.findByTestId('masked-api-key');
    await userEvent.click(screen.getByRole('button', { name: 'Rotate key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the API key?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate key' }));

    expect(await screen.findByDisplayValue(FULL_KEY)).toBeTruthy();
    expect(screen.getByText(/It will not be shown again/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy API key' })).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ api_key: 'new' });

    // Leaving the page and coming back shows the masked key again.
    await router.navigate('/main/settings/5/info');
    await screen.findByRole('heading', { level: 1, name: 'Location info and checklist' });
    await router.navigate('/main/settings/5/api');
    expect((await screen.findByTestId('masked-api-key')).textContent).toBe(MASKED.api_key);
    expect(screen.queryByDisplayValue(FULL_KEY)).toBeNull();
  });

  it('hides the full key once the user has copied it', async () => {
    openApiPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Rotate key' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    await userEvent.click(await screen.findByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByDisplayValue(FULL_KEY)).toBeNull();
    expect(await screen.findByTestId('masked-api-key')).toBeTruthy();
  });

  it('shows the Meraki post URL and saves the validator Meraki shows', async () => {
    const { fetchMock } = openApiPage();
    expect(await screen.findByDisplayValue(MERAKI_URL)).toBeTruthy();
    expect(screen.getByTestId('meraki-last-post').textContent).toBe(
      'No post received from Meraki yet.',
    );
    const save = screen.getByRole('button', { name: 'Save validator' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Validator'), ' da6a17c407bb11df ');
    await userEvent.click(save);
    expect(await screen.findByText(/Validator saved/)).toBeTruthy();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/meraki') && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ validator: 'da6a17c407bb11df' });
    expect(screen.getByLabelText('Validator')).toHaveProperty('value', 'da6a17c407bb11df');
  });

  it('offers no rotation without corporations_api_edit and no sharing without reports_edit', async () => {
    openApiPage('locations_view,corporations_api_view');
    await screen.findByTestId('masked-api-key');
    expect(screen.queryByRole('button', { name: 'Rotate key' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create links' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save validator' })).toBeNull();
  });

  it('creates read-only share links for the chosen number of days', async () => {
    const { fetchMock } = openApiPage();
    const days = await screen.findByRole('textbox', { name: 'Days' });
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Create links' }));

    const journey = await screen.findByRole('textbox', { name: 'Customer journey' });
    const url = new URL((journey as HTMLInputElement).value);
    expect(url.pathname).toBe('/view-only/journey');
    expect(url.searchParams.get('token')).toBe('share-tok');
    expect(url.searchParams.get('location')).toBe('5');
    expect(screen.getByRole('textbox', { name: 'Heatmaps' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Connectivity' })).toBeTruthy();
    expect(screen.getByText(/These links work until/)).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/v1/locations/5/token');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ expires_in_days: 14 });
  });

  it('refuses zero days and more days than a share may last', async () => {
    const { fetchMock } = openApiPage();
    const days = await screen.findByRole('textbox', { name: 'Days' });
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create links' }));
    await waitFor(() => expect(screen.getByText('Days is not positive')).toBeTruthy());
    await userEvent.clear(days);
    await userEvent.type(days, '91');
    await userEvent.click(screen.getByRole('button', { name: 'Create links' }));
    expect(screen.getByText('Days must be at most 90')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/token'))).toBe(false);
  });
});
