// The people with access to one location and where their role comes from, computed with the
// same rules as the caller's own access (organisation/access.ts).
import { ROLES, type LocationUser, type Role } from '@footfall/core';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { folders, locations, memberships, permissionGrants, users } from '../db/schema';
import { rolesAt, type UserScope } from '../organisation/access';
import { idOut } from '../db/ids';

type LocationRow = typeof locations.$inferSelect;

export async function usersWithAccess(
  ctx: AppContext,
  location: LocationRow,
  callerId: number,
): Promise<LocationUser[]> {
  const corporationId = location.corporationId;
  const [members, grants, folderRows, locationRows] = await Promise.all([
    ctx.db
      .select({ user: users, role: memberships.role })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.corporationId, corporationId)),
    ctx.db.select().from(permissionGrants).where(eq(permissionGrants.corporationId, corporationId)),
    ctx.db.select().from(folders).where(eq(folders.corporationId, corporationId)),
    ctx.db.select().from(locations).where(eq(locations.corporationId, corporationId)),
  ]);
  const base = {
    folders: new Map(folderRows.map((row) => [row.id, row])),
    locations: new Map(locationRows.map((row) => [row.id, row])),
  };
  const result: LocationUser[] = [];
  for (const { user, role } of members) {
    const corporationRole = (ROLES as readonly string[]).includes(role ?? '')
      ? (role as Role)
      : null;
    const theirGrants = grants.filter((grant) => grant.userId === user.id);
    const scope: UserScope = {
      userId: user.id,
      corporations: new Map([[corporationId, { name: '', role: corporationRole }]]),
      grants: theirGrants,
      ...base,
    };
    const [strongest] = rolesAt(scope, location);
    if (!strongest) continue;
    const onLocation = theirGrants.some(
      (grant) =>
        (grant.locationId === location.id || grant.locationId === location.parentId) &&
        grant.role === strongest,
    );
    result.push({
      user_id: idOut(user.id),
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: strongest,
      source: corporationRole === strongest ? 'corporation' : onLocation ? 'location' : 'folder',
      is_you: user.id === callerId,
    });
  }
  return result.sort(
    (a, b) => ROLES.indexOf(a.role) - ROLES.indexOf(b.role) || a.email.localeCompare(b.email),
  );
}
