// Each person's webhook signing secret: made on first need, shown to them on their profile
// (alert-routes.ts), replaced on request. Per person rather than per corporation: a colleague
// who could read a shared secret could forge deliveries to someone else's endpoint.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { findRowWhere } from '../db/one-row';
import { webhookSecrets } from '../db/schema';

const newSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

export async function webhookSecretFor(ctx: AppContext, userId: number): Promise<string> {
  const ofUser = eq(webhookSecrets.userId, userId);
  const existing = await findRowWhere(ctx.db, webhookSecrets, ofUser);
  if (existing) return existing.secret;
  // Two first uses at once keep whichever was stored first.
  await ctx.db
    .insert(webhookSecrets)
    .values({ userId, secret: newSecret(), createdAt: ctx.now() })
    .onConflictDoNothing();
  const stored = await findRowWhere(ctx.db, webhookSecrets, ofUser);
  if (!stored) throw new Error('webhook secret was not stored');
  return stored.secret;
}

export async function rotateWebhookSecret(ctx: AppContext, userId: number): Promise<string> {
  const secret = newSecret();
  await ctx.db
    .insert(webhookSecrets)
    .values({ userId, secret, createdAt: ctx.now() })
    .onConflictDoUpdate({ target: webhookSecrets.userId, set: { secret, createdAt: ctx.now() } });
  return secret;
}
