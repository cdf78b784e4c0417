// The scheduled-report job (docs/reports.md "Scheduled delivery"): every minute, plan the mailing
// of each report's latest slot, then send what is due. Runs of one server never overlap: the
// timer skips its turn while a run is going (a slow run must not queue one per minute), and a
// direct runReportScheduleTick call (tests) waits for the run in progress. Several
// processes may run it: a slot is planned once (unique row) and a delivery is claimed before it
// is sent.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { minuteJob } from '../../jobs/minute-job';
import { planReportDeliveries, ReportZones } from './plan';
import { sendDueDeliveries, type ScheduleSendCounts } from './send';

export const REPORT_JOB_EVERY_MS = 60_000;

export interface ReportScheduleTickResult extends ScheduleSendCounts {
  /** Deliveries planned by this run. */
  planned: number;
}

async function tick(ctx: AppContext, log: FastifyBaseLogger): Promise<ReportScheduleTickResult> {
  const now = ctx.now();
  const zones = new ReportZones(ctx);
  const planned = await planReportDeliveries(ctx, now, zones);
  const counts = await sendDueDeliveries(ctx, now, zones, log);
  if (planned + counts.sent + counts.retrying + counts.failed + counts.waiting > 0)
    log.info({ planned, ...counts }, 'reports: schedule job ran');
  return { planned, ...counts };
}

const reportScheduleJob = minuteJob('reports: schedule', tick);

/** One run of the job at ctx.now(); waits for a run already going in this process. */
export function runReportScheduleTick(
  ctx: AppContext,
  options: { log: FastifyBaseLogger },
): Promise<ReportScheduleTickResult> {
  return reportScheduleJob.run(ctx, options.log);
}

/** Whether a run of this server is going or waiting. */
export const reportTickInFlight = (ctx: AppContext): boolean => reportScheduleJob.busy(ctx);

/** Starts the minute job; the returned function stops it and waits for a run in progress
 * (call it before closing the database). */
export function startReportScheduleJobs(
  ctx: AppContext,
  options: { log: FastifyBaseLogger; everyMs?: number },
): () => Promise<void> {
  return reportScheduleJob.start(ctx, options.log, options.everyMs ?? REPORT_JOB_EVERY_MS);
}
