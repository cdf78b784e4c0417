// Raising and resolving events through open conditions: an outage raises one event (not one per
// minute) and its end one resolution. The condition's primary key decides, inside the
// transaction, which of two concurrent jobs raises.
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { insertRow } from '../db/one-row';
import { alertConditions, pipelineEvents } from '../db/schema';
import type { EventKind } from './alert-kinds';

export type OpenCondition = typeof alertConditions.$inferSelect;

export interface NewEvent {
  locationId: number;
  kind: EventKind;
  subject: string;
  detail: Record<string, unknown>;
}

export async function openConditions(ctx: AppContext, kind: EventKind): Promise<OpenCondition[]> {
  return ctx.db.select().from(alertConditions).where(eq(alertConditions.kind, kind));
}

/** Opens the condition and raises its event; false when it was already open. */
export async function raiseCondition(
  ctx: AppContext,
  event: NewEvent,
  since: Date | null,
  now: Date,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const opened = await tx
      .insert(alertConditions)
      .values({
        subject: event.subject,
        locationId: event.locationId,
        kind: event.kind,
        eventId: 0,
        since,
        openedAt: now,
      })
      .onConflictDoNothing()
      .returning({ subject: alertConditions.subject });
    if (opened.length === 0) return false;
    const raised = await insertRow(tx, pipelineEvents, { ...event, raisedAt: now });
    await tx
      .update(alertConditions)
      .set({ eventId: raised.id })
      .where(eq(alertConditions.subject, event.subject));
    return true;
  });
}

/** Closes the condition; raises the resolution event when given (null: close quietly, e.g. the
 * gateway was disconnected from the location). */
export async function resolveCondition(
  ctx: AppContext,
  condition: OpenCondition,
  resolution: NewEvent | null,
  now: Date,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const closed = await tx
      .delete(alertConditions)
      .where(
        and(
          eq(alertConditions.subject, condition.subject),
          eq(alertConditions.eventId, condition.eventId),
        ),
      )
      .returning({ subject: alertConditions.subject });
    if (closed.length === 0) return false;
    if (resolution) await tx.insert(pipelineEvents).values({ ...resolution, raisedAt: now });
    return true;
  });
}
