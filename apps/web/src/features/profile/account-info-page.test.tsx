import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../lib/session/session-store';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const profile = {
  id: '1',
  email: 'dana@example.com',
  first_name: 'Dana',
  last_name: 'Demo',
  locale: 'fr',
  corporation_id: '1',
  role: 'owner',
};

describe('the account page', () => {
  it('signs the account out everywhere else and says how many sessions ended', async () => {
    storeSession('session-token', Date.now());
    const fetchMock = mockApi({
      'GET /api/system/myprofile': { body: profile },
      'POST /api/system/myprofile/sign-out-everywhere': { body: { sessions_ended: 2 } },
      'GET /api/v1/locations': { body: [] },
    });
    renderApp('/main/profile/account-info', 'fr');
    const section = await screen.findByRole('region', { name: 'Sessions' }, { timeout: 5_000 });
    await userEvent.click(
      within(section).getByRole('button', { name: 'Se déconnecter partout ailleurs' }),
    );
    expect((await within(section).findByRole('status')).textContent).toBe(
      '2 autres sessions ont été fermées.',
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/sign-out-everywhere') && init?.method === 'POST',
      ),
    ).toBe(true);
  });
});
