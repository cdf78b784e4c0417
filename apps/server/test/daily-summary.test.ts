// The daily summary end to end, on both databases: from 07:00 in the location's time zone one
// e-mail (and one signed webhook) per recipient with the previous local day's figures, equal to
// the foot-traffic and door-counter answers for that day, and their change against the same
// weekday a week earlier; nothing before 07:00, nothing twice, nothing for people with the setting
// off, and no event at all where nobody receives it.
import { addDays, localParts, metricChange, zonedTimeToUtc } from '@footfall/core';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAlertTick } from '../src/alerts/alert-jobs';
import { detectDailySummaries } from '../src/alerts/daily-summary-detector';
import { verifySignature } from '../src/alerts/webhook';
import { locationServices, pipelineEvents } from '../src/db/schema';
import { rollupFixture } from './helpers/rollup-fixture';
import { mailText, startSmtpCapture } from './helpers/smtp-capture';
import { startTestServer, type TestServer } from './helpers/test-server';
import { startWebhookReceiver } from './helpers/webhook-receiver';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TIME_ZONE = 'Europe/Paris';

describe('daily summary', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let owner: { email: string; password: string; token: string };
  let viewer: { email: string; token: string };
  let store: number;
  let plain: number;
  let unwanted: number;
  /** The local day the summary is about (today in Paris when the test starts). */
  let day: string;
  let weekEarlier: string;

  const log = { info: () => undefined, error: () => undefined };
  const tick = () => runAlertTick(server.ctx, { log });
  /** The owner's token of the sign-up has expired once the clock moved on a day. */
  const ownerToken = async () =>
    (await server.login(owner.email, owner.password)).body.data.access_token as string;
  const summaries = (locationId: number) =>
    server.ctx.db
      .select()
      .from(pipelineEvents)
      .where(
        and(eq(pipelineEvents.locationId, locationId), eq(pipelineEvents.kind, 'daily_summary')),
      )
      .orderBy(asc(pipelineEvents.id));
  const summaryMails = () =>
    smtp.mails
      .map((mail) => ({ to: mail.to, text: mailText(mail.raw).replace(/\r?\n[ \t]+/g, ' ') }))
      .filter((mail) => /^Subject: .*Daily summary/m.test(mail.text));

  async function createLocation(name: string) {
    const res = await server.request('POST', '/api/system/locations', {
      token: owner.token,
      body: { name, type: 'RETAIL', service: 'PLUS', country: 'FRA', timezone: TIME_ZONE },
    });
    if (res.status !== 201) throw new Error(`location: ${JSON.stringify(res.body)}`);
    return Number(res.body.data.id);
  }

  async function setDailySummary(
    person: { token: string },
    locationId: number,
    on: boolean,
    webhookUrl: string | null = null,
  ) {
    const list = await server.request('GET', `/api/system/locations/${locationId}/notifications`, {
      token: person.token,
    });
    const mine = (list.body.data as { user_id: string; is_you: boolean }[]).find(
      (row) => row.is_you,
    );
    const res = await server.request(
      'PUT',
      `/api/system/locations/${locationId}/notifications/${mine!.user_id}`,
      {
        token: person.token,
        body: {
          alerts: { sensor_offline: true, daily_summary: on, traffic_drop: true },
          by_email: true,
          webhook_url: webhookUrl,
        },
      },
    );
    expect(res.status).toBe(200);
  }

  beforeAll(async () => {
    vi.stubEnv('PIPELINE_WORKER', '0');
    smtp = await startSmtpCapture();
    receiver = await startWebhookReceiver('/hooks/summary');
    server = await startTestServer({ smtpUrl: smtp.url });
    owner = await server.signUp();
    viewer = await server.signUp();
    store = await createLocation('Summary Store');
    plain = await createLocation('Plain Store');
    unwanted = await createLocation('Unwatched Store');
    // The store has a door counter (walk-ins offered); the plain store does not.
    await server.ctx.db
      .insert(locationServices)
      .values({ locationId: store, category: 'tag', service: 'DOORCOUNTER' });
    const invited = await server.request('POST', `/api/system/locations/${store}/invites`, {
      token: owner.token,
      body: { email: viewer.email, role: 'viewer' },
    });
    expect(invited.body.data?.status).toBe('granted');
    await setDailySummary(owner, store, true, receiver.url);
    await setDailySummary(owner, plain, true);
    await setDailySummary(viewer, store, false);

    day = localParts(server.ctx.now().getTime(), TIME_ZONE).date;
    weekEarlier = addDays(day, -7);
    const rollups = await rollupFixture(server, store);
    await rollups.hourly([
      { date: day, hour: 10, visitors: 20, walkBys: 60, dwellSSum: 6000, walkIns: 25 },
      { date: day, hour: 15, visitors: 10, walkBys: 30, dwellSSum: 3000, walkIns: 15 },
      { date: weekEarlier, hour: 11, visitors: 20, walkBys: 80, dwellSSum: 4800, walkIns: 50 },
    ]);
    // A gateway (id 1) and a door counter (id 1) reported through both days' opening hours, so
    // the day and the week earlier compare (core's comparable rule reads their coverage).
    const open = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19];
    for (const date of [day, weekEarlier]) {
      await rollups.gatewayHourly(
        open.map((hour) => ({
          date,
          hour,
          sensorId: 1,
          detections: 5,
          heartbeats: 1,
          minutesSeen: 60,
        })),
      );
      await rollups.doorIntervals(open.map((hour) => ({ date, hour })));
    }
    const plainRollups = await rollupFixture(server, plain);
    await plainRollups.hourly([{ date: day, hour: 12, visitors: 7, walkBys: 21, dwellSSum: 700 }]);

    // To 06:50 of the next local day.
    const sixFifty = zonedTimeToUtc(addDays(day, 1), 6, TIME_ZONE) + 50 * MINUTE;
    server.clock.advance(sixFifty - server.ctx.now().getTime());
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await receiver?.stop();
    vi.unstubAllEnvs();
  });

  it('sends nothing before 07:00 local time', async () => {
    await tick();
    expect(await summaries(store)).toHaveLength(0);
    expect(await summaries(plain)).toHaveLength(0);
    expect(summaryMails()).toHaveLength(0);
  });

  it('raises one summary per location from 07:00, even when two jobs race', async () => {
    server.clock.advance(15 * MINUTE);
    const now = server.ctx.now();
    const raised = await Promise.all([
      detectDailySummaries(server.ctx, now),
      detectDailySummaries(server.ctx, now),
    ]);
    expect(raised[0] + raised[1]).toBe(2);
    expect(await summaries(store)).toHaveLength(1);
    expect(await summaries(plain)).toHaveLength(1);
    // Nobody has the setting on there: no event at all.
    expect(await summaries(unwanted)).toHaveLength(0);
    const result = await tick();
    expect(result).toMatchObject({ events: 0, sent: 3, failed: 0 });
  });

  it('gives the figures of the foot-traffic and door-counter answers for the day', async () => {
    const [event] = await summaries(store);
    const token = await ownerToken();
    const get = async (path: string, date: string) => {
      const res = await server.request(
        'GET',
        `/api/v1/locations/${store}/${path}?start_date=${date}&end_date=${date}&granularity=day`,
        { token },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.totals;
    };
    const [traffic, door, trafficBefore, doorBefore] = await Promise.all([
      get('foot-traffic', day),
      get('door-counter', day),
      get('foot-traffic', weekEarlier),
      get('door-counter', weekEarlier),
    ]);
    expect(traffic).toMatchObject({ visitors: 30, walk_bys: 90, capture_rate: 0.25 });
    const figures = event!.detail!.figures as {
      metric: string;
      value: number;
      previous: number;
    }[];
    expect(figures.map((figure) => figure.metric)).toEqual([
      'visitors',
      'walk_bys',
      'walk_ins',
      'capture_rate',
      'avg_dwell_s',
    ]);
    const pick = (metric: string) => figures.find((figure) => figure.metric === metric);
    expect(pick('visitors')).toMatchObject({
      value: traffic.visitors,
      previous: trafficBefore.visitors,
      change: metricChange('visitors', traffic.visitors, trafficBefore.visitors),
    });
    expect(pick('walk_bys')).toMatchObject({
      value: traffic.walk_bys,
      previous: trafficBefore.walk_bys,
    });
    expect(pick('walk_ins')).toMatchObject({
      value: door.walk_ins,
      previous: doorBefore.walk_ins,
      change: { kind: 'relative', value: -0.2, direction: 'down' },
    });
    expect(pick('capture_rate')).toMatchObject({
      value: traffic.capture_rate,
      previous: trafficBefore.capture_rate,
      change: { kind: 'points', direction: 'up' },
    });
    expect(pick('avg_dwell_s')).toMatchObject({
      value: traffic.avg_dwell_s,
      previous: trafficBefore.avg_dwell_s,
    });
    expect(event!.detail).toMatchObject({
      local_date: day,
      compared_to: weekEarlier,
      dashboard_url: `${server.ctx.config.publicUrl.replace(/\/+$/, '')}/main/dashboard/${store}`,
    });
    // Walk-ins are not offered without a door counter: left out.
    const [plainEvent] = await summaries(plain);
    expect(
      (plainEvent!.detail!.figures as { metric: string }[]).map((figure) => figure.metric),
    ).toEqual(['visitors', 'walk_bys', 'capture_rate', 'avg_dwell_s']);
  });

  it('mails the owner the figures with their change and the dashboard link', async () => {
    const mails = summaryMails();
    expect(mails.flatMap((mail) => mail.to)).toEqual([owner.email, owner.email]);
    const mail = mails.find((candidate) => candidate.text.includes('Summary Store'))!;
    const dayName = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.parse(`${day}T00:00:00Z`));
    expect(mail.text).toContain(`Subject: Footfall: Daily summary for Summary Store, ${dayName}`);
    expect(mail.text).toContain('- Visitors: 30 (+50.0% vs 20)');
    expect(mail.text).toContain('- Walk-bys: 90 (+12.5% vs 80)');
    expect(mail.text).toContain('- Walk-ins: 40 (-20.0% vs 50)');
    expect(mail.text).toContain('- Capture rate: 25% (+5.0 pts vs 20%)');
    expect(mail.text).toContain('- Average dwell: 5 min 00 s (+25.0% vs 4 min 00 s)');
    expect(mail.text).toContain(`/main/dashboard/${store}`);
    const other = mails.find((candidate) => candidate.text.includes('Plain Store'))!;
    // No data at all a week earlier: no change, and the mail says why (not "+7 vs 0").
    expect(other.text).toContain('- Visitors: 7 (no comparable data a week earlier)');
    expect(other.text).not.toContain('Walk-ins');
  });

  it('posts the summary as signed JSON to the webhook', async () => {
    const hooks = receiver.received.filter(
      (request) => request.headers['x-footfall-event'] === 'daily_summary',
    );
    expect(hooks).toHaveLength(1);
    const [event] = await summaries(store);
    const secret = await server.request('GET', '/api/system/myprofile/webhook-secret', {
      token: await ownerToken(),
    });
    expect(secret.status, JSON.stringify(secret.body)).toBe(200);
    const signature = hooks[0]!.headers['x-footfall-signature'] as string;
    expect(verifySignature(secret.body.data.secret, hooks[0]!.body, signature)).toBe(true);
    expect(JSON.parse(hooks[0]!.body)).toEqual({
      event_id: String(event!.id),
      event: 'daily_summary',
      location: { id: String(store), name: 'Summary Store' },
      raised_at: event!.raisedAt.toISOString(),
      detail: event!.detail,
    });
  });

  it('sends nothing twice the same day, and the next summary the next morning', async () => {
    await tick();
    server.clock.advance(HOUR);
    await tick();
    server.clock.advance(12 * HOUR);
    await tick();
    expect(await summaries(store)).toHaveLength(1);
    expect(summaryMails()).toHaveLength(2);

    server.clock.advance(12 * HOUR);
    await tick();
    const [, next] = await summaries(store);
    expect(next?.detail).toMatchObject({ local_date: addDays(day, 1) });
    expect(summaryMails()).toHaveLength(4);
    // The viewer (setting off) never heard anything.
    expect(summaryMails().some((sent) => sent.to.includes(viewer.email))).toBe(false);
  });
});
