// What a report's JSON says about its scheduled mailings: the latest delivery (by slot) and the
// next slot.
import type { ReportDelivery } from '@footfall/core';
import { desc, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { reportDeliveries } from '../../db/schema';
import type { ReportRow } from '../report-access';
import { nextSlot, scheduledFrequency } from './slots';

type DeliveryRow = typeof reportDeliveries.$inferSelect;

export type DeliveryView = {
  last_delivery: ReportDelivery | null;
  next_delivery_at: string | null;
};

export const toApiDelivery = (row: DeliveryRow): ReportDelivery => ({
  status: row.status,
  slot_at: row.slotAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
  attempts: row.attempts,
  next_attempt_at: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  error: row.status === 'sent' ? null : row.lastError,
});

/** The latest delivery of each report, by report id. */
export async function latestDeliveries(
  ctx: AppContext,
  reportIds: readonly number[],
): Promise<Map<number, DeliveryRow>> {
  if (reportIds.length === 0) return new Map();
  const rows = await ctx.db
    .selectDistinctOn([reportDeliveries.reportId])
    .from(reportDeliveries)
    .where(inArray(reportDeliveries.reportId, [...reportIds]))
    .orderBy(reportDeliveries.reportId, desc(reportDeliveries.slotAt));
  return new Map(rows.map((row) => [row.reportId, row]));
}

/** The delivery fields of one report; `timeZone` is its first covered location's (none: no
 * next slot). */
export function deliveryView(
  report: ReportRow,
  latest: DeliveryRow | undefined,
  timeZone: string | undefined,
  now: Date,
): DeliveryView {
  const frequency = scheduledFrequency(report.schedule);
  return {
    last_delivery: latest ? toApiDelivery(latest) : null,
    next_delivery_at:
      frequency && timeZone
        ? new Date(nextSlot(frequency, timeZone, now.getTime())).toISOString()
        : null,
  };
}
