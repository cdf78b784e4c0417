import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  ROLE_PERMISSIONS,
  ROLES,
  canAccessSettings,
  formatPermissions,
  hasPermission,
  hasPermissionPrefix,
  isPermission,
  parsePermissions,
} from './catalogue';

describe('PERMISSIONS', () => {
  it('holds the 18 names of docs/product.md section 6, each once', () => {
    expect(PERMISSIONS).toHaveLength(18);
    expect(new Set(PERMISSIONS).size).toBe(18);
    expect(PERMISSIONS).toContain('locations_businesshours_view');
    expect(PERMISSIONS).toContain('corporations_api_view');
    expect(isPermission('reports_edit')).toBe(true);
    expect(isPermission('reports_delete')).toBe(false);
  });
});

describe('ROLE_PERMISSIONS', () => {
  it('names the four roles', () => {
    expect(ROLES).toEqual(['owner', 'manager', 'analyst', 'viewer']);
  });

  it('gives the owner everything', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(PERMISSIONS);
  });

  it('gives the manager everything but the API permissions', () => {
    expect(ROLE_PERMISSIONS.manager).toHaveLength(16);
    expect(ROLE_PERMISSIONS.manager).not.toContain('corporations_api_view');
    expect(ROLE_PERMISSIONS.manager).not.toContain('corporations_api_edit');
    expect(ROLE_PERMISSIONS.manager).toContain('locations_users_invite');
  });

  it('gives the analyst the view permissions and the reports', () => {
    expect([...ROLE_PERMISSIONS.analyst].sort()).toEqual(
      [
        'corporations_api_view',
        'locations_areas_view',
        'locations_businesshours_view',
        'locations_floorplan_view',
        'locations_sensors_view',
        'locations_tags_view',
        'locations_users_view',
        'locations_view',
        'reports_edit',
        'reports_view',
      ].sort(),
    );
  });

  it('gives the viewer locations_view and reports_view', () => {
    expect(ROLE_PERMISSIONS.viewer).toEqual(['locations_view', 'reports_view']);
  });
});

describe('parsePermissions and formatPermissions', () => {
  it('parses the comma-separated string', () => {
    expect(parsePermissions('locations_view, reports_view,,locations_view')).toEqual(
      new Set(['locations_view', 'reports_view']),
    );
    expect(parsePermissions(['a', ' b '])).toEqual(new Set(['a', 'b']));
    expect(parsePermissions('')).toEqual(new Set());
    expect(parsePermissions(null)).toEqual(new Set());
  });

  it('formats sorted and comma-joined', () => {
    expect(formatPermissions(['reports_view', 'locations_view', 'reports_view'])).toBe(
      'locations_view,reports_view',
    );
    expect(formatPermissions([])).toBe('');
  });
});

describe('permission checks', () => {
  const perms = parsePermissions('locations_areas_edit,reports_view');

  it('checks exact names', () => {
    expect(hasPermission(perms, 'reports_view')).toBe(true);
    expect(hasPermission(perms, 'locations_areas_view')).toBe(false);
  });

  it('checks prefixes', () => {
    expect(hasPermissionPrefix(perms, 'locations_areas_')).toBe(true);
    expect(hasPermissionPrefix(perms, 'locations_tags_')).toBe(false);
  });

  it('grants settings to any locations_ permission', () => {
    expect(canAccessSettings(perms)).toBe(true);
    expect(canAccessSettings(parsePermissions('reports_view,corporations_api_view'))).toBe(false);
    expect(canAccessSettings(new Set())).toBe(false);
  });
});
