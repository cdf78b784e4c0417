// The scheduled-report job (docs/reports.md "Scheduled delivery"): every minute, plan the mailing
// of each report's latest slot, then send what is due. Runs of one server never overlap: the
// timer skips its turn while a run is going (a slow run must not queue one per minute), and a
// direct runReportScheduleTick call (tests) waits for the run in progress. Several
// processes may run it: a slot is planned once (unique row) and a delivery is claimed before it
// is sent.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { planReportDeliveries, ReportZones } from './plan';
import { sendDueDeliveries, type ScheduleSendCounts } from './send';

export const REPORT_JOB_EVERY_MS = 60_000;

export interface ReportScheduleTickResult extends ScheduleSendCounts {
  /** Deliveries planned by this run. */
  planned: number;
}

const running = new WeakMap<AppContext, Promise<unknown>>();
/** Runs asked for and not finished, per server (the one going and those waiting for it). */
const inFlight = new WeakMap<AppContext, number>();

async function tick(ctx: AppContext, log: FastifyBaseLogger): Promise<ReportScheduleTickResult> {
  const now = ctx.now();
  const zones = new ReportZones(ctx);
  const planned = await planReportDeliveries(ctx, now, zones);
  const counts = await sendDueDeliveries(ctx, now, zones, log);
  if (planned + counts.sent + counts.retrying + counts.failed > 0)
    log.info({ planned, ...counts }, 'reports: schedule job ran');
  return { planned, ...counts };
}

/** One run of the job at ctx.now(); waits for a run already going in this process. */
export async function runReportScheduleTick(
  ctx: AppContext,
  options: { log: FastifyBaseLogger },
): Promise<ReportScheduleTickResult> {
  const previous = running.get(ctx) ?? Promise.resolve();
  inFlight.set(ctx, (inFlight.get(ctx) ?? 0) + 1);
  const next = previous
    .catch(() => undefined)
    .then(() => tick(ctx, options.log))
    .finally(() => inFlight.set(ctx, (inFlight.get(ctx) ?? 1) - 1));
  running.set(ctx, next);
  return next;
}

/** Whether a run of this server is going or waiting. */
export const reportTickInFlight = (ctx: AppContext): boolean => (inFlight.get(ctx) ?? 0) > 0;

/** Starts the minute job; the returned function stops it and waits for a run in progress
 * (call it before closing the database). */
export function startReportScheduleJobs(
  ctx: AppContext,
  options: { log: FastifyBaseLogger; everyMs?: number },
): () => Promise<void> {
  const { log } = options;
  const timer = setInterval(() => {
    if (reportTickInFlight(ctx)) {
      log.debug('reports: schedule job still running, this turn skipped');
      return;
    }
    runReportScheduleTick(ctx, { log }).catch((error: unknown) =>
      log.error({ err: error }, 'reports: schedule job failed'),
    );
  }, options.everyMs ?? REPORT_JOB_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running.get(ctx)?.catch(() => undefined);
  };
}

/** Whether this process runs the job: REPORT_JOBS=0 turns it off; unset, it follows ALERT_JOBS. */
export function runsReportJobs(env: NodeJS.ProcessEnv = process.env): boolean {
  const own = env.REPORT_JOBS;
  return own !== undefined && own !== '' ? own !== '0' : env.ALERT_JOBS !== '0';
}
