// A mailing waits while days its figures rest on are still being computed (a backfill, an import
// or a definitions change the pipeline is working through), as the daily summary does: up to
// PENDING_WAIT_MS after its slot, asking again every PENDING_RETRY_MS. After that it is sent as
// the figures stand, and its PDF says how many days were pending.
import { comparisonRange, type DateRange } from '@footfall/core';
import type { AppContext } from '../../app-context';
import type { LocationRow } from '../../hardware/hardware-access';
import { pendingDatesAcross } from '../../pipeline/dirty-day-marks';

export const PENDING_WAIT_MS = 60 * 60_000;
export const PENDING_RETRY_MS = 60_000;

/** Whether the mailing of `slotAt` should wait: a day of its range or of the comparison range
 * (the attached comparison report always compares), before today, is still pending. */
export async function awaitsPipeline(
  ctx: AppContext,
  locations: readonly LocationRow[],
  range: DateRange,
  slotAt: Date,
): Promise<boolean> {
  if (ctx.now().getTime() - slotAt.getTime() >= PENDING_WAIT_MS) return false;
  const pending = await pendingDatesAcross(ctx, locations, [range, comparisonRange(range)]);
  return pending.length > 0;
}
