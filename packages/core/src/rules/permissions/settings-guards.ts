import { parseServiceList, type ServiceListInput } from '../locations/services';
import { hasPermission, hasPermissionPrefix } from './catalogue';

// Children of /main/settings/{id} (docs/product.md section 2).
export const SETTINGS_PAGES = [
  'info',
  'organization',
  'business-hours',
  'areas',
  'floor-plans',
  'tags',
  'door-counters',
  'sensors',
  'api',
  'notifications',
] as const;
export type SettingsPage = (typeof SETTINGS_PAGES)[number];

/** The page a user lacking permission is redirected to. */
export const SETTINGS_FALLBACK_PAGE = 'info' satisfies SettingsPage;

export type SettingsPageRequirement =
  { kind: 'none' } | { kind: 'exact'; permission: string } | { kind: 'prefix'; prefix: string };

// Settings guards of docs/product.md section 2.
const REQUIREMENTS: Record<SettingsPage, SettingsPageRequirement> = {
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
};

export function settingsPageRequirement(page: SettingsPage): SettingsPageRequirement {
  return REQUIREMENTS[page];
}

/**
 * Whether the page may open. Door counters also need the tag service DOORCOUNTER (docs/product.md
 * section 6); that is checked only when the location's services are given.
 */
export function canOpenSettingsPage(
  page: SettingsPage,
  perms: ReadonlySet<string>,
  services?: { tag_services?: ServiceListInput },
): boolean {
  if (
    page === 'door-counters' &&
    services !== undefined &&
    !parseServiceList(services.tag_services).includes('DOORCOUNTER')
  ) {
    return false;
  }
  const requirement = REQUIREMENTS[page];
  switch (requirement.kind) {
    case 'none':
      return true;
    case 'exact':
      return hasPermission(perms, requirement.permission);
    case 'prefix':
      return hasPermissionPrefix(perms, requirement.prefix);
  }
}

/** The page to show: the requested one, or the info page when it may not open. */
export function guardSettingsPage(
  page: SettingsPage,
  perms: ReadonlySet<string>,
  services?: { tag_services?: ServiceListInput },
): SettingsPage {
  return canOpenSettingsPage(page, perms, services) ? page : SETTINGS_FALLBACK_PAGE;
}
