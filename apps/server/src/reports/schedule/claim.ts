// Claiming a due delivery across processes, with no extra column: the claim pushes the row's
// next_attempt_at CLAIM_MS past the moment of the claim (not the start of the tick, which may be
// long gone after earlier deliveries), and that lease value is the claim's token. The final
// update of the row only applies while next_attempt_at still holds our lease: when the lease ran
// out and another process claimed the row, its later lease replaced ours and our update is a
// no-op. Leases only grow (a new one starts after the old one ended), so a token is never reused.
import { and, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { reportDeliveries } from '../../db/schema';

/** While one process makes the file and sends, no other picks the same delivery. Mail sessions
 * time out well before (mailer's SMTP_TIMEOUT_MS). */
export const CLAIM_MS = 10 * 60_000;

export type DeliveryRow = typeof reportDeliveries.$inferSelect;

/** Claims the delivery if it is pending and due at ctx.now(); gives the row as claimed (its
 * nextAttemptAt is the lease, the claim's token) or null. */
export async function claimDelivery(
  ctx: AppContext,
  deliveryId: number,
): Promise<(DeliveryRow & { nextAttemptAt: Date }) | null> {
  const now = ctx.now();
  const lease = new Date(now.getTime() + CLAIM_MS);
  const claimed = await ctx.db
    .update(reportDeliveries)
    .set({ nextAttemptAt: lease })
    .where(
      and(
        eq(reportDeliveries.id, deliveryId),
        eq(reportDeliveries.status, 'pending'),
        lte(reportDeliveries.nextAttemptAt, now),
      ),
    )
    .returning();
  return claimed[0] ? { ...claimed[0], nextAttemptAt: lease } : null;
}

type DeliveryUpdate = Partial<typeof reportDeliveries.$inferInsert>;

/** Writes the outcome of a claimed delivery if the claim is still ours; false: it was taken over. */
export async function finishDelivery(
  ctx: AppContext,
  deliveryId: number,
  lease: Date,
  outcome: DeliveryUpdate,
): Promise<boolean> {
  const updated = await ctx.db
    .update(reportDeliveries)
    .set(outcome)
    .where(
      and(
        eq(reportDeliveries.id, deliveryId),
        eq(reportDeliveries.status, 'pending'),
        eq(reportDeliveries.nextAttemptAt, lease),
      ),
    )
    .returning({ id: reportDeliveries.id });
  return updated.length > 0;
}
