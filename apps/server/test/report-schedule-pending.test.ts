// A scheduled mailing and days still being computed: it waits while a day of its range (or of the
// comparison range) is pending, without counting an attempt or showing an error, and goes out once
// the day is done; a day that stays pending holds it an hour at most, then the PDF says so.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelineDirtyDays } from '../src/db/schema';
import { markDaysDirty } from '../src/pipeline/dirty-day-marks';
import { PENDING_WAIT_MS } from '../src/reports/schedule/pending-wait';
import {
  MINUTE,
  next0600,
  PARIS,
  pdfOf,
  pdfText,
  scheduleFixture,
  type ScheduleFixture,
} from './report-schedule.fixture';

process.env.REPORT_JOBS = '0';
process.env.ALERT_JOBS = '0';

describe('a scheduled mailing and days still being computed', () => {
  let fx: ScheduleFixture;

  // No pipeline worker: a day marked pending stays so until the test says it is done.
  beforeAll(async () => {
    fx = await scheduleFixture({ pipelineWorker: false });
  }, 120_000);
  afterAll(async () => {
    await fx?.stop();
  });

  const done = () =>
    fx.server.ctx.db
      .delete(pipelineDirtyDays)
      .where(eq(pipelineDirtyDays.locationId, Number(fx.paris)));

  it('waits for a pending day of its range, then sends', async () => {
    const { server, mailsFor, tick, advanceTo, listed, createReport, paris } = fx;
    const report = await createReport({
      name: 'Waiting stores',
      location_ids: [paris],
      schedule: { frequency: 'daily', recipients: ['ann@example.com'] },
    });
    const subject = 'Subject: Waiting stores: 03/09/2026 to 03/15/2026';
    const slot = next0600(server.ctx.now().getTime(), PARIS);
    await markDaysDirty(server.ctx, Number(paris), ['2026-03-12']);

    advanceTo(slot + MINUTE);
    expect(await tick()).toMatchObject({ planned: 1, sent: 0, waiting: 1, retrying: 0 });
    expect(mailsFor(subject)).toHaveLength(0);
    // Not a failed attempt: no error for the report's viewers, asked again in a minute.
    const waiting = (await listed(report.id)).last_delivery!;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0, error: null });
    const next = Date.parse(waiting.next_attempt_at as string);
    expect(next).toBeGreaterThanOrEqual(slot + 2 * MINUTE);
    expect(next).toBeLessThan(slot + 3 * MINUTE);

    await done();
    advanceTo(slot + 3 * MINUTE);
    expect(await tick()).toMatchObject({ sent: 1, waiting: 0 });
    expect(mailsFor(subject)).toHaveLength(1);
    expect((await listed(report.id)).last_delivery).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('waits an hour at most, then sends and says which days were still pending', async () => {
    const { server, mailsFor, tick, advanceTo, createReport, paris } = fx;
    await createReport({
      name: 'Late stores',
      location_ids: [paris],
      schedule: { frequency: 'daily', recipients: ['bob@example.com'] },
    });
    const subject = 'Subject: Late stores: 03/09/2026 to 03/15/2026';
    const slot = next0600(server.ctx.now().getTime(), PARIS);
    // In the comparison range (2 to 8 March): the periods' changes rest on it.
    await markDaysDirty(server.ctx, Number(paris), ['2026-03-04']);
    try {
      // The first test's daily report has the same slot and the same store: both wait.
      advanceTo(slot + MINUTE);
      expect(await tick()).toMatchObject({ waiting: 2 });
      advanceTo(slot + PENDING_WAIT_MS - MINUTE);
      expect(await tick()).toMatchObject({ waiting: 2, sent: 0 });
      expect(mailsFor(subject)).toHaveLength(0);

      advanceTo(slot + PENDING_WAIT_MS + MINUTE);
      expect(await tick()).toMatchObject({ waiting: 0, sent: 2 });
      const [mail] = mailsFor(subject);
      const text = (await pdfText(pdfOf(mail!.raw)!)).replace(/\s+/g, ' ');
      expect(text).toContain(
        '1 day of the dates in this document was still being computed when it was made: figures may change.',
      );
    } finally {
      await done();
    }
  });
});
