// Fan-out: each new event becomes one delivery per recipient and channel (alert_deliveries), due
// at once. An event nobody is to hear about is marked delivered straight away; otherwise
// pipeline_events.delivered_at is set once none of its deliveries is pending any more.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { alertDeliveries, locations, pipelineEvents } from '../db/schema';
import { settingOf } from './alert-kinds';
import type { RecipientCache } from './recipients';

const FAN_OUT_BATCH = 200;

export type Channel = 'email' | 'webhook';

export async function planDeliveries(
  ctx: AppContext,
  now: Date,
  recipients: RecipientCache,
): Promise<number> {
  const events = await ctx.db
    .select({ event: pipelineEvents, location: locations })
    .from(pipelineEvents)
    .innerJoin(locations, eq(locations.id, pipelineEvents.locationId))
    .where(
      and(
        isNull(pipelineEvents.deliveredAt),
        sql`not exists (select 1 from ${alertDeliveries} where ${alertDeliveries.eventId} = ${pipelineEvents.id})`,
      ),
    )
    .orderBy(pipelineEvents.id)
    .limit(FAN_OUT_BATCH);
  let planned = 0;
  for (const { event, location } of events) {
    const setting = settingOf(event.kind);
    const people = setting ? await recipients.get(location, setting) : [];
    const rows = people.flatMap((person) => {
      const channels: { channel: Channel; target: string }[] = [];
      if (person.byEmail) channels.push({ channel: 'email', target: person.email });
      if (person.webhookUrl) channels.push({ channel: 'webhook', target: person.webhookUrl });
      return channels.map((channel) => ({
        ...channel,
        eventId: event.id,
        userId: person.userId,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
      }));
    });
    if (rows.length === 0) {
      await ctx.db
        .update(pipelineEvents)
        .set({ deliveredAt: now })
        .where(eq(pipelineEvents.id, event.id));
      continue;
    }
    await ctx.db.insert(alertDeliveries).values(rows).onConflictDoNothing();
    planned += rows.length;
  }
  return planned;
}

/** Events whose deliveries are all sent, failed or cancelled are done. */
export async function markDeliveredEvents(ctx: AppContext, now: Date): Promise<void> {
  await ctx.db
    .update(pipelineEvents)
    .set({ deliveredAt: now })
    .where(
      and(
        isNull(pipelineEvents.deliveredAt),
        sql`exists (select 1 from ${alertDeliveries} where ${alertDeliveries.eventId} = ${pipelineEvents.id})`,
        sql`not exists (select 1 from ${alertDeliveries} where ${alertDeliveries.eventId} = ${pipelineEvents.id} and ${alertDeliveries.status} = 'pending')`,
      ),
    );
}
