// Giving and taking a role on one location; used by the users page and by invitations.
import { ROLES, type Role } from '@footfall/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberships, permissionGrants } from '../db/schema';
import { forbidden } from '../http/errors';

/** Nobody hands out a role stronger than their own at that place. */
export function requireCanGrant(callerRoles: readonly Role[], role: Role): void {
  const strongest = callerRoles[0];
  if (!strongest || ROLES.indexOf(role) < ROLES.indexOf(strongest)) {
    throw forbidden('You cannot give a role stronger than your own');
  }
}

type Tx = Pick<Database, 'insert' | 'delete' | 'select'>;

/** Makes the user a member of the corporation (without a corporation-wide role) if needed, and
 * sets their role on the location. */
export async function setLocationRole(
  db: Tx,
  grant: { userId: number; corporationId: number; locationId: number; role: Role },
): Promise<void> {
  await db
    .insert(memberships)
    .values({ userId: grant.userId, corporationId: grant.corporationId, role: null })
    .onConflictDoNothing();
  await removeLocationRole(db, grant.userId, grant.locationId);
  await db.insert(permissionGrants).values({
    userId: grant.userId,
    corporationId: grant.corporationId,
    locationId: grant.locationId,
    role: grant.role,
  });
}

export async function removeLocationRole(
  db: Tx,
  userId: number,
  locationId: number,
): Promise<void> {
  await db
    .delete(permissionGrants)
    .where(
      and(
        eq(permissionGrants.userId, userId),
        eq(permissionGrants.locationId, locationId),
        isNull(permissionGrants.folderId),
      ),
    );
}
