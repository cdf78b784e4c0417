// Login throttling, kept in the database so it holds across server processes: a cap per client
// address and per account (429 with Retry-After), and a lockout after repeated wrong passwords.
import { and, count, eq, gt, min } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { loginAttempts } from '../db/schema';
import { ApiError } from '../http/errors';

export function tooManyRequests(retryAfterMs: number, message: string): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError('RateLimitException', message, undefined, { 'retry-after': String(seconds) });
}

async function windowUsage(ctx: AppContext, where: ReturnType<typeof and>, windowMs: number) {
  const since = new Date(ctx.now().getTime() - windowMs);
  const [row] = await ctx.db
    .select({ attempts: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(where, gt(loginAttempts.at, since)));
  return { attempts: row?.attempts ?? 0, oldest: row?.oldest ?? null };
}

function retryAfter(ctx: AppContext, oldest: Date | null, windowMs: number) {
  return oldest ? oldest.getTime() + windowMs - ctx.now().getTime() : windowMs;
}

export async function checkIpThrottle(ctx: AppContext, ip: string): Promise<void> {
  const { perIp, ipWindowMs } = ctx.config.throttle;
  const usage = await windowUsage(ctx, eq(loginAttempts.ip, ip), ipWindowMs);
  if (usage.attempts >= perIp) {
    throw tooManyRequests(
      retryAfter(ctx, usage.oldest, ipWindowMs),
      'Too many sign-in attempts from this address. Try again later.',
    );
  }
}

export async function checkAccountThrottle(ctx: AppContext, email: string): Promise<void> {
  const { perAccount, accountWindowMs } = ctx.config.throttle;
  const usage = await windowUsage(
    ctx,
    // Wrong (or still unchecked) passwords only: signing in often, as the demo feed and a team
    // sharing the demo do, is not guessing (issue 15 item 12: the demo locked itself out).
    and(
      eq(loginAttempts.email, email),
      eq(loginAttempts.step, 2),
      eq(loginAttempts.succeeded, false),
    ),
    accountWindowMs,
  );
  if (usage.attempts >= perAccount) {
    throw tooManyRequests(
      retryAfter(ctx, usage.oldest, accountWindowMs),
      'Too many sign-in attempts for this account. Try again later.',
    );
  }
}

/** Records an attempt (not yet successful) and answers its id, so a success can mark it. */
export async function recordAttempt(
  ctx: AppContext,
  attempt: { ip: string; email: string | null; step: 0 | 1 | 2 },
): Promise<number> {
  const [row] = await ctx.db
    .insert(loginAttempts)
    .values({ ...attempt, succeeded: false, at: ctx.now() })
    .returning({ id: loginAttempts.id });
  if (!row) throw new Error('login attempt not recorded');
  return row.id;
}

/** A password that turned out right: the attempt already counted stays one attempt. */
export async function markAttemptSucceeded(ctx: AppContext, attemptId: number): Promise<void> {
  await ctx.db
    .update(loginAttempts)
    .set({ succeeded: true })
    .where(eq(loginAttempts.id, attemptId));
}
