// Sending due scheduled mailings: the report's comparison-report PDF, made as its creator (who
// must still exist and may still view the report), attached to one mail to all recipients. A
// failed mail or file is retried after 1, 2, 4 and 8 minutes; the fifth failed attempt is final.
// A report nobody may send any more (creator gone, access lost, no location) fails at once.
import { toSupportedLocale, DEFAULT_LOCALE } from '@footfall/core';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { reportDeliveries, reportItems, users } from '../../db/schema';
import type { AuthContext } from '../../http/authenticate';
import { ApiError } from '../../http/errors';
import { generateReportFile } from '../documents/generate';
import { reportAccess, type ReportRow } from '../report-access';
import { computeReportResults } from '../report-results';
import { reportMail, scheduledRange } from './delivery-mail';
import { reportsById, type ReportZones } from './plan';
import { scheduledFrequency } from './slots';

export const MAX_DELIVERY_ATTEMPTS = 5;
const FIRST_RETRY_MS = 60_000;
/** While one job makes the file and sends, no other picks the same delivery. */
const CLAIM_MS = 10 * 60_000;
const DUE_BATCH = 20;

type DeliveryRow = typeof reportDeliveries.$inferSelect;

/** Delay before the next attempt after `attempts` failed ones: 1, 2, 4, 8 minutes. */
export function deliveryRetryMs(attempts: number): number {
  return FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);
}

/** A failure no retry can mend. */
class FinalFailure extends Error {}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The creator's identity, checked: they exist and may still view the report. */
async function creatorAuth(ctx: AppContext, report: ReportRow) {
  const [creator] =
    report.createdBy === null
      ? []
      : await ctx.db.select().from(users).where(eq(users.id, report.createdBy));
  if (!creator) throw new FinalFailure("The report's creator no longer exists");
  const auth: AuthContext = { userId: creator.id, tokenId: 0, kind: 'session', locationId: null };
  try {
    const { covered } = await reportAccess(ctx, auth, report.id, 'reports_view');
    return { auth, covered, locale: toSupportedLocale(creator.locale) ?? DEFAULT_LOCALE };
  } catch (error) {
    if (error instanceof ApiError)
      throw new FinalFailure(`The report's creator (${creator.email}) may no longer view it`);
    throw error;
  }
}

async function send(
  ctx: AppContext,
  delivery: DeliveryRow,
  report: ReportRow,
  zone: string,
  log: FastifyBaseLogger,
) {
  const { auth, covered, locale } = await creatorAuth(ctx, report);
  const range = scheduledRange(report.period, zone, delivery.slotAt.getTime());
  // The figures of the mail's body are those of the PDF: the same period, fixed.
  const asSent: ReportRow = {
    ...report,
    period: { kind: 'fixed', start_date: range.start, end_date: range.end },
  };
  const items = await ctx.db.select().from(reportItems).where(eq(reportItems.reportId, report.id));
  const overrides = new Map(items.map((item) => [item.locationId, item.metrics]));
  const results = await computeReportResults(ctx, auth, log, asSent, covered, overrides, ctx.now());
  const file = await generateReportFile({
    ctx,
    auth,
    log,
    kind: 'comparison-report',
    request: {
      report_id: String(report.id),
      dates: [{ start_date: range.start, end_date: range.end }],
      file_format: 'pdf',
      locale,
      background: false,
    },
  });
  const mail = reportMail({
    name: report.name,
    range,
    results,
    link: `${ctx.config.publicUrl}/main/comparison-report/${report.id}`,
    fileName: file.fileName,
    locale,
  });
  await ctx.mailer.send({
    to: delivery.recipients.join(', '),
    ...mail,
    attachments: [{ filename: file.fileName, content: file.body, contentType: file.contentType }],
  });
}

async function claim(ctx: AppContext, delivery: DeliveryRow, now: Date): Promise<boolean> {
  const claimed = await ctx.db
    .update(reportDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(reportDeliveries.id, delivery.id),
        eq(reportDeliveries.status, 'pending'),
        lte(reportDeliveries.nextAttemptAt, now),
      ),
    )
    .returning({ id: reportDeliveries.id });
  return claimed.length > 0;
}

async function deliverOne(
  ctx: AppContext,
  delivery: DeliveryRow,
  now: Date,
  zones: ReportZones,
  log: FastifyBaseLogger,
): Promise<keyof ScheduleSendCounts | null> {
  if (!(await claim(ctx, delivery, now))) return null;
  const report = (await reportsById(ctx, [delivery.reportId])).get(delivery.reportId);
  if (!report) return null; // deleted meanwhile: its deliveries went with it
  const attempts = delivery.attempts + 1;
  try {
    if (!scheduledFrequency(report.schedule))
      throw new FinalFailure('The schedule was turned off before the report could be sent');
    const zone = await zones.zoneOf(report);
    if (!zone) throw new FinalFailure('The report covers no location');
    await send(ctx, delivery, report, zone, log);
    await ctx.db
      .update(reportDeliveries)
      .set({ status: 'sent', attempts, sentAt: ctx.now(), nextAttemptAt: null, lastError: null })
      .where(eq(reportDeliveries.id, delivery.id));
    return 'sent';
  } catch (error) {
    const at = ctx.now();
    const final = error instanceof FinalFailure || attempts >= MAX_DELIVERY_ATTEMPTS;
    await ctx.db
      .update(reportDeliveries)
      .set({
        status: final ? 'failed' : 'pending',
        attempts,
        lastError: messageOf(error),
        nextAttemptAt: final ? null : new Date(at.getTime() + deliveryRetryMs(attempts)),
      })
      .where(eq(reportDeliveries.id, delivery.id));
    log.error(
      { report_id: report.id, delivery_id: delivery.id, attempts, final, err: error },
      'reports: scheduled delivery failed',
    );
    return final ? 'failed' : 'retrying';
  }
}

/** failed: no attempt left; retrying: failed, tried again later. */
export type ScheduleSendCounts = { sent: number; retrying: number; failed: number };

/** Sends the pending deliveries due at `now`, one at a time (each makes a PDF). */
export async function sendDueDeliveries(
  ctx: AppContext,
  now: Date,
  zones: ReportZones,
  log: FastifyBaseLogger,
): Promise<ScheduleSendCounts> {
  const due = await ctx.db
    .select()
    .from(reportDeliveries)
    .where(and(eq(reportDeliveries.status, 'pending'), lte(reportDeliveries.nextAttemptAt, now)))
    .orderBy(asc(reportDeliveries.nextAttemptAt), asc(reportDeliveries.id))
    .limit(DUE_BATCH);
  const counts: ScheduleSendCounts = { sent: 0, retrying: 0, failed: 0 };
  for (const delivery of due) {
    const outcome = await deliverOne(ctx, delivery, now, zones, log);
    if (outcome) counts[outcome] += 1;
  }
  return counts;
}
