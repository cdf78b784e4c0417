import { decryptPassword } from '@footfall/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cancelScheduledLogout } from '../../../lib/session/logout-timer';
import { getStoredToken, saveRedirectPath } from '../../../lib/session/session-store';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const TOKEN_KEY = 'abcdefghijklmnopABCDEFGHIJKLMNOP';

function loginAnswers(secondStep: (body: Record<string, string>) => Response) {
  return mockApi({
    'POST /login': (init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, string>;
      if ('user_name' in body) {
        return Response.json({ data: { token_auth: 'auth-1', token_key: TOKEN_KEY } });
      }
      return secondStep(body);
    },
  });
}

async function submit(email: string, password: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /^Email/ }), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login screen', () => {
  it('runs both steps, encrypting the password with token_key, then opens the saved page', async () => {
    const fetchMock = loginAnswers(() =>
      Response.json({ data: { access_token: 'access-1', expires_in: 35000 } }),
    );
    saveRedirectPath('/main/reports');
    const { router } = renderApp('/login');
    await submit(' dana@example.com ', 'pass word');

    await waitFor(() => expect(router.state.location.pathname).toBe('/main/reports'));
    expect(getStoredToken()).toBe('access-1');
    // Only the login calls: the page it opens starts its own GETs.
    const bodies = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, string>);
    expect(bodies[0]).toEqual({ user_name: 'dana@example.com' });
    expect(bodies[1]?.token_auth).toBe('auth-1');
    await expect(decryptPassword(bodies[1]?.user_pwde ?? '', TOKEN_KEY)).resolves.toBe('pass word');
    cancelScheduledLogout();
  });

  it('tells a wrong password apart and stays on the page without logging out', async () => {
    loginAnswers(() =>
      Response.json(
        { meta: { code: 401, error_type: 'AuthenticationException', error_message: 'No' } },
        { status: 401 },
      ),
    );
    const { router } = renderApp('/login');
    await submit('dana@example.com', 'wrong');
    expect(await screen.findByText('The email or password is incorrect.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the wait of a throttled login', async () => {
    loginAnswers(() =>
      Response.json(
        { meta: { code: 429, error_type: 'RateLimitException', error_message: 'Slow down' } },
        { status: 429, headers: { 'Retry-After': '30' } },
      ),
    );
    renderApp('/login');
    await submit('dana@example.com', 'whatever');
    expect(
      await screen.findByText('Too many login attempts. Try again in 30 seconds.'),
    ).toBeTruthy();
  });

  it('shows a demo server its sign-in and fills the form with it', async () => {
    mockApi({
      'GET /api/system/demo-login': {
        body: { email: 'demo@footfall.dev', password: 'footfall-demo' },
      },
    });
    renderApp('/login');
    expect(
      await screen.findByText(
        'Sign in to the demo organisation as demo@footfall.dev with the password footfall-demo.',
      ),
    ).toBeTruthy();
    // A note, not an alert: a failed login's message stays the page's one alert.
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Use the demo login' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Email/ }).value).toBe(
      'demo@footfall.dev',
    );
    expect(screen.getByLabelText<HTMLInputElement>(/^Password/).value).toBe('footfall-demo');
  });

  it('says nothing of a demo on other servers', async () => {
    const fetchMock = loginAnswers(() =>
      Response.json({ data: { access_token: 'a', expires_in: 35000 } }),
    );
    const fetchCalls = (call: string) =>
      fetchMock.mock.calls.filter(
        ([url, init]) =>
          `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}` === call,
      ).length;
    renderApp('/login');
    await screen.findByRole('textbox', { name: /^Email/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Demo server')).toBeNull();
    // The demo question's 404 is an answer: no error screen, no logout.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchCalls('GET /api/system/demo-login')).toBe(1);
  });
});
