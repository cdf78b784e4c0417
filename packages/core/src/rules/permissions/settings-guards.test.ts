import { describe, expect, it } from 'vitest';
import { parsePermissions } from './catalogue';
import {
  SETTINGS_PAGES,
  canOpenSettingsPage,
  guardSettingsPage,
  settingsPageRequirement,
} from './settings-guards';

const none = new Set<string>();

describe('settingsPageRequirement', () => {
  it('follows docs/product.md section 2', () => {
    expect(Object.fromEntries(SETTINGS_PAGES.map((p) => [p, settingsPageRequirement(p)]))).toEqual({
      info: { kind: 'none' },
      organization: { kind: 'none' },
      'business-hours': { kind: 'exact', permission: 'locations_businesshours_view' },
      areas: { kind: 'prefix', prefix: 'locations_areas_' },
      'floor-plans': { kind: 'prefix', prefix: 'locations_floorplan_' },
      tags: { kind: 'prefix', prefix: 'locations_tags_' },
      'door-counters': { kind: 'prefix', prefix: 'locations_tags_' },
      sensors: { kind: 'prefix', prefix: 'locations_sensors_' },
      api: { kind: 'exact', permission: 'corporations_api_view' },
      notifications: { kind: 'none' },
    });
  });
});

describe('canOpenSettingsPage', () => {
  it.each(['info', 'organization', 'notifications'] as const)(
    'opens %s without permissions',
    (p) => {
      expect(canOpenSettingsPage(p, none)).toBe(true);
    },
  );

  it.each([
    ['business-hours', 'locations_businesshours_view'],
    ['areas', 'locations_areas_view'],
    ['areas', 'locations_areas_edit'],
    ['floor-plans', 'locations_floorplan_edit'],
    ['tags', 'locations_tags_view'],
    ['door-counters', 'locations_tags_edit'],
    ['sensors', 'locations_sensors_view'],
    ['api', 'corporations_api_view'],
  ] as const)('opens %s with %s', (page, permission) => {
    expect(canOpenSettingsPage(page, new Set([permission]))).toBe(true);
    expect(canOpenSettingsPage(page, none)).toBe(false);
  });

  it('needs the exact business-hours and API names, not a look-alike', () => {
    const lookAlikes = parsePermissions('locations_businesshours_edit,corporations_api_edit');
    expect(canOpenSettingsPage('business-hours', lookAlikes)).toBe(false);
    expect(canOpenSettingsPage('api', lookAlikes)).toBe(false);
  });

  it('does not let one prefix open another page', () => {
    const perms = parsePermissions('locations_view,locations_areas_view');
    expect(canOpenSettingsPage('floor-plans', perms)).toBe(false);
    expect(canOpenSettingsPage('sensors', perms)).toBe(false);
    expect(canOpenSettingsPage('tags', perms)).toBe(false);
  });

  it('needs the tag service DOORCOUNTER for door counters when services are given', () => {
    const perms = parsePermissions('locations_tags_view');
    expect(canOpenSettingsPage('door-counters', perms, { tag_services: 'DOORCOUNTER' })).toBe(true);
    expect(canOpenSettingsPage('door-counters', perms, { tag_services: '' })).toBe(false);
    expect(canOpenSettingsPage('door-counters', perms, {})).toBe(false);
    expect(canOpenSettingsPage('door-counters', none, { tag_services: ['DOORCOUNTER'] })).toBe(
      false,
    );
    expect(canOpenSettingsPage('tags', perms, { tag_services: '' })).toBe(true);
  });
});

describe('guardSettingsPage', () => {
  it('keeps an allowed page', () => {
    expect(guardSettingsPage('areas', parsePermissions('locations_areas_view'))).toBe('areas');
  });

  it('redirects to info when not allowed', () => {
    expect(guardSettingsPage('areas', none)).toBe('info');
    expect(guardSettingsPage('api', parsePermissions('locations_view'))).toBe('info');
    expect(
      guardSettingsPage('door-counters', parsePermissions('locations_tags_view'), {
        tag_services: null,
      }),
    ).toBe('info');
  });
});
