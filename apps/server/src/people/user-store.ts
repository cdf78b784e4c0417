// Accounts and their memberships as stored: the one place a user is written, for invitations and
// sign-up (auth/account-store adds the sign-in reads and the owner's organisation).
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { anyRow, insertRow } from '../db/one-row';
import { memberships, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'passwordHash'>;

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  return anyRow(db, users, eq(users.email, email));
}

/** `db` may be a transaction: an invitation creates the account and its role together. */
export async function insertUser(db: Pick<Database, 'insert'>, values: NewUser): Promise<UserRow> {
  return insertRow(db, users, values);
}

/** The corporations the user belongs to (with that role, when given), lowest id first. */
export async function corporationIdsOf(
  db: Database,
  userId: number,
  role?: string,
): Promise<number[]> {
  const rows = await db
    .select({ corporationId: memberships.corporationId })
    .from(memberships)
    .where(
      role === undefined
        ? eq(memberships.userId, userId)
        : and(eq(memberships.userId, userId), eq(memberships.role, role)),
    )
    .orderBy(asc(memberships.corporationId));
  return rows.map((row) => row.corporationId);
}

export async function isMemberOf(
  db: Database,
  userId: number,
  corporationId: number,
): Promise<boolean> {
  return anyRow(
    db,
    memberships,
    and(eq(memberships.userId, userId), eq(memberships.corporationId, corporationId)),
  );
}
