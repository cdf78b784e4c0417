// One pass of the pipeline: claims dirty local days location by location (advisory lock per
// location, so several workers and processes share the locations), recomputes each day with
// processDay and writes it in one transaction. An error on one day is logged and reported; the
// other days go on. Claims are bounded and go round the locations, oldest waiting first, so a
// location with a long backfill never makes the others wait for all of it (docs/operations.md,
// "Fair claiming").
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { refreshCalibration, refreshPresenceWeight } from '../calibration/refresh-calibration';
import { pipelineDirtyDays } from '../db/schema';
import { loadDayInput } from './day-inputs';
import { writeDay } from './day-writer';
import { loadLocationInputs } from './location-inputs';
import { withLocationLock } from './location-lock';
import { processDay } from './process-day';

export interface PipelineLog {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export const consoleLog: PipelineLog = {
  info: () => undefined,
  error: (details, message) => console.error(message, details),
};

export interface DayFailure {
  locationId: number;
  localDate: string;
  error: string;
}

export interface PassOptions {
  /** Whether a day may be tried now (back-off, already failed in this drain, or data for it
   * arrived too recently: markedAtMs is when it was last marked dirty). */
  eligible: (
    locationId: number,
    localDate: string,
    markedAtMs: number,
    firstMarkedAtMs: number,
  ) => boolean;
  onFailure: (failure: DayFailure) => void;
  onSuccess: (locationId: number, localDate: string) => void;
  shouldStop: () => boolean;
  log: PipelineLog;
}

export interface PassResult {
  processedDays: number;
  /** Locations with eligible dirty days that another worker held. */
  lockedLocations: number;
  eligibleDays: number;
}

/** Days one claim (one hold of a location's lock) tries at most: a few seconds of work, after
 * which the location goes back in the round and every other waiting location gets its turn. */
export const CLAIM_MAX_DAYS = 4;
/** ...and it tries no further day once it has run this long (days of a busy location are slower
 * than the usual 0.15 s). At least one day per claim, however long it takes. */
export const CLAIM_BUDGET_MS = 2_000;

const markedAtMs = () =>
  sql<number>`(extract(epoch from ${pipelineDirtyDays.markedAt}) * 1000)::float8`;
const firstMarkedAtMs = () =>
  sql<number>`(extract(epoch from ${pipelineDirtyDays.firstMarkedAt}) * 1000)::float8`;

async function dirtyDaysOf(ctx: AppContext, locationId: number) {
  return ctx.db
    .select({
      localDate: pipelineDirtyDays.localDate,
      markedAt: sql<string>`${pipelineDirtyDays.markedAt}::text`,
      markedAtMs: markedAtMs(),
      firstMarkedAtMs: firstMarkedAtMs(),
    })
    .from(pipelineDirtyDays)
    .where(eq(pipelineDirtyDays.locationId, locationId))
    .orderBy(asc(pipelineDirtyDays.localDate));
}

/** One claim: the location's first eligible dirty days in date order (later days read earlier
 * days' visits), at most CLAIM_MAX_DAYS of them and CLAIM_BUDGET_MS of work, under its lock.
 * Returns the days processed. */
async function processLocation(ctx: AppContext, locationId: number, options: PassOptions) {
  let processed = 0;
  let tried = 0;
  const started = performance.now();
  const location = await loadLocationInputs(ctx.db, locationId);
  for (const day of await dirtyDaysOf(ctx, locationId)) {
    if (options.shouldStop()) break;
    if (tried >= CLAIM_MAX_DAYS || (tried > 0 && performance.now() - started >= CLAIM_BUDGET_MS))
      break;
    if (
      !options.eligible(
        locationId,
        day.localDate,
        Number(day.markedAtMs),
        Number(day.firstMarkedAtMs),
      )
    )
      continue;
    tried++;
    try {
      if (!location) throw new Error(`Location ${locationId} does not exist`);
      const input = await loadDayInput(ctx.db, location, day.localDate, ctx.now().getTime());
      const output = processDay(input);
      const dirty = { locationId, localDate: day.localDate, markedAt: day.markedAt };
      await writeDay(ctx.db, dirty, input.frame.hourStarts, output, ctx.now());
      options.onSuccess(locationId, day.localDate);
      processed++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.log.error(
        { err: error, locationId, localDate: day.localDate },
        'pipeline: a day could not be processed; it stays dirty and is retried later',
      );
      options.onFailure({ locationId, localDate: day.localDate, error: message });
    }
  }
  // The days just written may change how the location's Wi-Fi compares with its door counters.
  if (processed > 0 && location) {
    await refreshCalibration(ctx.db, location, ctx.now())
      .then(() => refreshPresenceWeight(ctx, location))
      .catch((error: unknown) =>
        options.log.error({ err: error, locationId }, 'pipeline: calibration not refitted'),
      );
  }
  return processed;
}

/** One round: one bounded claim of each location with eligible dirty days, the location whose
 * eligible work has waited longest first. A location another worker holds is passed over. */
export async function runPass(ctx: AppContext, options: PassOptions): Promise<PassResult> {
  // Every location's dirty days: the one statement of the pipeline that reads all locations (a
  // multi-shard scan on Citus, docs/operations.md "Citus"); the queue is small.
  const dirty = await ctx.db
    .select({
      locationId: pipelineDirtyDays.locationId,
      localDate: pipelineDirtyDays.localDate,
      markedAtMs: markedAtMs(),
      firstMarkedAtMs: firstMarkedAtMs(),
    })
    .from(pipelineDirtyDays)
    .orderBy(asc(pipelineDirtyDays.firstMarkedAt), asc(pipelineDirtyDays.localDate));
  const eligible = dirty.filter((day) =>
    options.eligible(
      day.locationId,
      day.localDate,
      Number(day.markedAtMs),
      Number(day.firstMarkedAtMs),
    ),
  );
  const locationIds = [...new Set(eligible.map((day) => day.locationId))];
  const result: PassResult = {
    processedDays: 0,
    lockedLocations: 0,
    eligibleDays: eligible.length,
  };
  for (const locationId of locationIds) {
    if (options.shouldStop()) break;
    const outcome = await withLocationLock(ctx.db, locationId, () =>
      processLocation(ctx, locationId, options),
    );
    if (!outcome.acquired) {
      result.lockedLocations++;
      continue;
    }
    result.processedDays += outcome.value;
    if (outcome.value > 0) ctx.pipeline.processed(locationId);
  }
  return result;
}
