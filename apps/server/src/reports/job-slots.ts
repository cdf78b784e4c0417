// How many background report files one server process makes at once. Making a file is mostly
// synchronous work on the event loop (ECharts, pdfkit): a few at a time keep ingest and the API
// answering; the others wait their turn in order (p-limit's queue).
import pLimit, { type LimitFunction } from 'p-limit';
import type { AppContext } from '../app-context';

/** Background files one server process makes at the same time; the rest wait their turn. */
export const JOBS_AT_ONCE = 2;

const slotsOf = new WeakMap<AppContext, LimitFunction>();

/** The server's report-file slots (one queue per AppContext, so test servers never share one). */
export function jobSlots(ctx: AppContext): LimitFunction {
  let slots = slotsOf.get(ctx);
  if (!slots) {
    slots = pLimit(JOBS_AT_ONCE);
    slotsOf.set(ctx, slots);
  }
  return slots;
}
