import type { NotificationSetting } from '@footfall/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const setting = (overrides: Partial<NotificationSetting>): NotificationSetting => ({
  user_id: '1',
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  alerts: { sensor_offline: true, daily_summary: false, traffic_drop: false },
  by_email: true,
  webhook_url: null,
  is_you: true,
  ...overrides,
});
const rows = [
  setting({
    user_id: '2',
    email: 'bo@example.com',
    first_name: 'Bo',
    last_name: 'Diaz',
    is_you: false,
  }),
  setting({}),
];

function openPage(permissions: string) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(aLocation({ id: '5' }), permissions),
    'GET /api/system/locations/5/notifications': { body: rows },
    'PUT /api/system/locations/5/notifications/1': (init) =>
      Response.json({
        data: { ...rows[1], ...(JSON.parse(String(init?.body)) as object) },
      }),
  });
  renderApp('/main/settings/5/notifications');
  return fetchMock;
}

const section = async (name: RegExp) => within(await screen.findByRole('region', { name }));

describe('the notifications settings page', () => {
  it('lets you edit only your own alerts unless you manage users', async () => {
    openPage('locations_view');
    const mine = await section(/^Ann Lee.*\(you\)$/);
    expect(mine.getByRole('checkbox', { name: 'Sensor offline' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(mine.getByRole('button', { name: 'Save the alerts of Ann Lee' })).toBeTruthy();
    const theirs = await section(/^Bo Diaz$/);
    expect(theirs.getByRole('checkbox', { name: 'Sensor offline' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(theirs.queryByRole('button', { name: /^Save/ })).toBeNull();
  });

  it("lets a manager edit everyone's alerts", async () => {
    openPage('locations_view,locations_users_view,locations_users_invite');
    const theirs = await section(/^Bo Diaz$/);
    expect(theirs.getByRole('checkbox', { name: 'Traffic drop' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('checks the webhook address, then saves the row', async () => {
    const fetchMock = openPage('locations_view');
    const mine = await section(/^Ann Lee.*\(you\)$/);
    await userEvent.click(mine.getByRole('checkbox', { name: 'Traffic drop' }));
    await userEvent.click(mine.getByRole('switch', { name: 'Send by email' }));
    const url = mine.getByRole('textbox', { name: 'Webhook URL' });
    await userEvent.type(url, 'hooks.example.com');
    await userEvent.click(mine.getByRole('button', { name: 'Save the alerts of Ann Lee' }));
    expect(mine.getByText('Webhook URL is not valid')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.example.com/ff');
    await userEvent.click(mine.getByRole('button', { name: 'Save the alerts of Ann Lee' }));
    await waitFor(() => expect(mine.getByText('Your changes were saved.')).toBeTruthy());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      alerts: { sensor_offline: true, daily_summary: false, traffic_drop: true },
      by_email: false,
      webhook_url: 'https://hooks.example.com/ff',
    });
  });
});
