// The one periodic-job runner of the server processes (the alert job, the scheduled-report job).
// Runs of one job on one server never overlap: the timer skips its turn while a run is going or
// waiting (a slow run must not queue one per minute), and a direct `run` (tests, a caller that
// wants the result) waits for the run in progress. State is kept per AppContext, so test servers
// in one process never share it.
import type { AppContext } from '../app-context';

/** What a job logs through: pino's logger or the pipeline's console log. */
export interface JobLog {
  error: (details: object, message: string) => void;
  debug?: (message: string) => void;
}

export interface MinuteJob<Result, Log extends JobLog> {
  /** One run at ctx.now(); waits for a run already going on this server. */
  run(ctx: AppContext, log: Log): Promise<Result>;
  /** Whether a run of this server is going or waiting. */
  busy(ctx: AppContext): boolean;
  /** Runs every `everyMs` until the returned function is called; that function waits for a run
   * in progress (call it before closing the database). */
  start(ctx: AppContext, log: Log, everyMs: number): () => Promise<void>;
}

/** `name` prefixes the job's log lines ("alerts: job failed"). */
export function minuteJob<Result, Log extends JobLog>(
  name: string,
  tick: (ctx: AppContext, log: Log) => Promise<Result>,
): MinuteJob<Result, Log> {
  const running = new WeakMap<AppContext, Promise<unknown>>();
  const inFlight = new WeakMap<AppContext, number>();

  const job: MinuteJob<Result, Log> = {
    run(ctx, log) {
      const previous = running.get(ctx) ?? Promise.resolve();
      inFlight.set(ctx, (inFlight.get(ctx) ?? 0) + 1);
      const next = previous
        .catch(() => undefined)
        .then(() => tick(ctx, log))
        .finally(() => inFlight.set(ctx, (inFlight.get(ctx) ?? 1) - 1));
      running.set(ctx, next);
      return next;
    },
    busy: (ctx) => (inFlight.get(ctx) ?? 0) > 0,
    start(ctx, log, everyMs) {
      const timer = setInterval(() => {
        if (job.busy(ctx)) {
          log.debug?.(`${name}: job still running, this turn skipped`);
          return;
        }
        job
          .run(ctx, log)
          .catch((error: unknown) => log.error({ err: error }, `${name}: job failed`));
      }, everyMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running.get(ctx)?.catch(() => undefined);
      };
    },
  };
  return job;
}
