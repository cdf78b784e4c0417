// Scheduled delivery across processes, on both databases, with a real SMTP server and the moving
// clock: a delivery is claimed from the moment of the claim and sent once, and a process whose
// claim ran out records nothing; two processes running at once send a slot once; turning a
// schedule on never mails a slot already past; an SMTP server that never answers times out, and
// a slow run makes the timer skip its turns. Each test creates its own report and moves the clock
// to its own next slot. Delivery itself: report-schedule.test.ts.
import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDeliveries } from '../src/db/schema';
import { createMailer } from '../src/mail/mailer';
import { CLAIM_MS, claimDelivery } from '../src/reports/schedule/claim';
import { DELIVERY_ERRORS } from '../src/reports/schedule/delivery-errors';
import { planReportDeliveries, ReportZones } from '../src/reports/schedule/plan';
import { reportTickInFlight, startReportScheduleJobs } from '../src/reports/schedule/schedule-jobs';
import { deliverClaimed, sendDueDeliveries } from '../src/reports/schedule/send';
import {
  MINUTE,
  next0600,
  nextDayOfMonth,
  nextFirst0600,
  PARIS,
  scheduleFixture,
  type ScheduleFixture,
  startSilentServer,
} from './report-schedule.fixture';

// The test drives the job itself: no timer runs in these servers.
process.env.REPORT_JOBS = '0';
process.env.ALERT_JOBS = '0';

