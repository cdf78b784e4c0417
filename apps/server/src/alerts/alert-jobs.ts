// The alert job (docs/alerts.md): every minute, detect (gateway offline, door counter silent,
// low traffic, the daily summary), plan deliveries for new events and send what is due. Runs of one server never
// overlap: a run asked for while one is going waits for it (tests call runAlertTick directly).
import type { AppContext } from '../app-context';
import { minuteJob } from '../jobs/minute-job';
import { consoleLog, type PipelineLog } from '../pipeline/pipeline-pass';
import { detectDailySummaries } from './daily-summary-detector';
import { deliverDue, type DeliveryCounts } from './deliver';
import { markDeliveredEvents, planDeliveries } from './delivery-plan';
import { RecipientCache } from './recipients';
import { detectGatewayOutages, detectSilentDoorCounters } from './sensor-detectors';
import { detectLowTraffic } from './traffic-detector';

export const ALERT_JOB_EVERY_MS = 60_000;

export interface AlertTickResult extends DeliveryCounts {
  /** Events raised or resolved by this run. */
  events: number;
  /** Deliveries planned for new events. */
  planned: number;
}

async function tick(ctx: AppContext, log: PipelineLog): Promise<AlertTickResult> {
  const now = ctx.now();
  const events =
    (await detectGatewayOutages(ctx, now)) +
    (await detectSilentDoorCounters(ctx, now)) +
    (await detectLowTraffic(ctx, now, ctx.state.judgedHours)) +
    (await detectDailySummaries(ctx, now));
  const recipients = new RecipientCache(ctx);
  const planned = await planDeliveries(ctx, now, recipients);
  const counts = await deliverDue(ctx, now, recipients, log);
  await markDeliveredEvents(ctx, ctx.now());
  if (events + planned + counts.sent + counts.failed > 0)
    log.info({ events, planned, ...counts }, 'alerts: job ran');
  return { events, planned, ...counts };
}

const alertJob = minuteJob('alerts', tick);

/** One run of the job at ctx.now(); waits for a run already going in this process. */
export function runAlertTick(
  ctx: AppContext,
  options: { log?: PipelineLog } = {},
): Promise<AlertTickResult> {
  return alertJob.run(ctx, options.log ?? consoleLog);
}

/** Starts the minute job; the returned function stops it and waits for a run in progress
 * (call it before closing the database). */
export function startAlertJobs(
  ctx: AppContext,
  options: { log?: PipelineLog; everyMs?: number } = {},
): () => Promise<void> {
  return alertJob.start(ctx, options.log ?? consoleLog, options.everyMs ?? ALERT_JOB_EVERY_MS);
}
