import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLogoutNavigator } from '../../lib/session/logout';
import { getStoredToken, storeSession } from '../../lib/session/session-store';
import { hasGlobalApiError } from '../../lib/http/global-api-error';
import { aLocation } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const meta = {
  range: {
    start_date: '2026-03-01',
    end_date: '2026-03-30',
    days: 30,
    time_zone: 'Europe/Paris',
    granularity: 'day',
    business_hours: false,
    area_id: null,
  },
  completeness: {
    gateways_connected: 1,
    gateways_reporting: 1,
    hours_in_range: 720,
    hours_without_data: 0,
    pending_days: 0,
    note: '',
  },
  unavailable: [],
};
const heatmapPage = { ...meta, cell_m: 1, floor_plans: [], cells: [] };

const PAGE = '/view-only/heatmap?token=share-tok&location=5&expires=2030-02-08T08:00:00.000Z';

// The HTTP client reads the page token from the browser's address, as a real visit would.
function visit(path: string) {
  window.history.replaceState(null, '', path);
  return renderApp(path);
}

describe('a shared read-only view', () => {
  it('shows the location with the page token, without a session', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/locations/5': { body: aLocation({ id: '5', name: 'Expo Hall', type: 'XM' }) },
      'GET /api/v1/locations/5/heatmap': () =>
        new Response(JSON.stringify({ data: heatmapPage, next_url: null }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      'GET /api/v1/locations/5/floor-plan': {
        body: { floor_plan: null, sensors: [], door_counters: [], areas: [] },
      },
    });
    visit(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Heatmaps' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Expo Hall' })).toBeTruthy();
    expect(screen.getByText('Live Events')).toBeTruthy();
    expect(screen.getByText('Read-only view')).toBeTruthy();
    expect(screen.getByText(/Link valid until/)).toBeTruthy();
    expect(await screen.findByText(/This location has no floor plan yet/)).toBeTruthy();
    // Read-only: no link to the floor plan settings.
    expect(screen.queryByRole('link', { name: 'Add a floor plan' })).toBeNull();
    for (const [, init] of fetchMock.mock.calls) {
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer share-tok');
    }
    const heatmapCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/heatmap'));
    expect(String(heatmapCall?.[0])).toMatch(/start_date=\d{4}-\d{2}-\d{2}/);
  });

  it('draws the shared customer journey', async () => {
    mockApi({
      'GET /api/v1/locations/5': { body: aLocation({ id: '5', name: 'Paris Opéra Store' }) },
      'GET /api/v1/locations/5/interactions': {
        body: {
          ...meta,
          areas: [
            { area_id: 1, name: 'Shoes' },
            { area_id: 2, name: 'Bags' },
          ],
          transitions: [
            { from_area_id: 1, to_area_id: 2, count: 6 },
            { from_area_id: 2, to_area_id: 1, count: 3 },
          ],
        },
      },
    });
    visit('/view-only/journey?token=share-tok&location=5');
    expect(await screen.findByRole('heading', { level: 3, name: 'Customer journey' })).toBeTruthy();
    expect(await screen.findByText('Transitions: 9')).toBeTruthy();
  });

  it.each([
    [401, 'AuthenticationException'],
    [400, 'OAuthException'],
  ])('explains a refused token (%i) instead of logging out', async (status, errorType) => {
    const navigate = vi.fn();
    setLogoutNavigator(navigate);
    storeSession('someone-else', Date.now());
    mockApi({
      'GET /api/v1/locations/5': {
        status,
        body: { meta: { code: status, error_type: errorType, error_message: 'Token refused' } },
      },
    });
    const { router } = visit(PAGE);
    expect(await screen.findByText(/This link has expired or is no longer valid/)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(getStoredToken()).toBe('someone-else');
    expect(router.state.location.pathname).toBe('/view-only/heatmap');
    expect(hasGlobalApiError()).toBe(false);
  });

  it('says when a link is incomplete, without calling the server', async () => {
    const fetchMock = mockApi({});
    visit('/view-only/journey?token=share-tok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer journey' })).toBeTruthy();
    expect(screen.getByText(/This link is incomplete/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is translated', async () => {
    mockApi({ 'GET /api/v1/locations/5': { body: aLocation({ id: '5' }) } });
    window.history.replaceState(null, '', PAGE);
    renderApp(PAGE, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mapas de calor' })).toBeTruthy();
    expect(await screen.findByText('Vista de solo lectura')).toBeTruthy();
  });
});
