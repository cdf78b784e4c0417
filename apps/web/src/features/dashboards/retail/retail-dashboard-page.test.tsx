import type { Location } from '@footfall/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { doorCounter, figures, footTraffic } from './retail-test-data';

// jsdom cannot draw ECharts: the stand-in names the chart.
vi.mock('../../../components/chart/chart', () => ({
  Chart: (props: { ariaLabel: string }) => <div role="img" aria-label={props.ariaLabel} />,
}));

const liteWithoutDoors = aLocation({
  service: 'LITE',
  services: { service: 'LITE', tag_services: [], sensor_services: ['FOOTTRAFFIC'] },
});

function openPage(
  location: Location,
  permissions = 'locations_view',
  totals: Parameters<typeof figures>[0] = {},
) {
  storeSession('token', Date.now());
  const traffic = footTraffic({
    totals: figures(totals),
    busiest_hours: [{ weekday: 4, hour: 14, visitors: 12 }],
    buckets: [{ ...figures(), bucket: '2026-03-02', local_hour: null }],
  });
  const fetchMock = mockApi({
    ...shellAnswers(location, permissions),
    'GET /api/v1/locations/5/foot-traffic': {
      body:
        location.service === 'LITE'
          ? {
              ...traffic,
              totals: figures({
                visitors: null,
                capture_rate: null,
                engagers: null,
                browsers: null,
                engagement_rate: null,
                fqv: null,
                returning_visitors: null,
                avg_dwell_s: null,
                avg_visit_duration_s: null,
              }),
              busiest_hours: null,
              unavailable: [
                { metric: 'FOOTTRAFFIC', reason: 'Visitor metrics need the Plus tier' },
              ],
            }
          : traffic,
    },
    'GET /api/v1/locations/5/door-counter': { body: doorCounter() },
    'GET /api/v1/locations/5/visit-duration': {
      body: { ...traffic, bins: [], visits: 0, mean_s: null, median_s: null },
    },
    'GET /api/v1/locations/5/profile-qualifiers': {
      body: {
        ...traffic,
        visitors: 100,
        identified_visitors: 70,
        new_visitors: 60,
        returning_visitors: 10,
        returning_rate: 0.14,
        randomized_visitors: 30,
        randomized_share: 0.3,
        frequency: null,
      },
    },
  });
  renderApp('/main/dashboard/5/retail?start=2026-03-02&end=2026-03-08');
  return fetchMock;
}

const card = (name: string) => screen.getByRole('article', { name });
const asked = (fetchMock: ReturnType<typeof mockApi>, endpoint: string) =>
  fetchMock.mock.calls.some(([input]) => String(input).includes(`/${endpoint}`));

describe('the retail home', () => {
  it('shows the figures, the insights and the charts of a PLUS store', async () => {
    openPage(aLocation());
    expect(
      await screen.findByText(
        'Most visits were in the afternoon (100% of visitors).',
        {},
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(within(card('Visitors')).getByText('100')).toBeTruthy();
    expect(within(card('Walk-ins')).getByText('120')).toBeTruthy();
    expect(within(card('Capture rate')).getByText('25%')).toBeTruthy();
    expect(within(card('Average dwell')).getByText('10 min 0 s')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Visitors, walk-bys and walk-ins over time' }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Busiest hours' })).toBeTruthy();
  }, 30_000);

  it('shows no walk-ins at a LITE store without DOORCOUNTER, and says why', async () => {
    const fetchMock = openPage(liteWithoutDoors);
    expect(
      await within(await screen.findByRole('article', { name: 'Walk-bys' })).findByText('300'),
    ).toBeTruthy();
    const walkIns = card('Walk-ins');
    expect(within(walkIns).getByText('Not available')).toBeTruthy();
    expect(
      within(walkIns).getByText(
        /Walk-ins need a door counter, and this location has no door-counter service/,
      ),
    ).toBeTruthy();
    expect(
      within(card('Visitors')).getByText(
        /Visitor figures need the Plus tier; this location is on Lite/,
      ),
    ).toBeTruthy();
    expect(asked(fetchMock, 'door-counter')).toBe(false);
    expect(asked(fetchMock, 'visit-duration')).toBe(false);
    expect(screen.getByRole('region', { name: 'Busiest hours' }).textContent).toMatch(/Plus tier/);
  });

  it('says a store without areas has no FQV yet, instead of a zero', async () => {
    openPage(aLocation(), 'locations_view', { fqv: null });
    const fqv = await screen.findByRole('article', { name: 'FQV' }, { timeout: 20_000 });
    expect(await within(fqv).findByText('Not available')).toBeTruthy();
    expect(
      within(fqv).getByText(/FQV counts visits to areas, and this location has none/),
    ).toBeTruthy();
    expect(within(card('Visitors')).getByText('100')).toBeTruthy();
  }, 30_000);

  it('gives the reason once, without cards, live figures nor insights, when nothing is offered', async () => {
    const fetchMock = openPage(
      aLocation({
        service: 'LITE',
        services: { service: 'LITE', tag_services: [], sensor_services: [] },
      }),
    );
    const box = await screen.findByRole(
      'region',
      { name: 'No analytics for this location' },
      { timeout: 20_000 },
    );
    expect(within(box).getByText(/Walk-bys need the foot-traffic sensor service/)).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Visitors' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Live figures' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Insights' })).toBeNull();
    expect(screen.queryAllByText(/Walk-bys need the foot-traffic sensor service/)).toHaveLength(1);
    expect(asked(fetchMock, 'foot-traffic')).toBe(false);
  }, 30_000);

  it('downloads the retail report of the location and the shown range', async () => {
    const fetchMock = openPage(aLocation());
    const downloads = await screen.findByRole('group', {
      name: 'Retail report of the selected period',
    });
    await userEvent.click(within(downloads).getByRole('button', { name: 'Download report' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'PDF document' }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input) === '/report/retail-report'),
      ).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(
      ([input]) => String(input) === '/report/retail-report',
    )!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      location_id: '5',
      dates: [{ start_date: '2026-03-02', end_date: '2026-03-08' }],
      file_format: 'pdf',
    });
  }, 30_000);
});
