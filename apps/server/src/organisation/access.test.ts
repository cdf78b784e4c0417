import { ROLE_PERMISSIONS, type Role } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import type { folders, locations, permissionGrants } from '../db/schema';
import {
  findVisibleLocation,
  permissionsAt,
  rolesAt,
  visibleLocations,
  type UserScope,
} from './access';

const at = new Date('2026-01-01T00:00:00Z');
const folder = (id: number, parentId: number | null): typeof folders.$inferSelect => ({
  id,
  corporationId: 1,
  name: `F${id}`,
  parentId,
  createdAt: at,
});
const location = (
  id: number,
  folderId: number | null,
  parentId: number | null = null,
): typeof locations.$inferSelect => ({
  id,
  corporationId: 1,
  folderId,
  parentId,
  name: `L${id}`,
  type: 'RETAIL',
  service: 'PLUS',
  addon: 'none',
  featured: false,
  country: null,
  timezone: 'UTC',
  address: null,
  createdAt: at,
});
let grantId = 0;
const grant = (
  role: string,
  scope: { locationId?: number; folderId?: number },
): typeof permissionGrants.$inferSelect => ({
  id: ++grantId,
  userId: 7,
  corporationId: 1,
  locationId: scope.locationId ?? null,
  folderId: scope.folderId ?? null,
  // The column holds a Role; a test may store another name to see it ignored.
  role: role as Role,
  createdAt: at,
});

// Folders: 10 (root) > 11 > 12; locations: 1 in 12, 2 in 10, 3 at root, 4 a booth of 3.
function scope(corporationRole: string | null, grants: ReturnType<typeof grant>[]): UserScope {
  return {
    userId: 7,
    corporations: new Map([[1, { name: 'Acme', role: corporationRole as never }]]),
    folders: new Map([folder(10, null), folder(11, 10), folder(12, 11)].map((f) => [f.id, f])),
    locations: new Map(
      [location(1, 12), location(2, 10), location(3, null), location(4, null, 3)].map((l) => [
        l.id,
        l,
      ]),
    ),
    grants,
  };
}

describe('access', () => {
  it('gives a corporation-wide role on every location', () => {
    const s = scope('manager', []);
    expect(visibleLocations(s).map((l) => l.id)).toEqual([1, 2, 3, 4]);
    expect([...permissionsAt(s, s.locations.get(1)!)].sort()).toEqual(
      [...ROLE_PERMISSIONS.manager].sort(),
    );
  });

  it('inherits a folder grant down the tree, not up or sideways', () => {
    const s = scope(null, [grant('analyst', { folderId: 11 })]);
    expect(visibleLocations(s).map((l) => l.id)).toEqual([1]);
    expect(findVisibleLocation(s, 2)).toBeUndefined();
    expect(permissionsAt(s, s.locations.get(1)!).has('locations_edit')).toBe(false);
  });

  it("passes a show's grant to its booths and combines roles, strongest first", () => {
    const s = scope('viewer', [grant('manager', { locationId: 3 })]);
    expect(rolesAt(s, s.locations.get(4)!)).toEqual(['manager', 'viewer']);
    expect(rolesAt(s, s.locations.get(2)!)).toEqual(['viewer']);
  });

  it('sees nothing without a role and ignores unknown role names', () => {
    const s = scope(null, [grant('superuser', { locationId: 1 })]);
    expect(visibleLocations(s)).toEqual([]);
  });
});
