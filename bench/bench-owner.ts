// The corporation and its owner every benchmark's data belongs to (the owner logs in for the API).
import type { Database } from '../apps/server/src/db/client';
import { corporations, memberships, users } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/auth/password';

export async function seedOwner(
  db: Database,
  owner: {
    corporation: string;
    email: string;
    password: string;
    firstName: string;
    lastName: string;
  },
) {
  const [corporation] = await db
    .insert(corporations)
    .values({ name: owner.corporation })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      email: owner.email,
      firstName: owner.firstName,
      lastName: owner.lastName,
      passwordHash: await hashPassword(owner.password),
    })
    .returning();
  if (!corporation || !user) throw new Error('bench seed failed');
  await db
    .insert(memberships)
    .values({ userId: user.id, corporationId: corporation.id, role: 'owner' });
  return { corporation, user };
}
