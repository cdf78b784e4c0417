// What a user may see and do: their corporations, and per location the permission strings of
// DESIGN.md section 6, from their corporation-wide role and the roles granted on the location,
// its show (for AT booths) or any folder above it.
import { ROLE_PERMISSIONS, ROLES, type Role } from '@footfall/core';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { corporations, folders, locations, memberships, permissionGrants } from '../db/schema';

type LocationRow = typeof locations.$inferSelect;
type FolderRow = typeof folders.$inferSelect;
type GrantRow = typeof permissionGrants.$inferSelect;

export type UserScope = {
  userId: number;
  corporations: Map<number, { name: string; role: Role | null }>;
  folders: Map<number, FolderRow>;
  locations: Map<number, LocationRow>;
  grants: GrantRow[];
};

const asRole = (value: string | null): Role | null =>
  value !== null && (ROLES as readonly string[]).includes(value) ? (value as Role) : null;

export async function loadUserScope(ctx: AppContext, userId: number): Promise<UserScope> {
  const corpRows = await ctx.db
    .select({ id: corporations.id, name: corporations.name, role: memberships.role })
    .from(memberships)
    .innerJoin(corporations, eq(corporations.id, memberships.corporationId))
    .where(eq(memberships.userId, userId));
  const corpIds = corpRows.map((row) => row.id);
  const [folderRows, locationRows, grants] =
    corpIds.length === 0
      ? [[], [], []]
      : await Promise.all([
          ctx.db.select().from(folders).where(inArray(folders.corporationId, corpIds)),
          ctx.db.select().from(locations).where(inArray(locations.corporationId, corpIds)),
          ctx.db.select().from(permissionGrants).where(eq(permissionGrants.userId, userId)),
        ]);
  return {
    userId,
    corporations: new Map(
      corpRows.map((row) => [row.id, { name: row.name, role: asRole(row.role) }]),
    ),
    folders: new Map(folderRows.map((row) => [row.id, row])),
    locations: new Map(locationRows.map((row) => [row.id, row])),
    grants: grants.filter((grant) => corpIds.includes(grant.corporationId)),
  };
}

function folderAncestors(scope: UserScope, folderId: number | null): Set<number> {
  const seen = new Set<number>();
  let current = folderId;
  while (current !== null && !seen.has(current)) {
    seen.add(current);
    current = scope.folders.get(current)?.parentId ?? null;
  }
  return seen;
}

/** The roles that apply to one location, strongest first. */
export function rolesAt(scope: UserScope, location: LocationRow): Role[] {
  const roles = new Set<Role>();
  const corporationRole = scope.corporations.get(location.corporationId)?.role;
  if (corporationRole) roles.add(corporationRole);
  const parent = location.parentId !== null ? scope.locations.get(location.parentId) : undefined;
  const folderIds = folderAncestors(scope, location.folderId);
  for (const folderId of folderAncestors(scope, parent?.folderId ?? null)) folderIds.add(folderId);
  for (const grant of scope.grants) {
    const onLocation =
      grant.locationId === location.id || (parent && grant.locationId === parent.id);
    const onFolder = grant.folderId !== null && folderIds.has(grant.folderId);
    const role = asRole(grant.role);
    if ((onLocation || onFolder) && role) roles.add(role);
  }
  return ROLES.filter((role) => roles.has(role));
}

export function permissionsAt(scope: UserScope, location: LocationRow): Set<string> {
  return new Set(rolesAt(scope, location).flatMap((role) => ROLE_PERMISSIONS[role]));
}

/** The locations the user may view, in a stable order. */
export function visibleLocations(scope: UserScope): LocationRow[] {
  return [...scope.locations.values()]
    .filter((location) => permissionsAt(scope, location).has('locations_view'))
    .sort((a, b) => a.id - b.id);
}

/** The location if the user may view it; otherwise undefined (callers answer 404, not 403). */
export function findVisibleLocation(scope: UserScope, id: number): LocationRow | undefined {
  const location = scope.locations.get(id);
  return location && permissionsAt(scope, location).has('locations_view') ? location : undefined;
}
