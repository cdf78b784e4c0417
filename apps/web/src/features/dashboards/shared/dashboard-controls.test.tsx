import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { createI18n } from '../../../i18n/i18n';
import { aLocation } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { DashboardControls } from './dashboard-controls';
import { useDashboardFilters } from './dashboard-filters';

const location = aLocation({ timezone: 'UTC' });
const area = (id: string, name: string, group_id: string | null) => ({
  id,
  location_id: '5',
  name,
  group_id,
  floor_plan_id: null,
  polygon: null,
  booth_location_id: null,
});

function Screen() {
  const value = useDashboardFilters(location);
  return <DashboardControls location={location} value={value} />;
}

function renderControls(search: string, locale: 'en-US' | 'fr' = 'en-US') {
  const router = createMemoryRouter([{ path: '/d', element: <Screen /> }], {
    initialEntries: [`/d${search}`],
  });
  render(
    <Providers queryClient={createQueryClient()} i18n={createI18n(locale)}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('DashboardControls', () => {
  it('shows the range and its comparison, and writes changes to the URL', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 2, 15, 12), toFake: ['Date'] });
    mockApi({
      'GET /api/system/locations/5/user-permissions': {
        body: { permissions: 'locations_view,locations_areas_view', role: 'custom' },
      },
      'GET /api/system/locations/5/areas': {
        body: [area('1', 'Entrance', '7'), area('2', 'Till', null)],
      },
      'GET /api/system/locations/5/areagroups': {
        body: [{ id: '7', location_id: '5', name: 'Front', area_ids: ['1'] }],
      },
    });
    const router = renderControls('?token=t&start=2026-03-01&end=2026-03-07');
    // Written the app's language's way, whatever the browser's.
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('03/01/2026');
    expect(screen.getByText(/^vs Feb 22\s–\s28, 2026$/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-10' } });
    expect(router.state.location.search).toBe('?token=t&start=2026-03-01&end=2026-03-10');

    fireEvent.click(screen.getByLabelText('Business hours only'));
    expect(router.state.location.search).toContain('bh=1');

    fireEvent.click(screen.getByRole('textbox', { name: 'Period' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    expect(router.state.location.search).toBe('?token=t&bh=1');
    expect(screen.getByText(/\(counts as daily averages\)$/)).toBeTruthy();

    expect(await screen.findByRole('textbox', { name: 'Area' })).toBeTruthy();
    vi.useRealTimers();
  });

  it("writes and reads the dates in the app's language", async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 2, 15, 12), toFake: ['Date'] });
    mockApi({
      'GET /api/system/locations/5/user-permissions': {
        body: { permissions: 'locations_view', role: 'custom' },
      },
    });
    const router = renderControls('?token=t&start=2026-03-01&end=2026-03-07', 'fr');
    const start = screen.getByLabelText('Du') as HTMLInputElement;
    expect(start.value).toBe('01/03/2026');
    expect(start.placeholder).toBe('JJ/MM/AAAA');
    // 10 March, as a French reader types it.
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '10/03/2026' } });
    expect(router.state.location.search).toBe('?token=t&start=2026-03-01&end=2026-03-10');
    vi.useRealTimers();
  });

  it('leaves out the area filters without an areas permission', async () => {
    const fetchMock = mockApi({
      'GET /api/system/locations/5/user-permissions': {
        body: { permissions: 'locations_view', role: 'custom' },
      },
    });
    renderControls('');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('textbox', { name: 'Area' })).toBeNull();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.some((url) => url.includes('/areas'))).toBe(false);
  });
});
