// The pipeline worker (docs/product.md section 11): drainPipeline for tests, importers and
// benchmarks, and the background loop started by the server (or `npm run worker`): woken by ingest,
// polling every few seconds, retrying failed days with back-off, and running the retention job
// hourly.
import type { AppContext } from '../app-context';
import { consoleLog, runPass, type DayFailure, type PipelineLog } from './pipeline-pass';
import { runRetention } from './retention-job';

export interface DrainResult {
  processedDays: number;
  /** Days that failed during this drain; they stay dirty. */
  failures: DayFailure[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Processes until nothing is dirty (tests, importers, benchmarks). Each day that fails is tried
 * once per drain and reported; a location held by another worker is waited for.
 */
export async function drainPipeline(
  ctx: AppContext,
  options: { log?: PipelineLog } = {},
): Promise<DrainResult> {
  const failed = new Set<string>();
  const failures: DayFailure[] = [];
  const backoff = ctx.state.pipelineBackoff;
  let processedDays = 0;
  for (;;) {
    const pass = await runPass(ctx, {
      eligible: (locationId, localDate) => !failed.has(`${locationId}:${localDate}`),
      onFailure: (failure) => {
        failed.add(`${failure.locationId}:${failure.localDate}`);
        failures.push(failure);
        backoff.failed(failure.locationId, failure.localDate, ctx.now().getTime());
      },
      onSuccess: (locationId, localDate) => backoff.succeeded(locationId, localDate),
      shouldStop: () => false,
      log: options.log ?? consoleLog,
    });
    processedDays += pass.processedDays;
    if (pass.eligibleDays === 0) return { processedDays, failures };
    if (pass.processedDays === 0 && pass.lockedLocations > 0) await pause(25);
  }
}

export interface WorkerOptions {
  log?: PipelineLog;
  /** Look for dirty days this often even without a signal. */
  pollMs?: number;
  /** A day is processed once no data arrived for it for this long (default 2 s): a backfill or
   * an import sends many batches per day, and recomputing the day after each one would make the
   * work grow with the square of the batches. drainPipeline does not wait. */
  settleMs?: number;
  /** ...but a day whose data never settles (a steady stream into today) is processed at least
   * this often (default 30 s), or "today" would stand still while data keeps arriving. */
  maxWaitMs?: number;
  /** Retention job period (hourly), and how long after start it first runs. */
  retentionEveryMs?: number;
  retentionFirstAfterMs?: number;
}

/** Starts the background worker; the returned function stops it and waits for the current pass. */
export function startPipelineWorker(
  ctx: AppContext,
  options: WorkerOptions = {},
): () => Promise<void> {
  const log = options.log ?? consoleLog;
  const backoff = ctx.state.pipelineBackoff;
  const settleMs = options.settleMs ?? 2_000;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const pass = async () => {
    // Keep going while passes find work: new days may have been marked meanwhile.
    for (;;) {
      const result = await runPass(ctx, {
        eligible: (locationId, localDate, markedAtMs, firstMarkedAtMs) =>
          (markedAtMs <= ctx.now().getTime() - settleMs ||
            firstMarkedAtMs <= ctx.now().getTime() - maxWaitMs) &&
          backoff.canTry(locationId, localDate, ctx.now().getTime()),
        onFailure: (failure) =>
          backoff.failed(failure.locationId, failure.localDate, ctx.now().getTime()),
        onSuccess: (locationId, localDate) => backoff.succeeded(locationId, localDate),
        shouldStop: () => stopped,
        log,
      });
      if (stopped || result.processedDays === 0) return;
    }
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => log.error({ err: error }, 'pipeline: pass failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };

  const retention = () => {
    if (stopped) return;
    runRetention(ctx)
      .then((deleted) => log.info(deleted, 'pipeline: retention job ran'))
      .catch((error: unknown) => log.error({ err: error }, 'pipeline: retention job failed'));
  };

  const unsubscribe = ctx.pipeline.onDataArrived(kick);
  const poll = setInterval(kick, options.pollMs ?? 2_000);
  const retentionEvery = options.retentionEveryMs ?? 3_600_000;
  let retentionTimer: NodeJS.Timeout | null = setTimeout(() => {
    retention();
    retentionTimer = setInterval(retention, retentionEvery);
    retentionTimer.unref();
  }, options.retentionFirstAfterMs ?? 60_000);
  poll.unref();
  retentionTimer.unref();
  kick();

  return async () => {
    stopped = true;
    unsubscribe();
    clearInterval(poll);
    if (retentionTimer) clearTimeout(retentionTimer);
    await running;
  };
}
