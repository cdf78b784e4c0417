// Scheduled delivery of saved reports on both databases, with a real SMTP server and the moving
// clock: nothing before the slot; one mail (both recipients, subject, link, the comparison-report
// PDF whose figures are the results API's) once it passes, and never twice; a weekly report only
// on Mondays at 06:00 in its location's zone (Los Angeles, far from UTC); an SMTP outage is
// retried with back-off until it is sent, or fails after five attempts, visible in the list; a
// French creator's mail is in French. Across processes: a delivery is claimed from the moment of
// the claim and sent once, a process whose claim ran out records nothing, a stalled SMTP server
// times out, and a slow run makes the timer skip its turns. Turning a schedule on never mails a
// slot already past. Viewers read short failure reasons, never a host or a server reply.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { addDays, localDateOf, localParts, zonedTimeToUtc } from '@footfall/core';
import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, reportDeliveries, reports, users } from '../src/db/schema';
import { createMailer } from '../src/mail/mailer';
import { CLAIM_MS, claimDelivery } from '../src/reports/schedule/claim';
import { DELIVERY_ERRORS } from '../src/reports/schedule/delivery-errors';
import { planReportDeliveries, ReportZones } from '../src/reports/schedule/plan';
import {
  reportTickInFlight,
  runReportScheduleTick,
  runsReportJobs,
  startReportScheduleJobs,
} from '../src/reports/schedule/schedule-jobs';
import { deliverClaimed, sendDueDeliveries } from '../src/reports/schedule/send';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import { DATABASE_TARGETS } from './helpers/databases';
import { demoLocationIds, rollupFixture } from './helpers/rollup-fixture';
import { mailText, startSmtpCapture } from './helpers/smtp-capture';
import { startTestServer, type TestServer } from './helpers/test-server';

// The test drives the job itself: no timer runs in these servers.
process.env.REPORT_JOBS = '0';
process.env.ALERT_JOBS = '0';

const PARIS = 'Europe/Paris';
const LOS_ANGELES = 'America/Los_Angeles';
const MINUTE = 60_000;

/** The first 06:00 local after `now` (on a Monday when asked), found day by day. */
function next0600(now: number, zone: string, mondayOnly = false): number {
  for (let date = localDateOf(now, zone); ; date = addDays(date, 1)) {
    const at = zonedTimeToUtc(date, 6, zone);
    if (at > now && (!mondayOnly || localParts(at, zone).weekday === 0)) return at;
  }
}

