// The mail written without SMTP (demo servers), as the outbox route reads it: only mail to the
// people and invitees of corporations the reader owns.
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { invites, mailOutbox, memberships, users } from '../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The newest `limit` mails to a member or an invitee of one of the corporations. */
export function outboxOf(
  db: Database,
  corporationIds: readonly number[],
  limit: number,
): Promise<OutboxRow[]> {
  const people = db
    .select({ email: users.email })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(inArray(memberships.corporationId, [...corporationIds]));
  const invitees = db
    .select({ email: invites.email })
    .from(invites)
    .where(inArray(invites.corporationId, [...corporationIds]));
  return db
    .select()
    .from(mailOutbox)
    .where(or(inArray(mailOutbox.recipient, people), inArray(mailOutbox.recipient, invitees)))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
