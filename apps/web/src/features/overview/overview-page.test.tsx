import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { aDoorCounter, aFootTraffic } from './overview-test-data';

const flagship = aLocation({ id: '5', name: 'Flagship Store', folder_id: '20' });
const kiosk = aLocation({
  id: '6',
  name: 'Corner Kiosk',
  service: 'LITE',
  services: { service: 'LITE', tag_services: [], sensor_services: ['FOOTTRAFFIC'] },
});
const booth = aLocation({ id: '8', name: 'Expo Booth', type: 'XM', folder_id: '21' });

function openOverview(path = '/main') {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(flagship, 'locations_view'),
    'GET /api/v1/locations': { body: [flagship, kiosk, booth] },
    'GET /api/system/corporations/1/folders': {
      body: [
        { id: '20', name: 'North', parent_id: '0', corporation_id: '1' },
        { id: '21', name: 'Events', parent_id: '20', corporation_id: '1' },
      ],
    },
    'GET /api/v1/locations/5/foot-traffic': {
      body: aFootTraffic(
        { visitors: 1200, walk_bys: 3600, capture_rate: 0.25 },
        { current: 40, previous: 32 },
      ),
    },
    'GET /api/v1/locations/5/door-counter': { body: aDoorCounter(1500) },
    'GET /api/v1/locations/6/foot-traffic': {
      body: aFootTraffic({ visitors: null, walk_bys: 900 }),
    },
    'GET /api/v1/locations/8/foot-traffic': {
      body: aFootTraffic(
        { visitors: 300, walk_bys: 700, capture_rate: 0.3 },
        { current: 10, previous: 20 },
      ),
    },
    'GET /api/v1/locations/8/door-counter': { body: aDoorCounter(310) },
  });
  const view = renderApp(path);
  return { fetchMock, ...view };
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the main dashboard', () => {
  it('shows every location with its figures for the last 30 days and a link to its dashboard', async () => {
    const { fetchMock } = openOverview();
    const table = await screen.findByRole('table', { name: /last 30 days/ });
    const flagshipRow = within(table).getByRole('rowheader', {
      name: 'Flagship Store',
    }).parentElement!;
    await waitFor(() => expect(within(flagshipRow).getByText('1,200')).toBeTruthy());
    expect(within(flagshipRow).getByText('25%')).toBeTruthy();
    expect(within(flagshipRow).getByText('1,500')).toBeTruthy();
    expect(within(flagshipRow).getByText('Up 25.0%')).toBeTruthy();
    expect(within(flagshipRow).getByText('North')).toBeTruthy();
    // Visitors carry their band, walk-ins say they are counted; walk-bys and the rate neither.
    expect(
      within(flagshipRow)
        .getAllByRole('button')
        .map((marker) => marker.getAttribute('aria-label')),
    ).toEqual(['±35%: how accurate this estimate is', 'Counted: about this figure']);
    expect(
      within(table).getByRole('link', { name: 'Open dashboard of Expo Booth' }),
    ).toHaveProperty('pathname', '/main/dashboard/8/xm');
    // The LITE kiosk: walk-bys, and the reasons for what its tier lacks; no door-counter call.
    const kioskRow = within(table).getByRole('rowheader', { name: 'Corner Kiosk' }).parentElement!;
    expect(within(kioskRow).getByText('900')).toBeTruthy();
    expect(within(kioskRow).getAllByText('Visitor metrics need the Plus tier')).toHaveLength(3);
    expect(
      within(kioskRow).getByText('Walk-ins need a door counter (tag service DOORCOUNTER)'),
    ).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((url) => url.startsWith('/api/v1/locations/6/door-counter'))).toBe(false);
    expect(urls.find((url) => url.startsWith('/api/v1/locations/5/foot-traffic'))).toMatch(
      /compare=1/,
    );
    // The totals of the listed locations.
    const totals = screen.getByRole('region', { name: 'Totals of the locations listed' });
    expect(within(totals).getByText('1,500')).toBeTruthy(); // visitors 1,200 + 300
  });

  it('sorts by a column, biggest first, and keeps the sort in the URL', async () => {
    const { router } = openOverview();
    const table = await screen.findByRole('table', { name: /last 30 days/ });
    expect(rowNames(table)).toEqual(['Corner Kiosk', 'Expo Booth', 'Flagship Store']);
    await screen.findAllByText('1,200');
    await userEvent.click(within(table).getByRole('button', { name: /Visitors/ }));
    await waitFor(() =>
      expect(rowNames(table)).toEqual(['Flagship Store', 'Expo Booth', 'Corner Kiosk']),
    );
    expect(within(table).getByRole('columnheader', { name: /Visitors/ })).toHaveProperty(
      'ariaSort',
      'descending',
    );
    expect(router.state.location.search).toBe('?sort=visitors&dir=desc');
  });

  it('filters by folder (with the folders below it), type and name', async () => {
    openOverview('/main?folder=20');
    const table = await screen.findByRole('table', { name: /last 30 days/ });
    await waitFor(() => expect(rowNames(table)).toEqual(['Expo Booth', 'Flagship Store']));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rowNames(table)).toHaveLength(3));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'kiosk');
    await waitFor(() => expect(rowNames(table)).toEqual(['Corner Kiosk']));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No location matches these filters.')).toBeTruthy();
  });

  it('asks for the last 7 days when that range is chosen', async () => {
    const { fetchMock } = openOverview('/main?days=7');
    expect(await screen.findByRole('table', { name: /last 7 days/ })).toBeTruthy();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).includes('/api/v1/locations/8/foot-traffic'),
        ),
      ).toBe(true),
    );
    const url = new URL(
      String(fetchMock.mock.calls.find(([call]) => String(call).includes('8/foot-traffic'))![0]),
      window.location.origin,
    );
    const start = Date.parse(url.searchParams.get('start_date')!);
    const end = Date.parse(url.searchParams.get('end_date')!);
    expect((end - start) / 86_400_000).toBe(6);
    expect(screen.getByText('Trend: visitors compared with the 7 days before.')).toBeTruthy();
  });
});
