import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cancelScheduledLogout } from '../../../lib/session/logout-timer';
import { getStoredToken } from '../../../lib/session/session-store';
import { hasGlobalApiError } from '../../../lib/http/global-api-error';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const CODE = 'invite-code-0123456789abcdef';
const BASE = `/api/system/invites/${CODE}`;

const details = {
  email: 'new.colleague@example.com',
  corporation: 'Acme Retail',
  location: 'Flagship Store',
  role: 'analyst',
  expires_at: '2030-01-01T00:00:00.000Z',
};

function error(status: number, type: string, message: string, fields?: Record<string, string>) {
  return {
    status,
    body: { meta: { code: status, error_type: type, error_message: message, fields } },
  };
}

function inviteApi(register: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    ...shellAnswers(aLocation(), 'locations_view'),
    [`GET ${BASE}`]: { body: details },
    [`POST ${BASE}/digitscode`]: { body: { sent: true, expires_in: 600 } },
    [`GET ${BASE}/digitscode`]: { body: { valid: true } },
    [`PUT ${BASE}`]: register,
  });
}

async function reachRegistration() {
  const view = renderApp(`/sign-up?invite=${CODE}`);
  expect(
    await screen.findByText('You were invited to Acme Retail (Flagship Store) as Analyst.'),
  ).toBeTruthy();
  expect(screen.getByDisplayValue('new.colleague@example.com')).toHaveProperty('readOnly', true);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await userEvent.type(await screen.findByRole('textbox', { name: /^Code/ }), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Check code' }));
  await userEvent.type(await screen.findByRole('textbox', { name: /^First name/ }), ' Nia ');
  await userEvent.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Park');
  await userEvent.type(screen.getByLabelText(/^Password/), 'long enough pw');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  return view;
}

afterEach(cancelScheduledLogout);

describe('accepting an invitation', () => {
  it('sends the code, checks it, registers, signs in, refreshes the locations and opens /main', async () => {
    const fetchMock = inviteApi({ body: { access_token: 'invitee-token', expires_in: 35000 } });
    const { router } = await reachRegistration();

    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    expect(getStoredToken()).toBe('invitee-token');
    const calls = fetchMock.mock.calls.map(
      ([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`,
    );
    const order = [
      `POST ${BASE}/digitscode`,
      `GET ${BASE}/digitscode?digits=123456`,
      `PUT ${BASE}`,
      'GET /api/v1/locations',
    ].map((call) => calls.indexOf(call));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      command: 'register',
      digits: '123456',
      first_name: 'Nia',
      last_name: 'Park',
      password: 'long enough pw',
    });
  });

  it('fails with "Registering error" and the status as code when registering is not a 200', async () => {
    inviteApi(error(409, 'ConflictException', 'An account with this email already exists'));
    const { router } = await reachRegistration();
    expect((await screen.findByRole('alert')).textContent).toBe('Registering error (code 409)');
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(getStoredToken()).toBeNull();
  });

  it('treats a success status other than 200 as a registering error too', async () => {
    inviteApi(() => Response.json({ data: { access_token: 't', expires_in: 1 } }, { status: 201 }));
    await reachRegistration();
    expect((await screen.findByRole('alert')).textContent).toBe('Registering error (code 201)');
    expect(getStoredToken()).toBeNull();
  });

  it('shows a wrong code under the field, without the global error screen', async () => {
    mockApi({
      [`GET ${BASE}`]: { body: details },
      [`POST ${BASE}/digitscode`]: { body: { sent: true, expires_in: 600 } },
      [`GET ${BASE}/digitscode`]: error(400, 'ValidationException', 'Code is not valid', {
        digits: 'The code is wrong or expired',
      }),
    });
    renderApp(`/sign-up?invite=${CODE}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    const input = await screen.findByRole('textbox', { name: /^Code/ });
    await userEvent.type(input, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(screen.getByText('Code is not valid')).toBeTruthy();
    await userEvent.type(input, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('The code is wrong or expired')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(hasGlobalApiError()).toBe(false);
    expect(screen.queryByRole('textbox', { name: /^First name/ })).toBeNull();
  });

  it('explains an unknown or expired invitation and links to login', async () => {
    mockApi({});
    renderApp(`/sign-up?invite=${CODE}`);
    expect(await screen.findByText(/This invitation is unknown/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveProperty('pathname', '/login');
    expect(hasGlobalApiError()).toBe(false);
  });

  it('gives the wait when too many codes were asked for, and lets a code already mailed be used', async () => {
    mockApi({
      [`GET ${BASE}`]: { body: details },
      [`POST ${BASE}/digitscode`]: () =>
        Response.json(
          { meta: { code: 429, error_type: 'RateLimitException', error_message: 'Slow down' } },
          { status: 429, headers: { 'Retry-After': '45' } },
        ),
      [`GET ${BASE}/digitscode`]: { body: { valid: true } },
    });
    renderApp(`/sign-up?invite=${CODE}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Too many codes were requested. Try again in 45 seconds.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'I already have a code' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Code/ }), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByRole('textbox', { name: /^First name/ })).toBeTruthy();
  });
});
