// Invitations: a location's manager invites an e-mail address with a role. An existing account
// gets the access at once; anyone else gets a link, proves the address with a digits code sent
// to it, and registers. Codes expire, are single-use and throttled.
import { randomInt } from 'node:crypto';
import {
  DEFAULT_LOCALE,
  DIGITS_CODE_LENGTH,
  toSupportedLocale,
  type InviteResult,
  type Locale,
  type Role,
} from '@footfall/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { Database } from '../db/client';
import { findRowWhere } from '../db/one-row';
import type { locations } from '../db/schema';
import { invites, users } from '../db/schema';
import { hashToken, randomToken } from '../auth/tokens';
import { ApiError, notFound } from '../http/errors';
import { tooManyRequests } from '../auth/throttle';
import { setLocationRole } from './grants';
import { insertUser, type NewUser } from './user-store';
import { digitsCodeMail, grantedMail, inviteMail } from './invitation-mails';

export const INVITE_TTL_MS = 7 * 24 * 3600_000;
export const DIGITS_TTL_MS = 10 * 60_000;
export const DIGITS_RESEND_MS = 30_000;
export const DIGITS_MAX_SENDS = 5;
export const DIGITS_MAX_FAILURES = 5;

type LocationRow = typeof locations.$inferSelect;
type InviteRow = typeof invites.$inferSelect;

export async function inviteToLocation(
  ctx: AppContext,
  input: {
    email: string;
    role: Role;
    location: LocationRow;
    invitedBy: number;
    corporationName: string;
    onlyNewPeople?: boolean;
  },
): Promise<InviteResult> {
  const inviterLocale = await profileLocale(ctx, input.invitedBy);
  const email = input.email.toLowerCase();
  const [existing] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  const locationName = input.location.name ?? 'N/A';
  if (existing) {
    if (input.onlyNewPeople) {
      throw new ApiError(
        'ConflictException',
        'This person already has an account: invite them from the location',
        { email: 'Email is already registered' },
      );
    }
    await setLocationRole(ctx.db, {
      userId: existing.id,
      corporationId: input.location.corporationId,
      locationId: input.location.id,
      role: input.role,
    });
    await ctx.mailer.send(
      grantedMail(ctx, {
        to: email,
        locationName,
        corporationName: input.corporationName,
        role: input.role,
        locationId: input.location.id,
        locale: toSupportedLocale(existing.locale) ?? inviterLocale,
      }),
    );
    return { status: 'granted', email, role: input.role, expires_at: null, mail: mailWent(ctx) };
  }
  const code = randomToken(24);
  const expiresAt = new Date(ctx.now().getTime() + INVITE_TTL_MS);
  await ctx.db.insert(invites).values({
    codeHash: hashToken(code),
    corporationId: input.location.corporationId,
    locationId: input.location.id,
    email,
    role: input.role,
    invitedBy: input.invitedBy,
    expiresAt,
  });
  await ctx.mailer.send(
    inviteMail(ctx, {
      to: email,
      code,
      locationName,
      corporationName: input.corporationName,
      role: input.role,
      locale: inviterLocale,
    }),
  );
  return {
    status: 'invited',
    email,
    role: input.role,
    expires_at: expiresAt.toISOString(),
    mail: mailWent(ctx),
  };
}

/** The language of a person's profile (the default when they chose none). */
export async function profileLocale(ctx: AppContext, userId: number): Promise<Locale> {
  const [user] = await ctx.db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return toSupportedLocale(user?.locale) ?? DEFAULT_LOCALE;
}

/** Where the invitation's mail went, for the inviter's confirmation. */
export const mailWent = (ctx: AppContext) => (ctx.mailer.delivery === 'smtp' ? 'sent' : 'outbox');

/** The condition of an open invitation: not used, not expired. */
export const isOpen = (ctx: AppContext) =>
  and(isNull(invites.usedAt), gt(invites.expiresAt, ctx.now()));