describe('scheduled report delivery across processes', () => {
  let fx: ScheduleFixture;

  beforeAll(async () => {
    fx = await scheduleFixture();
  }, 120_000);
  afterAll(async () => {
    await fx?.stop();
  });

  /** The delivery row of a report's slot. */
  const deliveryOf = async (reportId: string) => {
    const [row] = await fx.server.ctx.db
      .select()
      .from(reportDeliveries)
      .where(eq(reportDeliveries.reportId, Number(reportId)));
    return row!;
  };

  it('claims a delivery from the moment of the claim; a process whose claim ran out records nothing', async () => {
    const { server, mailsFor, tick, advanceTo, smtpUp, smtpDown, createReport, paris } = fx;
    const report = await createReport({
      name: 'Claimed stores',
      location_ids: [paris],
      schedule: { frequency: 'daily', recipients: ['hal@example.com'] },
    });
    advanceTo(next0600(server.ctx.now().getTime(), PARIS) + MINUTE);
    const planAt = server.ctx.now();
    expect(
      await planReportDeliveries(server.ctx, planAt, new ReportZones(server.ctx)),
    ).toBeGreaterThanOrEqual(1);
    const { id } = await deliveryOf(report.id);

    // This run spent 20 minutes on earlier deliveries; then two processes claim at once.
    advanceTo(planAt.getTime() + 20 * MINUTE);
    const before = server.ctx.now().getTime();
    const claims = await Promise.all([
      claimDelivery(server.ctx, id),
      claimDelivery(server.ctx, id),
    ]);
    const after = server.ctx.now().getTime();
    const first = claims.find((claim) => claim !== null);
    expect(claims.filter((claim) => claim !== null)).toHaveLength(1);
    // The lease runs from the claim (the clock moves on its own), however late in a run it comes.
    expect(first!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + CLAIM_MS);
    expect(first!.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + CLAIM_MS);
    advanceTo(server.ctx.now().getTime() + CLAIM_MS - MINUTE);
    expect(await claimDelivery(server.ctx, id)).toBeNull();

    // The first process stalls past its lease and another takes the delivery over.
    advanceTo(first!.nextAttemptAt.getTime() + 1_000);
    const second = await claimDelivery(server.ctx, id);
    expect(second!.nextAttemptAt.getTime()).toBeGreaterThan(first!.nextAttemptAt.getTime());
    const taken = await deliveryOf(report.id);
    const zones = new ReportZones(server.ctx);

    // The first process's attempt then fails: while the second is at work, it records nothing
    // (no retry, no attempt counted, the second's lease kept).
    await smtpDown();
    try {
      expect(await deliverClaimed(server.ctx, first!, zones, server.app.log)).toBeNull();
    } finally {
      await smtpUp();
    }
    expect(await deliveryOf(report.id)).toEqual(taken);
    expect(taken).toMatchObject({ status: 'pending', attempts: 0, lastError: null });

    // The second sends it, once; the first finishing late changes nothing either.
    expect(await deliverClaimed(server.ctx, second!, zones, server.app.log)).toBe('sent');
    const subject = 'Subject: Claimed stores:';
    expect(mailsFor(subject)).toHaveLength(1);
    const sent = await deliveryOf(report.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    await smtpDown();
    try {
      expect(await deliverClaimed(server.ctx, first!, zones, server.app.log)).toBeNull();
    } finally {
      await smtpUp();
    }
    expect(await deliveryOf(report.id)).toEqual(sent);
    advanceTo(server.ctx.now().getTime() + 30 * MINUTE);
    await tick();
    expect(mailsFor(subject)).toHaveLength(1);
  }, 120_000);

  it('sends a slot once when two processes run at the same time', async () => {
    const { server, mailsFor, advanceTo, createReport, paris } = fx;
    const report = await createReport({
      name: 'Raced stores',
      location_ids: [paris],
      schedule: { frequency: 'daily', recipients: ['ivy@example.com'] },
    });
    advanceTo(next0600(server.ctx.now().getTime(), PARIS) + MINUTE);
    const now = server.ctx.now();
    await planReportDeliveries(server.ctx, now, new ReportZones(server.ctx));
    const due = await server.ctx.db
      .select()
      .from(reportDeliveries)
      .where(and(eq(reportDeliveries.status, 'pending'), lte(reportDeliveries.nextAttemptAt, now)));
    const [a, b] = await Promise.all([
      sendDueDeliveries(server.ctx, now, new ReportZones(server.ctx), server.app.log),
      sendDueDeliveries(server.ctx, now, new ReportZones(server.ctx), server.app.log),
    ]);
    // Every due delivery is handled by exactly one of the two.
    const handled = (counts: typeof a) => counts.sent + counts.failed + counts.retrying;
    expect(handled(a) + handled(b)).toBe(due.length);
    expect(mailsFor('Subject: Raced stores:')).toHaveLength(1);
    expect(await deliveryOf(report.id)).toMatchObject({ status: 'sent', attempts: 1 });
  }, 120_000);

  it('does not mail a past slot when a schedule is turned on', async () => {
    const { server, session, mailsFor, tick, advanceTo, listed, createReport, paris } = fx;
    const body = {
      name: 'Monthly stores',
      location_ids: [paris],
      metrics: ['visitors', 'walk_bys'],
      period: { kind: 'fixed', start_date: '2026-03-09', end_date: '2026-03-15' },
      granularity: 'day',
      comparison: false,
    };
    const report = await createReport({
      ...body,
      schedule: { frequency: 'none', recipients: [] },
    });
    // Weeks later, on the 21st, its owner asks for it monthly.
    advanceTo(nextDayOfMonth(server.ctx.now().getTime() + 2 * 24 * 60 * MINUTE, PARIS, 21));
    const res = await server.request('PUT', `/api/system/reports/${report.id}`, {
      token: await session(),
      body: { ...body, schedule: { frequency: 'monthly', recipients: ['joe@example.com'] } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const first = nextFirst0600(server.ctx.now().getTime(), PARIS);
    expect(res.body.data.next_delivery_at).toBe(new Date(first).toISOString());
    await tick();
    advanceTo(server.ctx.now().getTime() + 60 * MINUTE);
    await tick();
    expect(mailsFor('Subject: Monthly stores:')).toHaveLength(0);
    expect((await listed(report.id)).last_delivery).toBeNull();

    advanceTo(first + MINUTE);
    await tick();
    expect(mailsFor('Subject: Monthly stores:')).toHaveLength(1);
    expect((await listed(report.id)).last_delivery).toMatchObject({
      status: 'sent',
      slot_at: new Date(first).toISOString(),
    });
  }, 120_000);

  it('gives up on an SMTP server that never answers, and the timer skips turns meanwhile', async () => {
    const { server, tick, advanceTo, createReport, paris } = fx;
    const silent = await startSilentServer();
    const realMailer = server.ctx.mailer;
    server.ctx.mailer = createMailer({
      smtpUrl: silent.url,
      db: server.ctx.db,
      log: server.app.log,
      smtpTimeoutMs: 1_000,
    });
    const log = server.app.log.child({});
    const debug = log.debug.bind(log);
    let skipped = 0;
    log.debug = ((...args: Parameters<typeof debug>) => {
      if (args.some((arg) => typeof arg === 'string' && arg.includes('skipped'))) skipped += 1;
      debug(...args);
    }) as typeof log.debug;
    try {
      const report = await createReport({
        name: 'Silent stores',
        location_ids: [paris],
        schedule: { frequency: 'daily', recipients: ['kim@example.com'] },
      });
      advanceTo(next0600(server.ctx.now().getTime(), PARIS) + MINUTE);
      const started = Date.now();
      const stop = startReportScheduleJobs(server.ctx, { log, everyMs: 50 });
      try {
        await expect
          .poll(async () => (await deliveryOf(report.id))?.attempts, { timeout: 20_000 })
          .toBe(1);
      } finally {
        await stop();
      }
      // One SMTP session, ended by the greeting timeout (not left hanging), and no run queued
      // behind it: the timer skipped its turns.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
      expect(silent.connections()).toBeGreaterThanOrEqual(1);
      expect(skipped).toBeGreaterThan(5);
      expect(reportTickInFlight(server.ctx)).toBe(false);
      const row = await deliveryOf(report.id);
      expect(row).toMatchObject({ status: 'pending', lastError: DELIVERY_ERRORS.unreachable });
    } finally {
      server.ctx.mailer = realMailer;
      await silent.stop();
    }
    // The other scheduled reports of the run wait for their retry: send them now.
    advanceTo(server.ctx.now().getTime() + 10 * MINUTE);
    await tick();
  }, 60_000);
});
