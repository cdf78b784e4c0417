// Scheduled delivery of saved reports on both databases, with a real SMTP server and the moving
// clock: nothing before the slot; one mail (both recipients, subject, link, the comparison-report
// PDF whose figures are the results API's) once it passes, and never twice; a weekly report only
// on Mondays at 06:00 in its location's zone (Los Angeles, far from UTC); an SMTP outage is
// retried with back-off until it is sent, or fails after five attempts, visible in the list, where
// viewers read short failure reasons, never a host or a server reply; without SMTP the outbox
// names the attachment; a report whose creator is gone fails at once; a French creator's mail is
// in French. Also: when the report jobs run at all. Concurrency: report-schedule-concurrency.test.ts.
// The tests share one server per database and run in order: the retry tests reuse the daily
// report of the first test (its next slots).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, reports, users } from '../src/db/schema';
import { createMailer } from '../src/mail/mailer';
import { DELIVERY_ERRORS } from '../src/reports/schedule/delivery-errors';
import { readProcessRoles } from '../src/config';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import { mailText } from './helpers/smtp-capture';
import {
  LOS_ANGELES,
  MINUTE,
  next0600,
  PARIS,
  pdfOf,
  pdfText,
  scheduleFixture,
  type ScheduleFixture,
} from './report-schedule.fixture';

// The test drives the job itself: no timer runs in these servers.
process.env.REPORT_JOBS = '0';
process.env.ALERT_JOBS = '0';

describe('report job switch', () => {
  it('runs unless REPORT_JOBS=0, and follows ALERT_JOBS when REPORT_JOBS is unset', () => {
    expect(readProcessRoles({}).reportJobs).toBe(true);
    expect(readProcessRoles({ REPORT_JOBS: '0' }).reportJobs).toBe(false);
    expect(readProcessRoles({ ALERT_JOBS: '0' }).reportJobs).toBe(false);
    expect(readProcessRoles({ ALERT_JOBS: '0', REPORT_JOBS: '1' }).reportJobs).toBe(true);
  });
});

