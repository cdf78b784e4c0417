// The alert job (DESIGN.md section 7): every minute, detect (gateway offline, door counter silent,
// low traffic, the daily summary), plan deliveries for new events and send what is due. Runs of one server never
// overlap: a run asked for while one is going waits for it (tests call runAlertTick directly).
import type { AppContext } from '../app-context';
import { consoleLog, type PipelineLog } from '../pipeline/pipeline-pass';
import { detectDailySummaries } from './daily-summary-detector';
import { deliverDue, type DeliveryCounts } from './deliver';
import { markDeliveredEvents, planDeliveries } from './delivery-plan';
import { RecipientCache } from './recipients';
import { detectGatewayOutages, detectSilentDoorCounters } from './sensor-detectors';
import { detectLowTraffic, type JudgedHours } from './traffic-detector';

export const ALERT_JOB_EVERY_MS = 60_000;

export interface AlertTickResult extends DeliveryCounts {
  /** Events raised or resolved by this run. */
  events: number;
  /** Deliveries planned for new events. */
  planned: number;
}

const judgedHours = new WeakMap<AppContext, JudgedHours>();
const running = new WeakMap<AppContext, Promise<unknown>>();
/** Runs of this server going or waiting: the timer skips its turn rather than queue behind one. */
const inFlight = new WeakMap<AppContext, number>();

async function tick(ctx: AppContext, log: PipelineLog): Promise<AlertTickResult> {
  const now = ctx.now();
  let judged = judgedHours.get(ctx);
  if (!judged) {
    judged = new Map();
    judgedHours.set(ctx, judged);
  }
  const events =
    (await detectGatewayOutages(ctx, now)) +
    (await detectSilentDoorCounters(ctx, now)) +
    (await detectLowTraffic(ctx, now, judged)) +
    (await detectDailySummaries(ctx, now));
  const recipients = new RecipientCache(ctx);
  const planned = await planDeliveries(ctx, now, recipients);
  const counts = await deliverDue(ctx, now, recipients, log);
  await markDeliveredEvents(ctx, ctx.now());
  if (events + planned + counts.sent + counts.failed > 0)
    log.info({ events, planned, ...counts }, 'alerts: job ran');
  return { events, planned, ...counts };
}

/** One run of the job at ctx.now(); waits for a run already going in this process. */
export async function runAlertTick(
  ctx: AppContext,
  options: { log?: PipelineLog } = {},
): Promise<AlertTickResult> {
  const previous = running.get(ctx) ?? Promise.resolve();
  inFlight.set(ctx, (inFlight.get(ctx) ?? 0) + 1);
  const next = previous
    .catch(() => undefined)
    .then(() => tick(ctx, options.log ?? consoleLog))
    .finally(() => inFlight.set(ctx, (inFlight.get(ctx) ?? 1) - 1));
  running.set(ctx, next);
  return next;
}

/** Starts the minute job; the returned function stops it and waits for a run in progress
 * (call it before closing the database). */
export function startAlertJobs(
  ctx: AppContext,
  options: { log?: PipelineLog; everyMs?: number } = {},
): () => Promise<void> {
  const log = options.log ?? consoleLog;
  const timer = setInterval(() => {
    // A slow run (many deliveries, a slow mail server) must not make runs pile up behind it.
    if ((inFlight.get(ctx) ?? 0) > 0) return;
    runAlertTick(ctx, { log }).catch((error: unknown) =>
      log.error({ err: error }, 'alerts: job failed'),
    );
  }, options.everyMs ?? ALERT_JOB_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running.get(ctx)?.catch(() => undefined);
  };
}
