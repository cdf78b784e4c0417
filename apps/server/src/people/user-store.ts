// Accounts as stored, for the people features (invitations). Sign-in and sign-up read users in
// auth/ still.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'passwordHash'>;

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return taken !== undefined;
}

/** `db` may be a transaction: an invitation creates the account and its role together. */
export async function insertUser(db: Pick<Database, 'insert'>, values: NewUser): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}
