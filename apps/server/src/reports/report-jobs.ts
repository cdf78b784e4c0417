// Report files made in the background (docs/reports.md "Generated files"): a report_jobs row per
// job, the file made in this process without holding the request, its progress written at most
// every half second, and the bytes stored with the row until it expires (24 h). A job still
// running 15 minutes after it started is reported as failed: the process that ran it may have
// died (a restart loses in-process work).
import { randomBytes } from 'node:crypto';
import type { ReportFileKind, ReportFileRequest, ReportJob } from '@footfall/core';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { findRowWhere } from '../db/one-row';
import { reportJobs } from '../db/schema';
import type { AuthContext } from '../http/authenticate';
import { ApiError, notFound } from '../http/errors';
import { renderReportFile, type ReportFilePlan } from './documents/generate';
import { jobSlots } from './job-slots';

export type JobRow = typeof reportJobs.$inferSelect;

/** Jobs and their files are kept this long. */
export const JOB_LIFETIME_MS = 24 * 3_600_000;
/** A job running longer than this was interrupted. */
export const JOB_STALE_MS = 15 * 60_000;
/** Progress is written at most this often. */
const PROGRESS_INTERVAL_MS = 500;
/** Work (days x locations) above which a file is made in the background. */
export const BACKGROUND_UNITS = 31;
/** Bubble reports with more booths than this are made in the background. */
export const BACKGROUND_BOOTHS = 20;

export const INTERRUPTED = 'The file was interrupted before it was finished. Ask for it again.';
const FAILED = 'Something went wrong while making the file. Try again.';

/** Whether a checked request is made in the background rather than in the request. */
export function runsInBackground(request: ReportFileRequest, plan: ReportFilePlan): boolean {
  return request.background || plan.units > BACKGROUND_UNITS || plan.booths > BACKGROUND_BOOTHS;
}

export const jobFilePath = (id: string) => `/report/jobs/${id}/file`;

/** A row as the API shows it; a running job past JOB_STALE_MS shows as failed. */
export function toApiJob(row: JobRow, now: Date): ReportJob {
  const stale = row.status === 'running' && now.getTime() - row.createdAt.getTime() > JOB_STALE_MS;
  const status = stale ? 'failed' : row.status;
  return {
    id: row.id,
    kind: row.kind,
    status,
    progress: row.progress,
    error: stale ? INTERRUPTED : row.error,
    file_name: status === 'done' ? row.fileName : null,
    download_url: status === 'done' ? jobFilePath(row.id) : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** Writes progress at most every PROGRESS_INTERVAL_MS, one write at a time. A write that fails
 * is logged and forgotten: progress is a courtesy, and an unhandled rejection would end the
 * process. */
function progressWriter(ctx: AppContext, log: FastifyBaseLogger, id: string) {
  let last = 0;
  let writing: Promise<unknown> = Promise.resolve();
  return {
    report: (fraction: number) => {
      const now = Date.now();
      if (now - last < PROGRESS_INTERVAL_MS) return;
      last = now;
      writing = writing.then(() =>
        ctx.db
          .update(reportJobs)
          .set({ progress: fraction })
          .where(and(eq(reportJobs.id, id), eq(reportJobs.status, 'running')))
          .catch((error: unknown) =>
            log.warn({ err: error, job: id }, 'report progress not saved'),
          ),
      );
    },
    settled: () => writing.catch(() => undefined),
  };
}

/** Who asked for which file. */
type JobInput = {
  ctx: AppContext;
  auth: AuthContext;
  log: FastifyBaseLogger;
  kind: ReportFileKind;
  request: ReportFileRequest;
};

async function run(input: JobInput, plan: ReportFilePlan, id: string) {
  const { ctx, log } = input;
  const progress = progressWriter(ctx, log, id);
  try {
    const file = await renderReportFile({ ...input, reportProgress: progress.report }, plan);
    await progress.settled();
    await ctx.db
      .update(reportJobs)
      .set({
        status: 'done',
        progress: 1,
        fileName: file.fileName,
        contentType: file.contentType,
        file: file.body,
        finishedAt: ctx.now(),
      })
      .where(eq(reportJobs.id, id));
  } catch (error) {
    await progress.settled();
    const message = error instanceof ApiError ? error.message : FAILED;
    if (!(error instanceof ApiError)) log.error({ err: error, job: id }, 'report file failed');
    await ctx.db
      .update(reportJobs)
      .set({ status: 'failed', error: message, finishedAt: ctx.now() })
      .where(eq(reportJobs.id, id))
      .catch((failure: unknown) => log.error({ err: failure, job: id }, 'report job not saved'));
  }
}

/** Background files one user may have in the making at once (more is a 429). */
export const JOBS_PER_USER = 3;
/** Refuses a fourth file in the making for the same user (stale jobs no longer count). */
async function checkUserJobs(ctx: AppContext, userId: number, now: Date): Promise<void> {
  const [row] = await ctx.db
    .select({ running: count() })
    .from(reportJobs)
    .where(
      and(
        eq(reportJobs.userId, userId),
        eq(reportJobs.status, 'running'),
        gt(reportJobs.createdAt, new Date(now.getTime() - JOB_STALE_MS)),
      ),
    );
  if ((row?.running ?? 0) >= JOBS_PER_USER) {
    throw new ApiError(
      'RateLimitException',
      `You already have ${JOBS_PER_USER} files being made: wait for one to finish`,
      undefined,
      { 'Retry-After': '30' },
    );
  }
}

/** Starts a background job (expired ones are deleted first) and answers its row. */
export async function startReportJob(input: JobInput, plan: ReportFilePlan): Promise<ReportJob> {
  const { ctx } = input;
  const now = ctx.now();
  await ctx.db.delete(reportJobs).where(lt(reportJobs.expiresAt, now));
  await checkUserJobs(ctx, input.auth.userId, now);
  const [row] = await ctx.db
    .insert(reportJobs)
    .values({
      id: randomBytes(16).toString('hex'),
      corporationId: plan.corporationId,
      userId: input.auth.userId,
      kind: input.kind,
      request: input.request,
      status: 'running',
      progress: 0,
      createdAt: now,
      expiresAt: new Date(now.getTime() + JOB_LIFETIME_MS),
    })
    .returning();
  if (!row) throw new Error('report job insert returned nothing');
  // Not awaited: the answer is the job; run() records its own outcome (and never rejects).
  void jobSlots(ctx)(() => run(input, plan, row.id));
  return toApiJob(row, now);
}

/** The caller's job (another user's, an unknown or an expired one is a 404). */
export async function readReportJob(ctx: AppContext, auth: AuthContext, id: string) {
  if (!/^[0-9a-f]{32}$/.test(id)) throw notFound('The report file');
  const ofCaller = and(eq(reportJobs.id, id), eq(reportJobs.userId, auth.userId));
  const row = await findRowWhere(ctx.db, reportJobs, ofCaller);
  if (!row || row.expiresAt.getTime() <= ctx.now().getTime()) throw notFound('The report file');
  return row;
}

/** The finished file of a job: 409 while it runs or after it failed. */
export function jobFile(row: JobRow, now: Date) {
  const job = toApiJob(row, now);
  if (job.status === 'running')
    throw new ApiError('ConflictException', 'The file is not ready yet: try again in a moment');
  if (job.status === 'failed' || !row.file)
    throw new ApiError('ConflictException', `The file could not be made: ${job.error ?? FAILED}`);
  return {
    fileName: row.fileName ?? `${row.kind.replace('/', '-')}.bin`,
    contentType: row.contentType ?? 'application/octet-stream',
    body: row.file,
  };
}
