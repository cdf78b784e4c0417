// Accounts, their organisations and sign-in challenges as stored, for sign-up, sign-in and the demo
// login. Users themselves are written through people/user-store (invitations create them too).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { findRowWhere, insertRow } from '../db/one-row';
import { corporations, loginChallenges, memberships, users } from '../db/schema';
import { insertUser, type NewUser, type UserRow } from '../people/user-store';

export type LoginChallengeRow = typeof loginChallenges.$inferSelect;
export type NewLoginChallenge = Pick<
  LoginChallengeRow,
  'tokenAuthHash' | 'email' | 'tokenKey' | 'expiresAt'
>;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return findRowWhere(db, users, eq(users.email, email));
}

/** A new user and a new corporation they own, together or not at all. A second sign-up with the
 * same address at once fails on the unique index (the caller turns that into 409). */
export async function createOwnerAccount(
  db: Database,
  user: NewUser,
  corporationName: string,
): Promise<{ userId: number; corporationId: number }> {
  return db.transaction(async (tx) => {
    const corporation = await insertRow(tx, corporations, { name: corporationName });
    const created = await insertUser(tx, user);
    await tx
      .insert(memberships)
      .values({ userId: created.id, corporationId: corporation.id, role: 'owner' });
    return { userId: created.id, corporationId: corporation.id };
  });
}

export async function insertLoginChallenge(db: Database, values: NewLoginChallenge): Promise<void> {
  await db.insert(loginChallenges).values(values);
}

/** The open challenge with this hash, marked used by the same statement that finds it: a challenge
 * is spent once, even by two requests at once. */
export async function consumeLoginChallenge(
  db: Database,
  tokenAuthHash: string,
  now: Date,
): Promise<LoginChallengeRow | undefined> {
  const [challenge] = await db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginChallenges.tokenAuthHash, tokenAuthHash),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
      ),
    )
    .returning();
  return challenge;
}

/** One more wrong password; `lockUntil` locks the account and starts the count again. */
export async function recordWrongPassword(
  db: Database,
  user: Pick<UserRow, 'id' | 'lockedUntil'>,
  lockUntil: Date | null,
): Promise<void> {
  await db
    .update(users)
    .set({
      failedLogins: lockUntil ? 0 : sql`${users.failedLogins} + 1`,
      lockedUntil: lockUntil ?? user.lockedUntil,
    })
    .where(eq(users.id, user.id));
}

export async function clearWrongPasswords(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}