/** An open (unused, unexpired) invitation by its code, or 404. */
export async function openInvite(ctx: AppContext, code: string): Promise<InviteRow> {
  const invite = await findRowWhere(
    ctx.db,
    invites,
    and(eq(invites.codeHash, hashToken(code)), isOpen(ctx)),
  );
  if (!invite) throw notFound('The invitation');
  return invite;
}

export async function sendDigitsCode(
  ctx: AppContext,
  invite: InviteRow,
  locale: Locale,
): Promise<{ sent: boolean; expires_in: number }> {
  const now = ctx.now().getTime();
  if (invite.digitsLastSentAt && now - invite.digitsLastSentAt.getTime() < DIGITS_RESEND_MS) {
    throw tooManyRequests(
      invite.digitsLastSentAt.getTime() + DIGITS_RESEND_MS - now,
      'A code was just sent. Wait a little before asking again.',
    );
  }
  if (invite.digitsSent >= DIGITS_MAX_SENDS) {
    throw tooManyRequests(
      invite.expiresAt.getTime() - now,
      'Too many codes were sent for this invitation. Ask for a new invitation.',
    );
  }
  const digits = String(randomInt(10 ** DIGITS_CODE_LENGTH)).padStart(DIGITS_CODE_LENGTH, '0');
  await ctx.db
    .update(invites)
    .set({
      digitsHash: hashToken(`${invite.id}:${digits}`),
      digitsExpiresAt: new Date(now + DIGITS_TTL_MS),
      digitsSent: invite.digitsSent + 1,
      digitsLastSentAt: new Date(now),
      digitsFailures: 0,
    })
    .where(eq(invites.id, invite.id));
  await ctx.mailer.send(digitsCodeMail({ to: invite.email, digits, locale }));
  return { sent: true, expires_in: Math.round(DIGITS_TTL_MS / 1000) };
}

/** Throws unless the digits match the code last sent; wrong guesses are counted and capped. */
export async function checkDigits(
  ctx: AppContext,
  invite: InviteRow,
  digits: string,
): Promise<void> {
  if (!invite.digitsHash || !invite.digitsExpiresAt || invite.digitsExpiresAt <= ctx.now()) {
    throw new ApiError('ValidationException', 'Code has expired: ask for a new code', {
      digits: 'Code has expired: ask for a new code',
    });
  }
  if (invite.digitsFailures >= DIGITS_MAX_FAILURES) {
    throw tooManyRequests(DIGITS_RESEND_MS, 'Too many wrong codes: ask for a new code.');
  }
  if (hashToken(`${invite.id}:${digits}`) !== invite.digitsHash) {
    await ctx.db
      .update(invites)
      .set({ digitsFailures: invite.digitsFailures + 1 })
      .where(eq(invites.id, invite.id));
    throw new ApiError('ValidationException', 'Code is not correct', {
      digits: 'Code is not correct',
    });
  }
}

/** Marks the invitation used, in the same statement that checks it is still open. */
export async function consumeInvite(
  db: Pick<Database, 'update'>,
  invite: InviteRow,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(invites)
    .set({ usedAt: now })
    .where(and(eq(invites.id, invite.id), isNull(invites.usedAt)))
    .returning({ id: invites.id });
  return used.length === 1;
}

/** The invitee's account with the invited role, created in the transaction that uses the
 * invitation up: a code accepted twice at once makes one account. Returns the user's id. */
export function createInvitedAccount(
  db: Database,
  invite: InviteRow,
  account: Omit<NewUser, 'email'>,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await consumeInvite(tx, invite, now))) {
      throw new ApiError('ConflictException', 'This invitation was already used');
    }
    const user = await insertUser(tx, { email: invite.email, ...account });
    await setLocationRole(tx, {
      userId: user.id,
      corporationId: invite.corporationId,
      locationId: invite.locationId,
      role: invite.role,
    });
    return user.id;
  });
}
