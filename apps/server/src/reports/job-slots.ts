// How many background report files one server process makes at once. Making a file is mostly
// synchronous work on the event loop (ECharts, pdfkit): a few at a time keep ingest and the API
// answering; the others wait their turn in order (p-limit's queue).
import pLimit, { type LimitFunction } from 'p-limit';
import type { AppContext } from '../app-context';

/** Background files one server process makes at the same time; the rest wait their turn. */
export const JOBS_AT_ONCE = 2;

/** A server's report-file slots: made once with its context (server-state.ts). */
export const createJobSlots = (): LimitFunction => pLimit(JOBS_AT_ONCE);

/** The server's report-file slots (its own queue, so test servers never share one). */
export const jobSlots = (ctx: AppContext): LimitFunction => ctx.state.reportSlots;
