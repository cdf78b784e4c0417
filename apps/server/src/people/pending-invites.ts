// The invitations of a location that wait for their invitee: listed under "People with access",
// sent again (a new link, valid 7 days from now; the old link stops working) or revoked.
import type { InviteResult, PendingInvite } from '@footfall/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { findRowWhere } from '../db/one-row';
import { invites, users } from '../db/schema';
import { hashToken, randomToken } from '../auth/tokens';
import { notFound } from '../http/errors';
import { tooManyRequests } from '../auth/throttle';
import { inviteMail } from './invitation-mails';
import { INVITE_TTL_MS, isOpen, mailWent, profileLocale } from './invitations';
import { idOut } from '../db/ids';

/** An invitation is not mailed again within a minute of its last mail (a double click). */
export const INVITE_RESEND_MS = 60_000;

/** When an invitation was last mailed: every mail starts its 7 days anew. */
const sentAt = (expiresAt: Date) => new Date(expiresAt.getTime() - INVITE_TTL_MS);

const waiting = (ctx: AppContext, locationId: number) =>
  and(eq(invites.locationId, locationId), isOpen(ctx));

export async function pendingInvites(
  ctx: AppContext,
  locationId: number,
): Promise<PendingInvite[]> {
  const rows = await ctx.db
    .select({
      id: invites.id,
      email: invites.email,
      role: invites.role,
      expiresAt: invites.expiresAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(invites)
    .leftJoin(users, eq(users.id, invites.invitedBy))
    .where(waiting(ctx, locationId))
    .orderBy(desc(invites.expiresAt), desc(invites.id));
  return rows.map((row) => ({
    id: idOut(row.id),
    email: row.email,
    role: row.role,
    invited_by:
      row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim() || null,
    sent_at: sentAt(row.expiresAt).toISOString(),
    expires_at: row.expiresAt.toISOString(),
  }));
}

/** A waiting invitation of the location, or 404. */
export async function waitingInvite(ctx: AppContext, locationId: number, inviteId: number) {
  const invite = await findRowWhere(
    ctx.db,
    invites,
    and(eq(invites.id, inviteId), waiting(ctx, locationId)),
  );
  if (!invite) throw notFound('The invitation');
  return invite;
}

/** Mails the invitation again with a new link; the previous link and digits code stop working. */
export async function resendInvite(
  ctx: AppContext,
  invite: Awaited<ReturnType<typeof waitingInvite>>,
  names: { locationName: string; corporationName: string },
  /** Who sends it again: the mail is in their language, as the first was in the inviter's. */
  senderId: number,
): Promise<InviteResult> {
  const now = ctx.now().getTime();
  const sinceLast = now - sentAt(invite.expiresAt).getTime();
  if (sinceLast < INVITE_RESEND_MS)
    throw tooManyRequests(
      INVITE_RESEND_MS - sinceLast,
      'The invitation was just sent. Wait a minute before sending it again.',
    );
  const code = randomToken(24);
  const expiresAt = new Date(now + INVITE_TTL_MS);
  const renewed = await ctx.db
    .update(invites)
    .set({
      codeHash: hashToken(code),
      expiresAt,
      digitsHash: null,
      digitsExpiresAt: null,
      digitsSent: 0,
      digitsLastSentAt: null,
      digitsFailures: 0,
    })
    .where(and(eq(invites.id, invite.id), isNull(invites.usedAt)))
    .returning({ id: invites.id });
  // Accepted between the read and the update: nothing to send any more.
  if (renewed.length === 0) throw notFound('The invitation');
  const locale = await profileLocale(ctx, senderId);
  await ctx.mailer.send(
    inviteMail(ctx, { to: invite.email, code, role: invite.role, locale, ...names }),
  );
  return {
    status: 'invited',
    email: invite.email,
    role: invite.role,
    expires_at: expiresAt.toISOString(),
    mail: mailWent(ctx),
  };
}

/** Deletes a waiting invitation: its link answers "not found" from now on. */
export async function revokeInvite(ctx: AppContext, locationId: number, inviteId: number) {
  const deleted = await ctx.db
    .delete(invites)
    .where(and(eq(invites.id, inviteId), waiting(ctx, locationId)))
    .returning({ id: invites.id });
  if (deleted.length === 0) throw notFound('The invitation');
}