describe('scheduled report delivery', () => {
  let fx: ScheduleFixture;
  let dailyId: string;

  beforeAll(async () => {
    fx = await scheduleFixture();
  }, 120_000);
  afterAll(async () => {
    await fx?.stop();
  });

  it('mails a daily report once, after 06:00 in its zone, with the PDF and the link', async () => {
    const { server, session, mailsFor, tick, advanceTo, listed, createReport, paris } = fx;
    const report = await createReport({
      name: 'Daily stores',
      location_ids: [paris],
      schedule: { frequency: 'daily', recipients: ['ann@example.com', 'bob@example.com'] },
    });
    dailyId = report.id;
    const slot = next0600(server.ctx.now().getTime(), PARIS);
    expect(report.next_delivery_at).toBe(new Date(slot).toISOString());
    expect((await listed(dailyId)).last_delivery).toBeNull();
    const subject = 'Subject: Daily stores: 03/09/2026 to 03/15/2026';

    advanceTo(slot - MINUTE);
    await tick();
    expect(mailsFor(subject)).toHaveLength(0);
    expect((await listed(dailyId)).last_delivery).toBeNull();

    advanceTo(slot + MINUTE);
    const result = await tick();
    expect(result).toMatchObject({ planned: 1, sent: 1, failed: 0, retrying: 0 });
    const mails = mailsFor(subject);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to.sort()).toEqual(['ann@example.com', 'bob@example.com']);
    const text = mailText(mail!.raw);
    expect(text).toContain(`${server.ctx.config.publicUrl}/main/comparison-report/${dailyId}`);
    expect(text).toContain('Period: 03/09/2026 to 03/15/2026');
    expect(text).toContain('Visitors: 5,321');

    const pdf = pdfOf(mail!.raw);
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    const results = await server.request('GET', `/api/system/reports/${dailyId}/results`, {
      token: await session(),
    });
    const total = (
      results.body.data.rows as { bucket: string | null; values: Record<string, number> }[]
    ).find((row) => row.bucket === null)!;
    expect(total.values).toMatchObject({ visitors: 5321, walk_bys: 9765 });
    const pdfWords = await pdfText(pdf!);
    expect(pdfWords).toContain('Daily stores');
    expect(pdfWords).toContain(total.values.visitors!.toLocaleString('en-US'));
    expect(pdfWords).toContain(total.values.walk_bys!.toLocaleString('en-US'));

    expect((await listed(dailyId)).last_delivery).toEqual({
      status: 'sent',
      slot_at: new Date(slot).toISOString(),
      sent_at: expect.any(String),
      attempts: 1,
      next_attempt_at: null,
      error: null,
    });
    expect(await tick()).toMatchObject({ planned: 0, sent: 0 });
    advanceTo(slot + 30 * MINUTE);
    await tick();
    expect(mailsFor(subject)).toHaveLength(1);
  }, 120_000);

  it('mails a weekly report on Mondays at 06:00 in Los Angeles, not by UTC', async () => {
    const { server, mailsFor, tick, advanceTo, listed, createReport, valleyMall } = fx;
    const report = await createReport({
      name: 'Weekly mall',
      location_ids: [valleyMall],
      schedule: { frequency: 'weekly', recipients: ['carol@example.com'] },
    });
    const monday = next0600(server.ctx.now().getTime(), LOS_ANGELES, true);
    expect(report.next_delivery_at).toBe(new Date(monday).toISOString());
    const subject = 'Subject: Weekly mall: 03/09/2026 to 03/15/2026';

    // Monday 05:59 in Los Angeles is already Monday afternoon in UTC.
    advanceTo(monday - MINUTE);
    expect(new Date(monday - MINUTE).getUTCHours()).toBeGreaterThanOrEqual(13);
    await tick();
    expect(mailsFor(subject)).toHaveLength(0);

    advanceTo(monday + MINUTE);
    await tick();
    expect(mailsFor(subject)).toHaveLength(1);
    expect((await listed(report.id)).last_delivery).toMatchObject({
      status: 'sent',
      slot_at: new Date(monday).toISOString(),
    });
    const following = next0600(monday, LOS_ANGELES, true);
    expect((await listed(report.id)).next_delivery_at).toBe(new Date(following).toISOString());
  }, 120_000);

  it('retries a mail the SMTP server refused, then sends it', async () => {
    const { server, tick, advanceTo, listed, smtpUp, smtpDown } = fx;
    const slot = next0600(server.ctx.now().getTime(), PARIS);
    await smtpDown();
    advanceTo(slot + MINUTE);
    expect(await tick()).toMatchObject({ sent: 0, retrying: 1 });
    const pending = (await listed(dailyId)).last_delivery!;
    expect(pending).toMatchObject({
      status: 'pending',
      slot_at: new Date(slot).toISOString(),
      attempts: 1,
      sent_at: null,
    });
    expect(pending.error).toBe(DELIVERY_ERRORS.unreachable);
    const retryAt = Date.parse(pending.next_attempt_at as string);
    expect(retryAt - server.ctx.now().getTime()).toBeGreaterThan(MINUTE - 5_000);
    expect(retryAt - server.ctx.now().getTime()).toBeLessThanOrEqual(MINUTE);

    await smtpUp();
    await tick(); // not due yet
    expect((await listed(dailyId)).last_delivery).toMatchObject({ attempts: 1 });
    advanceTo(retryAt + 1_000);
    expect(await tick()).toMatchObject({ sent: 1 });
    expect((await listed(dailyId)).last_delivery).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
      next_attempt_at: null,
    });
  }, 120_000);

  it('gives up after five attempts and shows the failure in the list', async () => {
    const { server, tick, advanceTo, listed, smtpUp, smtpDown } = fx;
    const slot = next0600(server.ctx.now().getTime(), PARIS);
    await smtpDown();
    advanceTo(slot + MINUTE);
    await tick();
    for (const attempt of [2, 3, 4, 5]) {
      const due = Date.parse((await listed(dailyId)).last_delivery!.next_attempt_at as string);
      advanceTo(due + 1_000);
      const result = await tick();
      expect(result).toMatchObject(attempt < 5 ? { retrying: 1 } : { failed: 1 });
    }
    const failed = (await listed(dailyId)).last_delivery!;
    expect(failed).toMatchObject({
      status: 'failed',
      slot_at: new Date(slot).toISOString(),
      attempts: 5,
      sent_at: null,
      next_attempt_at: null,
    });
    // A short reason for every viewer; the host, port and socket error stay in the log.
    expect(failed.error).toBe('The mail server could not be reached');
    expect(failed.error).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|\d{2,}/);
    advanceTo(server.ctx.now().getTime() + 60 * MINUTE);
    expect(await tick()).toMatchObject({ planned: 0, sent: 0, retrying: 0, failed: 0 });
    await smtpUp();
  }, 120_000);

  it('names the attachment in the outbox when there is no SMTP server', async () => {
    const { server } = fx;
    const outbox = createMailer({ smtpUrl: null, db: server.ctx.db, log: server.app.log });
    await outbox.send({
      to: 'erin@example.com, fay@example.com',
      subject: 'Outbox check',
      text: 'Body',
      attachments: [
        {
          filename: 'report.pdf',
          content: Buffer.from('%PDF-1.7'),
          contentType: 'application/pdf',
        },
      ],
    });
    const [row] = await server.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Outbox check'));
    expect(row).toMatchObject({
      recipient: 'erin@example.com, fay@example.com',
      body: 'Body\n\nAttachments: report.pdf (8 bytes)',
    });
  });

  it("fails at once, readably, when the report's creator is gone", async () => {
    const { server, mailsFor, tick, advanceTo, listed, createReport, paris } = fx;
    const report = await createReport({
      name: 'Orphan stores',
      location_ids: [paris],
      schedule: { frequency: 'daily', recipients: ['dan@example.com'] },
    });
    // What deleting the creator does (created_by is "on delete set null").
    await server.ctx.db
      .update(reports)
      .set({ createdBy: null })
      .where(eq(reports.id, Number(report.id)));
    advanceTo(next0600(server.ctx.now().getTime(), PARIS) + MINUTE);
    await tick();
    expect((await listed(report.id)).last_delivery).toMatchObject({
      status: 'failed',
      attempts: 1,
      next_attempt_at: null,
      error: "The report's creator no longer exists",
    });
    expect(mailsFor('Subject: Orphan stores')).toHaveLength(0);
  }, 120_000);

  it("writes the mail in each recipient's language, else its creator's, like the PDF", async () => {
    const { server, mailsFor, tick, advanceTo, createReport, paris } = fx;
    const creator = eq(users.email, DEMO_LOGIN.email.toLowerCase());
    await server.ctx.db.update(users).set({ locale: 'fr' }).where(creator);
    // A recipient with an account reads their own profile language.
    const { email: lia } = await server.signUp({ email: `Lia-${Date.now()}@example.com` });
    await server.ctx.db
      .update(users)
      .set({ locale: 'es' })
      .where(eq(users.email, lia.toLowerCase()));
    try {
      await createReport({
        name: 'Magasins',
        location_ids: [paris],
        schedule: { frequency: 'daily', recipients: ['gil@example.com', lia] },
      });
      advanceTo(next0600(server.ctx.now().getTime(), PARIS) + MINUTE);
      await tick();
      const mails = mailsFor('Subject: Magasins : du 09/03/2026 au 15/03/2026');
      expect(mails).toHaveLength(1);
      const text = mailText(mails[0]!.raw);
      expect(text).toContain('Période : du 09/03/2026 au 15/03/2026');
      // Intl's French thousands separator is a narrow no-break space.
      expect(text).toContain('Visiteurs : 5\u202f321');
      expect(text).toContain('Passants : 9\u202f765');
      expect(text).toContain('Vous recevez ce message car vous êtes destinataire');
      expect(mails[0]!.to).toEqual(['gil@example.com']);
      expect(await pdfText(pdfOf(mails[0]!.raw)!)).toContain('Visiteurs');

      const spanish = mailsFor('Subject: Magasins: del 09/03/2026 al 15/03/2026');
      expect(spanish).toHaveLength(1);
      expect(spanish[0]!.to).toEqual([lia]);
      const words = mailText(spanish[0]!.raw);
      expect(words).toContain('Periodo: del 09/03/2026 al 15/03/2026');
      expect(words).toContain('Recibe este correo porque es destinatario');
      expect(await pdfText(pdfOf(spanish[0]!.raw)!)).toContain('Visitantes');
    } finally {
      await server.ctx.db.update(users).set({ locale: null }).where(creator);
    }
  }, 120_000);
});
