import { SETTINGS_PAGES } from '@footfall/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

async function landOn(path: string, permissions: string, tagServices = ['DOORCOUNTER']) {
  storeSession('token', Date.now());
  const location = aLocation({
    services: { service: 'PLUS', tag_services: tagServices, sensor_services: [] },
  });
  mockApi(shellAnswers(location, permissions));
  const { router } = renderApp(path);
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await screen.findByRole('heading', { level: 1 });
  return router.state.location.pathname;
}

const ALL =
  'locations_view,locations_businesshours_view,locations_areas_edit,locations_floorplan_view,' +
  'locations_tags_view,locations_sensors_edit,corporations_api_view';

describe('the settings guards', () => {
  it.each([
    ['business-hours', 'locations_view,locations_businesshours_edit'],
    ['areas', 'locations_view,locations_floorplan_view'],
    ['floor-plans', 'locations_view,locations_areas_view'],
    ['tags', 'locations_view,locations_sensors_view'],
    ['door-counters', 'locations_view'],
    ['sensors', 'locations_view,locations_tags_view'],
    ['api', 'locations_view,corporations_api_edit'],
  ])('redirects %s to info without its permission', async (page, permissions) => {
    expect(await landOn(`/main/settings/5/${page}`, permissions)).toBe('/main/settings/5/info');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Location info and checklist' }),
    ).toBeTruthy();
  });

  it.each(SETTINGS_PAGES)('opens %s with every permission', async (page) => {
    expect(await landOn(`/main/settings/5/${page}`, ALL)).toBe(`/main/settings/5/${page}`);
  });

  it.each(['info', 'organization', 'notifications'])('never guards %s', async (page) => {
    expect(await landOn(`/main/settings/5/${page}`, 'locations_view')).toBe(
      `/main/settings/5/${page}`,
    );
  });

  it('sends door counters to info when the location lacks the DOORCOUNTER tag service', async () => {
    expect(await landOn('/main/settings/5/door-counters', ALL, [])).toBe('/main/settings/5/info');
  });

  it('opens the info page for the bare settings path', async () => {
    expect(await landOn('/main/settings/5', 'locations_view')).toBe('/main/settings/5/info');
  });

  it('lists only the pages the user may open', async () => {
    await landOn('/main/settings/5/info', 'locations_view,locations_areas_view');
    const nav = screen.getByRole('navigation', { name: 'Settings pages' });
    expect(nav.textContent).toContain('Areas');
    expect(nav.textContent).not.toContain('Business hours');
    expect(nav.textContent).not.toContain('Sensors');
  });
});
