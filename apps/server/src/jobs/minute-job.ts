// The one periodic-job runner of the server processes (the alert job, the scheduled-report job).
// Runs of one job on one server never overlap: the timer skips its turn while a run is going or
// waiting (a slow run must not queue one per minute), and a direct `run` (tests, a caller that
// wants the result) waits for the run in progress. What a server's runs are doing is its own
// (ctx.state.jobRuns, made with the context), so test servers in one process never share it.
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

/** One job's runs on one server: the latest (the next one waits for it) and how many are going
 * or waiting. */
type JobRun = { latest: Promise<unknown>; inFlight: number };

/** A server's runs of its minute jobs, by job name. */
export class JobRuns {
  private readonly runs = new Map<string, JobRun>();

  of(name: string): JobRun {
    let run = this.runs.get(name);
    if (!run) this.runs.set(name, (run = { latest: Promise.resolve(), inFlight: 0 }));
    return run;
  }
}

/** `name` prefixes the job's log lines ("alerts: job failed"); one job per name. */
export function minuteJob<Result, Log extends JobLog>(
  name: string,
  tick: (ctx: AppContext, log: Log) => Promise<Result>,
): MinuteJob<Result, Log> {
  const runsOf = (ctx: AppContext) => ctx.state.jobRuns.of(name);

  const job: MinuteJob<Result, Log> = {
    run(ctx, log) {
      const runs = runsOf(ctx);
      runs.inFlight += 1;
      const next = runs.latest
        .catch(() => undefined)
        .then(() => tick(ctx, log))
        .finally(() => (runs.inFlight -= 1));
      runs.latest = next;
      return next;
    },
    busy: (ctx) => runsOf(ctx).inFlight > 0,
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
        await runsOf(ctx).latest.catch(() => undefined);
      };
    },
  };
  return job;
}
