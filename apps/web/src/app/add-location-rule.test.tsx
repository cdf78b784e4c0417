import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetRouteHistory } from '../lib/navigation/route-history';
import { storeSession, takeRedirectPath } from '../lib/session/session-store';
import { renderApp } from '../test/render-app';

beforeEach(resetRouteHistory);

async function settled(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await screen.findByRole('heading', { level: 1 });
  return router.state.location.pathname;
}

describe('the /add-location rule', () => {
  it('redirects to login when there is no token and a previous route exists', async () => {
    const { router } = renderApp('/sign-up');
    expect(await settled(router)).toBe('/sign-up');
    await router.navigate('/add-location');
    expect(await settled(router)).toBe('/login');
    expect(takeRedirectPath()).toBeNull();
  });

  it('redirects a direct load without a token to login and remembers the page', async () => {
    const { router } = renderApp('/add-location');
    expect(await settled(router)).toBe('/login');
    expect(takeRedirectPath()).toBe('/add-location');
  });

  it('opens the add-location screen with a session token', async () => {
    storeSession('token', Date.now());
    const { router } = renderApp('/add-location');
    expect(await settled(router)).toBe('/add-location');
    expect(screen.getByRole('heading', { level: 1, name: 'Add location' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add location' })).toBeTruthy();
  });
});

describe('the other redirects of the route table', () => {
  it('sends / to /login', async () => {
    const { router } = renderApp('/');
    expect(await settled(router)).toBe('/login');
  });

  it('sends /main without a session to login and comes back after it', async () => {
    const { router } = renderApp('/main/reports?x=1');
    expect(await settled(router)).toBe('/login');
    expect(takeRedirectPath()).toBe('/main/reports?x=1');
  });
});
