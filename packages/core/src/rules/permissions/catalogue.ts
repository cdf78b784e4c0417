// Permission strings and roles of docs/product.md section 6. Access is decided per location by
// these strings; roles are only named bundles used when granting them.

export const PERMISSIONS = [
  'locations_view',
  'locations_edit',
  'locations_areas_view',
  'locations_areas_edit',
  'locations_floorplan_view',
  'locations_floorplan_edit',
  'locations_tags_view',
  'locations_tags_edit',
  'locations_sensors_view',
  'locations_sensors_edit',
  'locations_businesshours_view',
  'locations_businesshours_edit',
  'locations_users_view',
  'locations_users_invite',
  'corporations_api_view',
  'corporations_api_edit',
  'reports_view',
  'reports_edit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['owner', 'manager', 'analyst', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter((name) => !name.startsWith('corporations_api_')),
  analyst: PERMISSIONS.filter((name) => name.endsWith('_view') || name.startsWith('reports_')),
  viewer: ['locations_view', 'reports_view'],
};

export function isPermission(value: string): value is Permission {
  return PERMISSIONS.some((name) => name === value);
}

/** Permissions as the API sends them (a comma-separated string) or as a list. */
export function parsePermissions(
  value: string | readonly string[] | null | undefined,
): Set<string> {
  if (value === null || value === undefined) return new Set();
  const entries = typeof value === 'string' ? value.split(',') : value;
  return new Set(entries.map((entry) => entry.trim()).filter(Boolean));
}

/** The API's form: sorted so equal sets give equal strings. */
export function formatPermissions(perms: Iterable<string>): string {
  return [...new Set(perms)].sort().join(',');
}

export function hasPermission(perms: ReadonlySet<string>, name: string): boolean {
  return perms.has(name);
}

export function hasPermissionPrefix(perms: ReadonlySet<string>, prefix: string): boolean {
  for (const name of perms) if (name.startsWith(prefix)) return true;
  return false;
}

/** docs/product.md section 6: any locations_ permission grants access to settings. */
export function canAccessSettings(perms: ReadonlySet<string>): boolean {
  return hasPermissionPrefix(perms, 'locations_');
}
