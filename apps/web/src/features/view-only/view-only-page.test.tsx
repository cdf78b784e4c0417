import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLogoutNavigator } from '../../lib/session/logout';
import { getStoredToken, storeSession } from '../../lib/session/session-store';
import { hasGlobalApiError } from '../../lib/http/global-api-error';
import { aLocation } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

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
    });
    visit(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Heatmaps' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Expo Hall' })).toBeTruthy();
    expect(screen.getByText('Live Events')).toBeTruthy();
    expect(screen.getByText('Read-only view')).toBeTruthy();
    expect(screen.getByText(/Link valid until/)).toBeTruthy();
    expect(screen.getByText(/once the sensor data is processed/)).toBeTruthy();
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer share-tok');
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
