// Sending due scheduled mailings: the report's comparison-report PDF, made as its creator (who
// must still exist and may still view the report), attached to one mail per language of the
// recipients (recipient-locales.ts): a recipient with an account reads their profile language,
// any other the creator's. A
// failed mail or file is retried after 1, 2, 4 and 8 minutes; the fifth failed attempt is final.
// A report nobody may send any more (creator gone, access lost, no location) fails at once. A
// mailing whose days are still being computed waits for them a while (pending-wait.ts).
// Viewers of the report read a short reason (delivery-errors.ts); the raw error is logged.
import { toSupportedLocale, DEFAULT_LOCALE } from '@footfall/core';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { reportDeliveries, reportItems, users } from '../../db/schema';
import { dueDeliveries, retryDelayMs } from '../../jobs/retried-deliveries';
import type { AuthContext } from '../../http/authenticate';
import { ApiError } from '../../http/errors';
import { generateReportFile } from '../documents/generate';
import { reportAccess, type ReportRow } from '../report-access';
import { computeReportResults } from '../report-results';
import { reportMail, scheduledRange } from './delivery-mail';
import { reportsById, type ReportZones } from './plan';
import { claimDelivery, finishDelivery, type DeliveryRow } from './claim';
import { awaitsPipeline, PENDING_RETRY_MS } from './pending-wait';
import { recipientLocales } from './recipient-locales';
import {
  DELIVERY_ERRORS,
  DeliveryFailure,
  deliveryStep,
  mailFailure,
  viewerMessage,
} from './delivery-errors';
import { scheduledFrequency } from './slots';
import { idOut } from '../../db/ids';

export const MAX_DELIVERY_ATTEMPTS = 5;
const DUE_BATCH = 20;

/** The creator's identity, checked: they exist and may still view the report. */
async function creatorAuth(ctx: AppContext, report: ReportRow) {
  const [creator] =
    report.createdBy === null
      ? []
      : await ctx.db.select().from(users).where(eq(users.id, report.createdBy));
  if (!creator) throw new DeliveryFailure(DELIVERY_ERRORS.creatorGone, true);
  const auth: AuthContext = { userId: creator.id, tokenId: 0, kind: 'session', locationId: null };
  try {
    const { covered } = await reportAccess(ctx, auth, report.id, 'reports_view');
    return { auth, covered, locale: toSupportedLocale(creator.locale) ?? DEFAULT_LOCALE };
  } catch (error) {
    if (error instanceof ApiError)
      throw new DeliveryFailure(DELIVERY_ERRORS.creatorDenied, true, error);
    throw error;
  }
}

/** Makes and sends the mailing, or says it waits for days still being computed. */
async function send(
  ctx: AppContext,
  delivery: DeliveryRow,
  report: ReportRow,
  zone: string,
  log: FastifyBaseLogger,
): Promise<'sent' | 'waiting'> {
  const { auth, covered, locale } = await creatorAuth(ctx, report);
  const range = scheduledRange(report.period, zone, delivery.slotAt.getTime());
  if (await awaitsPipeline(ctx, covered, range, delivery.slotAt)) return 'waiting';
  // The figures of the mail's body are those of the PDF: the same period, fixed.
  const asSent: ReportRow = {
    ...report,
    period: { kind: 'fixed', start_date: range.start, end_date: range.end },
  };
  const items = await ctx.db.select().from(reportItems).where(eq(reportItems.reportId, report.id));
  const overrides = new Map(items.map((item) => [item.locationId, item.metrics]));
  const results = await deliveryStep(DELIVERY_ERRORS.figures, () =>
    computeReportResults(ctx, auth, log, asSent, covered, overrides, ctx.now()),
  );
  // Every file and mail is made before the first is sent, so a file that cannot be made sends
  // nothing. A mail refused after another was sent is retried with the others (a recipient may
  // then get it twice, as with any retried mail).
  const mails = [];
  for (const [mailLocale, recipients] of await recipientLocales(ctx, delivery.recipients, locale)) {
    const file = await deliveryStep(DELIVERY_ERRORS.pdf, () =>
      generateReportFile({
        ctx,
        auth,
        log,
        kind: 'comparison-report',
        request: {
          report_id: idOut(report.id),
          dates: [{ start_date: range.start, end_date: range.end }],
          file_format: 'pdf',
          locale: mailLocale,
          background: false,
        },
      }),
    );
    const mail = reportMail({
      name: report.name,
      range,
      results,
      link: `${ctx.config.publicUrl}/main/comparison-report/${report.id}`,
      fileName: file.fileName,
      locale: mailLocale,
    });
    mails.push({
      to: recipients.join(', '),
      ...mail,
      attachments: [{ filename: file.fileName, content: file.body, contentType: file.contentType }],
    });
  }
  for (const mail of mails) await deliveryStep(mailFailure, () => ctx.mailer.send(mail));
  return 'sent';
}

