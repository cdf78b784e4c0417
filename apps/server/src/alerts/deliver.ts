// Sending due deliveries: e-mail through ctx.mailer, webhooks signed with the person's secret.
// A failure is retried after 1, 2, 4, 8 and 16 minutes; the sixth failed attempt is final. Access
// and settings are checked again before every attempt: someone who lost access to the location
// (or turned the alert off) in the meantime gets nothing.
import { and, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { alertDeliveries, locations, pipelineEvents } from '../db/schema';
import { dueDeliveries, retryDelayMs } from '../jobs/retried-deliveries';
import type { PipelineLog } from '../pipeline/pipeline-pass';
import { settingOf } from './alert-kinds';
import { alertMail, webhookBody } from './alert-message';
import type { RecipientCache } from './recipients';
import { postWebhook } from './webhook';
import { webhookSecretFor } from './webhook-secrets';
import { idOut } from '../db/ids';

export const MAX_ATTEMPTS = 6;
/** While one job sends, another does not pick the same delivery (a webhook may take 5 s). */
const CLAIM_MS = 60_000;
const DUE_BATCH = 100;
const PARALLEL_SENDS = 4;

type DeliveryRow = typeof alertDeliveries.$inferSelect;

type Outcome =
  | { kind: 'sent'; target: string }
  | { kind: 'failed'; target: string; error: string }
  | { kind: 'cancelled'; error: string };

async function attempt(
  ctx: AppContext,
  delivery: DeliveryRow,
  recipients: RecipientCache,
): Promise<Outcome> {
  const [found] = await ctx.db
    .select({ event: pipelineEvents, location: locations })
    .from(pipelineEvents)
    .innerJoin(locations, eq(locations.id, pipelineEvents.locationId))
    .where(eq(pipelineEvents.id, delivery.eventId));
  const setting = found ? settingOf(found.event.kind) : null;
  if (!found || !setting) return { kind: 'cancelled', error: 'the event is gone' };
  const person = (await recipients.get(found.location, setting)).find(
    (candidate) => candidate.userId === delivery.userId,
  );
  if (!person) return { kind: 'cancelled', error: 'no access to the location or alert turned off' };
  if (delivery.channel === 'email') {
    if (!person.byEmail) return { kind: 'cancelled', error: 'e-mail turned off' };
    try {
      await ctx.mailer.send({
        to: person.email,
        ...alertMail(found.event, found.location, ctx.config.publicUrl, person.locale),
      });
      return { kind: 'sent', target: person.email };
    } catch (error) {
      return { kind: 'failed', target: person.email, error: `mail failed: ${messageOf(error)}` };
    }
  }
  const url = person.webhookUrl;
  if (!url) return { kind: 'cancelled', error: 'webhook removed' };
  try {
    const body = JSON.stringify(webhookBody(found.event, found.location));
    await postWebhook(url, body, await webhookSecretFor(ctx, person.userId), {
      'X-Footfall-Event': found.event.kind,
      'X-Footfall-Delivery': idOut(delivery.id),
    });
    return { kind: 'sent', target: url };
  } catch (error) {
    return { kind: 'failed', target: url, error: messageOf(error) };
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function claim(ctx: AppContext, delivery: DeliveryRow, now: Date): Promise<boolean> {
  const claimed = await ctx.db
    .update(alertDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(alertDeliveries.id, delivery.id),
        eq(alertDeliveries.status, 'pending'),
        lte(alertDeliveries.nextAttemptAt, now),
      ),
    )
    .returning({ id: alertDeliveries.id });
  return claimed.length > 0;
}

async function deliverOne(
  ctx: AppContext,
  delivery: DeliveryRow,
  now: Date,
  recipients: RecipientCache,
  log: PipelineLog,
): Promise<Outcome['kind'] | null> {
  if (!(await claim(ctx, delivery, now))) return null;
  const outcome = await attempt(ctx, delivery, recipients);
  const at = ctx.now();
  const attempts = delivery.attempts + 1;
  if (outcome.kind === 'sent') {
    await ctx.db
      .update(alertDeliveries)
      .set({
        status: 'sent',
        target: outcome.target,
        attempts,
        lastAttemptAt: at,
        sentAt: at,
        nextAttemptAt: null,
      })
      .where(eq(alertDeliveries.id, delivery.id));
  } else if (outcome.kind === 'cancelled') {
    await ctx.db
      .update(alertDeliveries)
      .set({ status: 'cancelled', nextAttemptAt: null, lastError: outcome.error })
      .where(eq(alertDeliveries.id, delivery.id));
  } else {
    const final = attempts >= MAX_ATTEMPTS;
    await ctx.db
      .update(alertDeliveries)
      .set({
        status: final ? 'failed' : 'pending',
        target: outcome.target,
        attempts,
        lastAttemptAt: at,
        lastError: outcome.error,
        nextAttemptAt: final ? null : new Date(at.getTime() + retryDelayMs(attempts)),
      })
      .where(eq(alertDeliveries.id, delivery.id));
    log.error(
      {
        delivery_id: delivery.id,
        channel: delivery.channel,
        attempts,
        final,
        error: outcome.error,
      },
      'alerts: delivery failed',
    );
  }
  return outcome.kind;
}

export interface DeliveryCounts {
  sent: number;
  failed: number;
  cancelled: number;
}

export async function deliverDue(
  ctx: AppContext,
  now: Date,
  recipients: RecipientCache,
  log: PipelineLog,
): Promise<DeliveryCounts> {
  const due = await dueDeliveries(ctx.db, alertDeliveries, now, DUE_BATCH);
  const counts: DeliveryCounts = { sent: 0, failed: 0, cancelled: 0 };
  for (let index = 0; index < due.length; index += PARALLEL_SENDS) {
    const outcomes = await Promise.all(
      due
        .slice(index, index + PARALLEL_SENDS)
        .map((delivery) => deliverOne(ctx, delivery, now, recipients, log)),
    );
    for (const outcome of outcomes) if (outcome) counts[outcome] += 1;
  }
  return counts;
}
