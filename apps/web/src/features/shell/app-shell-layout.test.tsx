import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLogoutNavigator } from '../../lib/session/logout';
import { getStoredToken, storeSession } from '../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../test/fixtures';
import { mediaQueries } from '../../test/media-queries';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { aDoorCounter, aFootTraffic } from '../overview/overview-test-data';

const store = aLocation({ id: '5', name: 'Flagship Store', type: 'RETAIL' });
const mall = aLocation({ id: '7', name: null, type: 'MALL', featured: true, service: 'ZERO' });

function openShell(locations = [store, mall]) {
  storeSession('token', Date.now());
  const answers = shellAnswers(store, 'locations_view');
  return mockApi({
    ...answers,
    'GET /api/v1/locations': { body: locations },
    'GET /api/system/locations/7/user-permissions': { body: { permissions: '', role: 'viewer' } },
    'POST /api/logout': { body: null },
    // The overview's figures and folder filter.
    'GET /api/v1/locations/5/foot-traffic': { body: aFootTraffic({ visitors: 10, walk_bys: 30 }) },
    'GET /api/v1/locations/5/door-counter': { body: aDoorCounter(12) },
    'GET /api/system/corporations/1/folders': { body: [] },
  });
}

describe('the app shell', () => {
  it('keeps the language out of the header on a phone and offers it, labelled, in the navigation', async () => {
    // A phone-sized window: Mantine's media query for the sm breakpoint matches.
    vi.stubGlobal(
      'matchMedia',
      mediaQueries((query) => query.includes('47.99em')),
    );
    openShell();
    renderApp('/main');
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(navigation).findByLabelText('Language')).toBeTruthy();
    expect(screen.getAllByRole('combobox', { name: 'Language' })).toHaveLength(1);
  });

  it("shows the corporation's name and the user's locations", async () => {
    openShell();
    renderApp('/main');
    expect(await screen.findByTestId('corporation-name')).toHaveProperty(
      'textContent',
      'Acme Retail',
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Flagship Store' })).toBeTruthy();
    // A missing name shows as N/A; labels come from the catalogue.
    expect(within(table).getByRole('rowheader', { name: 'N/A' })).toBeTruthy();
    expect(within(table).getByText('add-on only')).toBeTruthy();
    expect(
      within(table).getByRole('link', { name: 'Open dashboard of Flagship Store' }),
    ).toHaveProperty('pathname', '/main/dashboard/5/retail');
  });

  it("names the selected location's organisation for someone invited to another one", async () => {
    const invitedTo = aLocation({
      id: '9',
      name: 'Partner Store',
      corporation: 'Partner Corp',
      featured: true,
    });
    openShell([invitedTo]);
    renderApp('/main');
    await waitFor(() =>
      expect(screen.getByTestId('corporation-name').textContent).toBe('Partner Corp'),
    );
  });

  it('selects the first featured location and explains that a mall has no dashboard', async () => {
    openShell();
    renderApp('/main');
    const picker = await screen.findByRole('textbox', { name: 'Location' });
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('N/A'));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('Malls have no dashboard.')).toBeTruthy();
    // The dashboard item is a link that cannot be followed, and says so.
    const dashboard = within(nav).getByRole('link', { name: /^Dashboard/ });
    expect(dashboard.getAttribute('aria-disabled')).toBe('true');
    expect(dashboard.getAttribute('href')).toBeNull();
    // No locations_ permission for the mall: no settings link.
    await waitFor(() => expect(within(nav).queryByText('Settings')).toBeNull());
  });

  it('follows the location of the URL', async () => {
    openShell();
    renderApp('/main/dashboard/5/retail');
    const picker = await screen.findByRole('textbox', { name: 'Location' });
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('Flagship Store'));
    expect(await screen.findByRole('heading', { level: 1, name: /^Retail home/ })).toBeTruthy();
  });

  it('shows an empty state without locations', async () => {
    openShell([]);
    renderApp('/main');
    expect(await screen.findByText('You have no locations yet.')).toBeTruthy();
  });

  it('logs out from the user menu: revokes the token, clears the session, goes to /', async () => {
    const fetchMock = openShell();
    const paths: string[] = [];
    setLogoutNavigator((path) => paths.push(path));
    renderApp('/main');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(paths).toEqual(['/']));
    expect(getStoredToken()).toBeNull();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/logout' && init?.method === 'POST'),
    ).toBe(true);
  });
});