/** Makes and sends a delivery claimed by this process (`claimed.nextAttemptAt` is its lease),
 * then records the outcome unless another process took the delivery over meanwhile (null). */
export async function deliverClaimed(
  ctx: AppContext,
  claimed: DeliveryRow & { nextAttemptAt: Date },
  zones: ReportZones,
  log: FastifyBaseLogger,
): Promise<keyof ScheduleSendCounts | null> {
  const lease = claimed.nextAttemptAt;
  const report = (await reportsById(ctx, [claimed.reportId])).get(claimed.reportId);
  if (!report) return null; // deleted meanwhile: its deliveries went with it
  const attempts = claimed.attempts + 1;
  const ids = { report_id: report.id, delivery_id: claimed.id, attempts };
  let outcome: keyof ScheduleSendCounts;
  let written: boolean;
  try {
    if (!scheduledFrequency(report.schedule))
      throw new DeliveryFailure(DELIVERY_ERRORS.scheduleOff, true);
    const zone = await zones.zoneOf(report);
    if (!zone) throw new DeliveryFailure(DELIVERY_ERRORS.noLocation, true);
    outcome = await send(ctx, claimed, report, zone, log);
    written = await finishDelivery(
      ctx,
      claimed.id,
      lease,
      outcome === 'sent'
        ? { status: 'sent', attempts, sentAt: ctx.now(), nextAttemptAt: null, lastError: null }
        : // Not an attempt: asked again in a minute, with no error to show.
          { nextAttemptAt: new Date(ctx.now().getTime() + PENDING_RETRY_MS) },
    );
  } catch (error) {
    const final =
      (error instanceof DeliveryFailure && error.final) || attempts >= MAX_DELIVERY_ATTEMPTS;
    outcome = final ? 'failed' : 'retrying';
    log.error(
      { ...ids, final, err: error instanceof DeliveryFailure ? (error.cause ?? error) : error },
      'reports: scheduled delivery failed',
    );
    written = await finishDelivery(ctx, claimed.id, lease, {
      status: final ? 'failed' : 'pending',
      attempts,
      lastError: viewerMessage(error),
      nextAttemptAt: final ? null : new Date(ctx.now().getTime() + retryDelayMs(attempts)),
    });
  }
  if (written) return outcome;
  log.warn(
    { ...ids, outcome },
    'reports: scheduled delivery taken over by another process (its claim ran out); outcome not recorded',
  );
  return null;
}

/** failed: no attempt left; retrying: failed, tried again later; waiting: for days still being
 * computed (pending-wait.ts). */
export type ScheduleSendCounts = {
  sent: number;
  retrying: number;
  failed: number;
  waiting: number;
};

/** Sends the pending deliveries due at `now`, one at a time (each makes a PDF). */
export async function sendDueDeliveries(
  ctx: AppContext,
  now: Date,
  zones: ReportZones,
  log: FastifyBaseLogger,
): Promise<ScheduleSendCounts> {
  const due = await dueDeliveries(ctx.db, reportDeliveries, now, DUE_BATCH);
  const counts: ScheduleSendCounts = { sent: 0, retrying: 0, failed: 0, waiting: 0 };
  for (const delivery of due) {
    // Claimed one by one, each from the moment of its claim: earlier ones may have taken minutes.
    const claimed = await claimDelivery(ctx, delivery.id);
    const outcome = claimed ? await deliverClaimed(ctx, claimed, zones, log) : null;
    if (outcome) counts[outcome] += 1;
  }
  return counts;
}
