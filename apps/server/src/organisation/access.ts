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

/** Roles that apply inside a folder (null: the corporation's root) — for creating and moving. */
export function rolesInFolder(
  scope: UserScope,
  corporationId: number,
  folderId: number | null,
): Role[] {
  const roles = new Set<Role>();
  const corporationRole = scope.corporations.get(corporationId)?.role;
  if (corporationRole) roles.add(corporationRole);
  const folderIds = folderAncestors(scope, folderId);
  for (const grant of scope.grants) {
    const role = asRole(grant.role);
    if (
      role &&
      grant.corporationId === corporationId &&
      grant.folderId !== null &&
      folderIds.has(grant.folderId)
    ) {
      roles.add(role);
    }
  }
  return ROLES.filter((role) => roles.has(role));
}

export function permissionsInFolder(
  scope: UserScope,
  corporationId: number,
  folderId: number | null,
): Set<string> {
  return new Set(
    rolesInFolder(scope, corporationId, folderId).flatMap((role) => ROLE_PERMISSIONS[role]),
  );
}

/** Folders the user may see: all of a corporation where they hold a corporation-wide role;
 * otherwise the folders they were granted (and beneath), and those above their locations. */
export function visibleFolders(scope: UserScope): FolderRow[] {
  const visible = new Set<number>();
  for (const folder of scope.folders.values()) {
    if (scope.corporations.get(folder.corporationId)?.role) visible.add(folder.id);
    else if (rolesInFolder(scope, folder.corporationId, folder.id).length > 0)
      visible.add(folder.id);
  }
  for (const location of visibleLocations(scope)) {
    for (const id of folderAncestors(scope, location.folderId)) visible.add(id);
  }
  return [...visible].flatMap((id) => scope.folders.get(id) ?? []).sort((a, b) => a.id - b.id);
}

/** The folder and every folder beneath it. */
export function folderSubtree(scope: UserScope, folderId: number): Set<number> {
  const subtree = new Set<number>([folderId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of scope.folders.values()) {
      if (folder.parentId !== null && subtree.has(folder.parentId) && !subtree.has(folder.id)) {
        subtree.add(folder.id);
        grew = true;
      }
    }
  }
  return subtree;
}
