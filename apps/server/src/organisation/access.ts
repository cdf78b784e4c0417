// What a user may see and do: their corporations, and per location the permission strings of
// docs/product.md section 6, from their corporation-wide role and the roles granted on the
// location, its show (for AT booths) or any folder above it.
import { ROLE_PERMISSIONS, ROLES, type Role } from '@footfall/core';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { rowsFromJson } from '../db/json-rows';
import {
  corporations,
  folders,
  locations,
  locationServices,
  memberships,
  permissionGrants,
} from '../db/schema';

type LocationRow = typeof locations.$inferSelect;
type FolderRow = typeof folders.$inferSelect;
type GrantRow = typeof permissionGrants.$inferSelect;

export type UserScope = {
  userId: number;
  corporations: Map<number, { name: string; role: Role | null }>;
  folders: Map<number, FolderRow>;
  locations: Map<number, LocationRow>;
  grants: GrantRow[];
  /** The tag and sensor services of those locations, when read with them from the database
   * (scopes built for a permission check alone have none). */
  services?: (typeof locationServices.$inferSelect)[];
};

const asRole = (value: string | null): Role | null =>
  value !== null && (ROLES as readonly string[]).includes(value) ? (value as Role) : null;

/**
 * The whole scope in one statement: it is read by almost every request, and on a busy server each
 * round trip to the database costs more than the rows it brings. `userId` is the user's id or an
 * expression for it over an earlier CTE given in `before` (authenticate reads the token with it);
 * `extra` adds columns.
 */
export function scopeStatement(userId: SQL, before: SQL = sql``, extra: SQL = sql``): SQL {
  return sql`
    with ${before} member as (
      select m.corporation_id, m.role, c.name
      from ${memberships} m join ${corporations} c on c.id = m.corporation_id
      where m.user_id = ${userId}
    )
    select ${extra}
      (select coalesce(json_agg(json_build_object('id', corporation_id, 'name', name, 'role', role)), '[]')
        from member) as corporations,
      (select coalesce(json_agg(f), '[]') from ${folders} f
        where f.corporation_id in (select corporation_id from member)) as folders,
      (select coalesce(json_agg(l), '[]') from ${locations} l
        where l.corporation_id in (select corporation_id from member)) as locations,
      (select coalesce(json_agg(g), '[]') from ${permissionGrants} g
        where g.user_id = ${userId} and g.corporation_id in (select corporation_id from member)) as grants,
      (select coalesce(json_agg(s), '[]') from ${locationServices} s
        join ${locations} l on l.id = s.location_id
        where l.corporation_id in (select corporation_id from member)) as services`;
}

/** The scope from a row of scopeStatement. */
export function scopeFromRow(userId: number, row: Record<string, unknown> | undefined): UserScope {
  const corpRows = (row?.corporations ?? []) as { id: number; name: string; role: string | null }[];
  return {
    userId,
    corporations: new Map(
      corpRows.map((corp) => [corp.id, { name: corp.name, role: asRole(corp.role) }]),
    ),
    folders: new Map(rowsFromJson(folders, row?.folders ?? []).map((f) => [f.id, f])),
    locations: new Map(rowsFromJson(locations, row?.locations ?? []).map((l) => [l.id, l])),
    grants: rowsFromJson(permissionGrants, row?.grants ?? []),
    services: rowsFromJson(locationServices, row?.services ?? []),
  };
}

export async function loadUserScope(ctx: AppContext, userId: number): Promise<UserScope> {
  const result = await ctx.db.execute(scopeStatement(sql`${userId}`));
  return scopeFromRow(userId, (result as unknown as { rows: Record<string, unknown>[] }).rows[0]);
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
