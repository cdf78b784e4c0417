// The signed-in user's own account as stored, for the profile routes.
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { anyRow, findRow } from '../db/one-row';
import { memberships, users } from '../db/schema';
import type { UserRow } from '../people/user-store';

export type ProfileChanges = Partial<
  Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'locale' | 'passwordHash'>
>;

export async function findUser(db: Database, id: number): Promise<UserRow | undefined> {
  return findRow(db, users, id);
}

/** The user's oldest membership: the profile shows that corporation and role. */
export async function firstMembership(
  db: Database,
  userId: number,
): Promise<typeof memberships.$inferSelect | undefined> {
  const [membership] = await db
    .select()
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.createdAt)
    .limit(1);
  return membership;
}

export async function isEmailTakenByAnother(
  db: Database,
  email: string,
  userId: number,
): Promise<boolean> {
  return anyRow(db, users, and(eq(users.email, email), ne(users.id, userId)));
}

export async function updateProfile(
  db: Database,
  userId: number,
  changes: ProfileChanges,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}
