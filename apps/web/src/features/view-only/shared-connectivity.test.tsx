import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLocation } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { connectivityFixture } from '../../test/connectivity-fixture';

describe('the shared connectivity page', () => {
  it('lists the gateways with their state in words and warns about gaps', async () => {
    const path = '/view-only/connectivity?token=share-tok&location=5';
    const fetchMock = mockApi({
      'GET /api/v1/locations/5': { body: aLocation({ id: '5' }) },
      'GET /api/v1/locations/5/connectivity': { body: connectivityFixture },
    });
    window.history.replaceState(null, '', path);
    renderApp(path);

    expect(await screen.findByText('Gateways (2)')).toBeTruthy();
    expect(screen.getByText('Offline')).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.getByText('Gaps in the data (2)')).toBeTruthy();
    expect(
      screen.getByText(/^GW-0002: Mar 2, 11:00 AM – Mar 2, 01:00 PM \(2 h without data\)$/),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Uptime per hour' })).toBeTruthy();
    const url = fetchMock.mock.calls
      .map(([call]) => String(call))
      .find((call) => call.includes('/connectivity'));
    expect(url).toMatch(/granularity=hour/);
  });

  it("shows the organisation's MQTT broker and the location's last message through it", async () => {
    const path = '/view-only/connectivity?token=share-tok&location=5';
    const lastMessage = new Date(Date.now() - 3 * 60_000).toISOString();
    mockApi({
      'GET /api/v1/locations/5': { body: aLocation({ id: '5' }) },
      'GET /api/v1/locations/5/connectivity': {
        body: {
          ...connectivityFixture,
          gateways: [],
          mqtt: { state: 'connected', last_message_at: lastMessage },
        },
      },
    });
    window.history.replaceState(null, '', path);
    renderApp(path);
    const broker = await screen.findByRole('region', { name: 'MQTT broker' });
    expect(broker.textContent).toContain('Connected');
    expect(broker.textContent).toContain('Last message for this location 3 minutes ago');
    // A location with door counters only: the broker line, then no gateways.
    expect(screen.getByText(/no gateway/i)).toBeTruthy();
  });

  it('says which days are still being computed, and asks again until they are done', async () => {
    const path = '/view-only/connectivity?token=share-tok&location=5';
    let pending = 2;
    const answer = () => {
      const body = {
        ...connectivityFixture,
        completeness: { ...connectivityFixture.completeness, pending_days: pending },
      };
      // The pipeline finishes after the first answer.
      pending = 0;
      return new Response(JSON.stringify({ data: body }), {
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const fetchMock = mockApi({
      'GET /api/v1/locations/5': { body: aLocation({ id: '5' }) },
      'GET /api/v1/locations/5/connectivity': answer,
    });
    window.history.replaceState(null, '', path);
    renderApp(path);
    expect(await screen.findByText(/^Still computing 2 days of the dates shown here/)).toBeTruthy();
    // Asked again by itself (every 5 s): the notice goes once the days are done.
    await waitFor(() => expect(screen.queryByText(/^Still computing/)).toBeNull(), {
      timeout: 8_000,
    });
    const asked = fetchMock.mock.calls.filter(([url]) => String(url).includes('/connectivity'));
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('The figures on this page are up to date.')).toBeTruthy();
  }, 15_000);
});
