import type { DwellAreasResponse, DwellGroupAreasResponse, Location } from '@footfall/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { footTrafficAnswer } from '../../../test/foot-traffic-fixture';

// jsdom cannot draw ECharts: the stand-in names the chart.
vi.mock('../../../components/chart/chart', () => ({
  Chart: (props: { ariaLabel: string }) => <div role="img" aria-label={props.ariaLabel} />,
}));

/** An "add-on only" booth with ADAM: docs/product.md section 3 gives its tier no metric at all. */
const addOnOnly = aLocation({
  type: 'XM',
  service: 'ZERO',
  addon: 'adam',
  services: { service: 'ZERO', tag_services: [], sensor_services: ['FOOTTRAFFIC'] },
});

const meta = () => {
  const { range, completeness } = footTrafficAnswer();
  return { range, completeness, unavailable: [] };
};

const area = (id: number, name: string, visitors: number, dwell: number) => ({
  area_id: id,
  name,
  visitors,
  dwell_s_total: dwell,
  avg_dwell_s: visitors ? dwell / visitors : null,
  attraction: visitors / 160,
});

const dwellAreas: DwellAreasResponse = {
  ...meta(),
  location_visitors: 160,
  areas: [area(1, 'Demo stage', 80, 9600), area(2, 'Lounge', 40, 12000)],
};
const dwellGroups: DwellGroupAreasResponse = { ...meta(), location_visitors: 160, groups: [] };

const areaRow = (id: string, name: string) => ({
  id,
  location_id: '5',
  name,
  group_id: null,
  floor_plan_id: null,
  polygon: null,
  booth_location_id: null,
});

function openPage(
  location: Location,
  areas = [areaRow('1', 'Demo stage'), areaRow('2', 'Lounge')],
) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(location, 'locations_view,locations_areas_view'),
    'GET /api/v1/locations/5/dwell-areas': { body: dwellAreas },
    'GET /api/v1/locations/5/dwell-group-areas': { body: dwellGroups },
    'GET /api/v1/locations/5/interactions': {
      body: {
        ...meta(),
        areas: [
          { area_id: 1, name: 'Demo stage' },
          { area_id: 2, name: 'Lounge' },
        ],
        transitions: [{ from_area_id: 1, to_area_id: 2, count: 12 }],
      },
    },
    'GET /api/system/locations/5/areas': { body: areas },
    'GET /api/system/locations/5/areagroups': { body: [] },
  });
  renderApp('/main/dashboard/5/adam?start=2026-01-06&end=2026-01-09');
  return fetchMock;
}

const asked = (fetchMock: ReturnType<typeof mockApi>, endpoint: string) =>
  fetchMock.mock.calls.some(([input]) => String(input).includes(`/${endpoint}`));

describe('the ADAM screen', () => {
  it("shows an add-on only location's area figures as the API answers them", async () => {
    const fetchMock = openPage(addOnOnly);
    const attraction = await screen.findByRole('region', { name: 'Area attraction' });
    expect(
      await within(attraction).findByText(
        "Share of the location's visitors who went into each area (160 visitors in the range).",
      ),
    ).toBeTruthy();
    fireEvent.click(within(attraction).getByRole('button', { name: 'Table: Area attraction' }));
    const table = within(attraction).getByRole('table', { name: 'Area attraction' });
    const stage = within(table).getByRole('row', { name: /Demo stage/ });
    expect(stage.textContent).toContain('50');
    expect(stage.textContent).toContain('2 min 0 s');
    expect(within(table).getByRole('row', { name: /Lounge/ }).textContent).toContain('25');
    expect(screen.getByRole('region', { name: 'Average dwell by area' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Customer journey' })).toBeTruthy();
    // The tier's own metrics stay off: the screen asks nothing of foot traffic.
    expect(asked(fetchMock, 'foot-traffic')).toBe(false);
    // The location's analysis links lead to this page, marked as the current one.
    const nav = screen.getByRole('navigation', { name: 'Location analysis' });
    expect(
      within(nav).getByRole('link', { name: 'Area analytics (ADAM)' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('says so when the location has no areas yet, and leads to the area settings', async () => {
    openPage(addOnOnly, []);
    expect(
      await screen.findByText(
        'This location has no areas yet. Draw them on a floor plan in the settings to see area analytics.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the area settings' }).getAttribute('href')).toBe(
      '/main/settings/5/areas',
    );
  });

  it('says the add-on is off where it is, with no ADAM link in the analysis links', async () => {
    const fetchMock = openPage(aLocation({ type: 'XM', addon: 'none' }));
    expect(
      await screen.findByText(
        'The ADAM add-on is not enabled for this location, so it has no area analytics.',
      ),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Location analysis' });
    expect(within(nav).queryByRole('link', { name: 'Area analytics (ADAM)' })).toBeNull();
    expect(asked(fetchMock, 'dwell-areas')).toBe(false);
  });
});