/** The base64 body of the mail's application/pdf part. */
function pdfOf(raw: string): Buffer | null {
  const match = /Content-Type: application\/pdf[^]*?\r\n\r\n([^]*?)\r\n--/i.exec(raw);
  return match?.[1] ? Buffer.from(match[1].replace(/\s+/g, ''), 'base64') : null;
}

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'footfall-schedule-'));
  try {
    const file = path.join(dir, 'report.pdf');
    await writeFile(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The mail's text as UTF-8: quoted-printable bytes decoded together, so accents survive. */
const utf8MailText = (raw: string) => Buffer.from(mailText(raw), 'latin1').toString('utf8');

type Capture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** An "SMTP server" that accepts connections and never says a word. */
async function startSilentServer() {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => connections,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The next `day`-th of a month at noon in `zone`, after `now`. */
function nextDayOfMonth(now: number, zone: string, day: number): number {
  for (let date = localDateOf(now, zone); ; date = addDays(date, 1)) {
    const at = zonedTimeToUtc(date, 12, zone);
    if (at > now && Number(date.slice(8, 10)) === day) return at;
  }
}

/** The next 1st of a month at 06:00 in `zone`, after `now`. */
function nextFirst0600(now: number, zone: string): number {
  for (let date = localDateOf(now, zone); ; date = addDays(date, 1)) {
    const at = zonedTimeToUtc(date, 6, zone);
    if (at > now && date.endsWith('-01')) return at;
  }
}

describe('report job switch', () => {
  it('runs unless REPORT_JOBS=0, and follows ALERT_JOBS when REPORT_JOBS is unset', () => {
    expect(runsReportJobs({})).toBe(true);
    expect(runsReportJobs({ REPORT_JOBS: '0' })).toBe(false);
    expect(runsReportJobs({ ALERT_JOBS: '0' })).toBe(false);
    expect(runsReportJobs({ ALERT_JOBS: '0', REPORT_JOBS: '1' })).toBe(true);
  });
});

for (const { target, skip } of DATABASE_TARGETS) {
  describe.skipIf(skip)(`scheduled report delivery (${target.name})`, () => {
    let server: TestServer;
    /** A fresh session: the test moves the clock past a token's lifetime. */
    const session = async (): Promise<string> =>
      (await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).body.data.access_token;
    let smtpPort: number;
    const captures: Capture[] = [];
    let live: Capture | null = null;
    let paris: string;
    let valleyMall: string;
    let dailyId: string;

    const mailsFor = (subject: string) =>
      captures.flatMap((capture) => capture.mails).filter((mail) => mail.raw.includes(subject));
    const tick = () => runReportScheduleTick(server.ctx, { log: server.app.log });
    const advanceTo = (at: number) => server.clock.advance(at - server.ctx.now().getTime());
    const listed = async (id: string) => {
      const res = await server.request('GET', '/api/system/reports', { token: await session() });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as { id: string }[]).find((report) => report.id === id) as {
        id: string;
        last_delivery: Record<string, unknown> | null;
        next_delivery_at: string | null;
      };
    };
    const smtpUp = async () => {
      live = await startSmtpCapture(smtpPort);
      captures.push(live);
    };
    const smtpDown = async () => {
      await live?.stop();
      live = null;
    };
    const createReport = async (body: Record<string, unknown>) => {
      const res = await server.request('POST', '/api/system/reports', {
        token: await session(),
        body: {
          metrics: ['visitors', 'walk_bys'],
          period: { kind: 'fixed', start_date: '2026-03-09', end_date: '2026-03-15' },
          granularity: 'day',
          comparison: false,
          ...body,
        },
      });
      expect(res.status).toBe(201);
      return res.body.data as { id: string; next_delivery_at: string | null };
    };

    beforeAll(async () => {
      const first = await startSmtpCapture();
      captures.push(first);
      live = first;
      smtpPort = Number(new URL(first.url).port);
      server = await startTestServer(target, { demo: true, smtpUrl: first.url });
      const idOf = await demoLocationIds(server, await session());
      paris = String(idOf('Paris Opéra Store'));
      valleyMall = String(idOf('Westfield Valley Mall'));
      const rollups = await rollupFixture(server, Number(paris));
      await rollups.hourly([
        { date: '2026-03-10', hour: 11, walkBys: 8765, visitors: 4321, engagers: 100 },
        { date: '2026-03-12', hour: 16, walkBys: 1000, visitors: 1000, engagers: 10 },
      ]);
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      await live?.stop();
    });

    it('mails a daily report once, after 06:00 in its zone, with the PDF and the link', async () => {
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

    it("writes the mail in its creator's language, like the PDF", async () => {
      const creator = eq(users.email, DEMO_LOGIN.email.toLowerCase());
      await server.ctx.db.update(users).set({ locale: 'fr' }).where(creator);
      try {
        await createReport({
          name: 'Magasins',
          location_ids: [paris],
          schedule: { frequency: 'daily', recipients: ['gil@example.com'] },
        });
        advanceTo(next0600(server.ctx.now().getTime(), PARIS) + MINUTE);
        await tick();
        const mails = mailsFor('Subject: Magasins : du 09/03/2026 au 15/03/2026');
        expect(mails).toHaveLength(1);
        const text = utf8MailText(mails[0]!.raw);
        expect(text).toContain('Période : du 09/03/2026 au 15/03/2026');
        // Intl's French thousands separator is a narrow no-break space.
        expect(text).toContain('Visiteurs : 5\u202f321');
        expect(text).toContain('Passants : 9\u202f765');
        expect(text).toContain('Vous recevez ce message car vous êtes destinataire');
        expect(await pdfText(pdfOf(mails[0]!.raw)!)).toContain('Visiteurs');
      } finally {
        await server.ctx.db.update(users).set({ locale: null }).where(creator);
      }
    }, 120_000);

    /** The delivery row of a report's slot. */
    const deliveryOf = async (reportId: string) => {
      const [row] = await server.ctx.db
        .select()
        .from(reportDeliveries)
        .where(eq(reportDeliveries.reportId, Number(reportId)));
      return row!;
    };

    it('claims a delivery from the moment of the claim; a process whose claim ran out records nothing', async () => {
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
        .where(
          and(eq(reportDeliveries.status, 'pending'), lte(reportDeliveries.nextAttemptAt, now)),
        );
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
}
