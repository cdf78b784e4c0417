// Pipeline alerts end to end, on both databases: the detectors at their boundaries (moving the
// server clock and running the job's single tick), delivery by e-mail to a local SMTP server and
// by signed webhook to a local HTTP server, retry after a failure, and nobody without the setting
// or without access to the location hears anything.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAlertTick } from '../src/alerts/alert-jobs';
import { verifySignature } from '../src/alerts/webhook';
import { alertDeliveries, notificationSettings, pipelineEvents, users } from '../src/db/schema';
import { rollupFixture } from './helpers/rollup-fixture';
import { mailText, startSmtpCapture } from './helpers/smtp-capture';
import { startTestServer, type TestServer } from './helpers/test-server';
import { startWebhookReceiver } from './helpers/webhook-receiver';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const openAllWeek = {
  days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    closed: false,
    open_hour: 0,
    close_hour: 24,
  })),
  exceptions: [],
};
const closedAllWeek = {
  days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    closed: true,
    open_hour: null,
    close_hour: null,
  })),
  exceptions: [],
};

describe('pipeline alerts', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let owner: { email: string; token: string };
  let watcher: { email: string; token: string };
  let optedOut: { email: string; token: string };
  let elsewhere: { email: string; token: string };
  let stranger: { email: string; token: string };
  let store: { id: number; key: string };
  let closedStore: { id: number; key: string };
  let quietStore: { id: number; key: string };

  const now = () => server.ctx.now().getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const logged: string[] = [];
  const log = {
    info: () => undefined,
    error: (details: object, message: string) =>
      logged.push(`${message} ${JSON.stringify(details)}`),
  };
  const tick = () => runAlertTick(server.ctx, { log });
  let batch = 0;
  const ingest = (path: string, body: Record<string, unknown>, key: string) =>
    server.request('POST', `/api/v1/ingest/${path}`, {
      token: key,
      body: { batch_id: `alerts-${(batch += 1)}-${Date.now()}`, ...body },
    });
  const heartbeat = async (gateway: string, key: string) => {
    const res = await ingest(
      'heartbeat',
      { gateway, ts: iso(now()), firmware: '1.0', uptime_s: 60 },
      key,
    );
    expect(res.status).toBe(200);
  };
  const doorCounts = async (tag: string, key: string) => {
    const end = now();
    const res = await ingest(
      'door-counts',
      { tag, counts: [{ start: iso(end - 5 * MINUTE), end: iso(end), in: 3, out: 2 }] },
      key,
    );
    expect(res.status).toBe(200);
  };
  const eventsOf = (locationId: number, kind: string) =>
    server.ctx.db
      .select()
      .from(pipelineEvents)
      .where(and(eq(pipelineEvents.locationId, locationId), eq(pipelineEvents.kind, kind)))
      .orderBy(asc(pipelineEvents.id));
  const deliveriesOf = async (eventId: number) =>
    server.ctx.db
      .select({ delivery: alertDeliveries, email: users.email })
      .from(alertDeliveries)
      .innerJoin(users, eq(users.id, alertDeliveries.userId))
      .where(eq(alertDeliveries.eventId, eventId))
      .orderBy(asc(alertDeliveries.id));
  /** Mails whose subject mentions `about`, by recipient. */
  const mailsAbout = (about: string) =>
    smtp.mails
      .map((mail) => ({ to: mail.to, text: mailText(mail.raw).replace(/\r?\n[ \t]+/g, ' ') }))
      .filter((mail) => /^Subject: .*$/m.exec(mail.text)?.[0].includes(about));
  const webhooksAbout = (kind: string) =>
    receiver.received.filter((request) => request.headers['x-footfall-event'] === kind);

  async function createLocation(name: string, hours: unknown) {
    const res = await server.request('POST', '/api/system/locations', {
      token: owner.token,
      body: { name, type: 'RETAIL', service: 'PREMIUM', country: 'FRA', timezone: 'UTC' },
    });
    if (res.status !== 201) throw new Error(`location: ${JSON.stringify(res.body)}`);
    const id = Number(res.body.data.id);
    const key = await server.request('PUT', `/api/system/locations/${id}/api-key`, {
      token: owner.token,
      body: { api_key: 'new' },
    });
    const saved = await server.request('PUT', `/api/system/locations/${id}/businesshours`, {
      token: owner.token,
      body: hours,
    });
    if (saved.status !== 200) throw new Error(`hours: ${JSON.stringify(saved.body)}`);
    return { id, key: key.body.data.api_key as string };
  }

  async function invite(person: { email: string }, locationId: number) {
    const res = await server.request('POST', `/api/system/locations/${locationId}/invites`, {
      token: owner.token,
      body: { email: person.email, role: 'viewer' },
    });
    if (res.body.data?.status !== 'granted') throw new Error(`invite: ${JSON.stringify(res.body)}`);
  }

  async function setAlerts(
    person: { token: string },
    locationId: number,
    settings: { sensor_offline: boolean; by_email: boolean; webhook_url: string | null },
  ) {
    const mine = await server.request('GET', `/api/system/locations/${locationId}/notifications`, {
      token: person.token,
    });
    const userId = mine.body.data[0].user_id as string;
    const res = await server.request(
      'PUT',
      `/api/system/locations/${locationId}/notifications/${userId}`,
      {
        token: person.token,
        body: {
          alerts: {
            sensor_offline: settings.sensor_offline,
            daily_summary: false,
            traffic_drop: true,
          },
          by_email: settings.by_email,
          webhook_url: settings.webhook_url,
        },
      },
    );
    expect(res.status).toBe(200);
  }

  beforeAll(async () => {
    // No background pipeline worker: the low-traffic rollups below are written by hand.
    vi.stubEnv('PIPELINE_WORKER', '0');
    smtp = await startSmtpCapture();
    receiver = await startWebhookReceiver();
    server = await startTestServer({ smtpUrl: smtp.url });
    owner = await server.signUp();
    store = await createLocation('Alert Store', openAllWeek);
    closedStore = await createLocation('Closed Store', closedAllWeek);
    quietStore = await createLocation('Quiet Store', openAllWeek);
    watcher = await server.signUp();
    optedOut = await server.signUp();
    elsewhere = await server.signUp();
    stranger = await server.signUp();
    await invite(watcher, store.id);
    await invite(optedOut, store.id);
    await invite(elsewhere, closedStore.id);
    // The watcher wants webhooks too; the opted-out viewer turned sensor alerts off.
    await setAlerts(watcher, store.id, {
      sensor_offline: true,
      by_email: true,
      webhook_url: receiver.url,
    });
    await setAlerts(optedOut, store.id, {
      sensor_offline: false,
      by_email: true,
      webhook_url: receiver.url,
    });
    // Settings left behind for a store they cannot see (a grant since revoked, say), and a
    // stranger's: neither must ever be used.
    for (const person of [elsewhere, stranger]) {
      const [row] = await server.ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, person.email));
      await server.ctx.db.insert(notificationSettings).values({
        userId: row!.id,
        locationId: store.id,
        sensorOffline: true,
        dailySummary: true,
        trafficDrop: true,
        byEmail: true,
        webhookUrl: receiver.url,
      });
    }
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await receiver?.stop();
    vi.unstubAllEnvs();
  });

  it('raises one gateway-offline event just after 10 minutes, and delivers it', async () => {
    await heartbeat('aa-bb-cc-00-a1-01', store.key);
    await tick();
    server.clock.advance(9 * MINUTE + 30_000);
    await tick();
    expect(await eventsOf(store.id, 'gateway_offline')).toHaveLength(0);

    server.clock.advance(MINUTE);
    const result = await tick();
    const [offline, ...more] = await eventsOf(store.id, 'gateway_offline');
    expect(more).toHaveLength(0);
    expect(offline).toMatchObject({
      subject: expect.stringMatching(/^gateway:\d+$/),
      detail: { serial: 'AA:BB:CC:00:A1:01' },
    });
    expect(result).toMatchObject({ sent: 3, failed: 0 });

    // Still offline a few minutes later: no second event.
    server.clock.advance(5 * MINUTE);
    await tick();
    expect(await eventsOf(store.id, 'gateway_offline')).toHaveLength(1);

    // The owner (defaults: e-mail) and the watcher (e-mail and webhook), nobody else.
    const deliveries = await deliveriesOf(offline!.id);
    expect(
      deliveries
        .map(({ delivery, email }) => `${email} ${delivery.channel} ${delivery.status}`)
        .sort(),
    ).toEqual(
      [
        `${owner.email} email sent`,
        `${watcher.email} email sent`,
        `${watcher.email} webhook sent`,
      ].sort(),
    );
    const [event] = await eventsOf(store.id, 'gateway_offline');
    expect(event?.deliveredAt).not.toBeNull();

    const mails = mailsAbout('is offline');
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual([owner.email, watcher.email].sort());
    expect(mails[0]?.text).toContain('Alert Store');
    expect(mails[0]?.text).toContain('AA:BB:CC:00:A1:01');

    const [hook, ...otherHooks] = webhooksAbout('gateway_offline');
    expect(otherHooks).toHaveLength(0);
    const secret = await server.request('GET', '/api/system/myprofile/webhook-secret', {
      token: watcher.token,
    });
    expect(secret.status).toBe(200);
    const signature = hook!.headers['x-footfall-signature'] as string;
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature(secret.body.data.secret, hook!.body, signature)).toBe(true);
    expect(verifySignature(secret.body.data.secret, `${hook!.body} `, signature)).toBe(false);
    expect(JSON.parse(hook!.body)).toEqual({
      event_id: String(offline!.id),
      event: 'gateway_offline',
      location: { id: String(store.id), name: 'Alert Store' },
      raised_at: offline!.raisedAt.toISOString(),
      detail: offline!.detail,
    });
  });

  it('reports the gateway back online, retrying a webhook that failed', async () => {
    receiver.failNext(500);
    await heartbeat('aa-bb-cc-00-a1-01', store.key);
    await tick();
    const [online, ...more] = await eventsOf(store.id, 'gateway_online');
    expect(more).toHaveLength(0);
    expect(online?.detail).toMatchObject({ serial: 'AA:BB:CC:00:A1:01' });
    const webhook = async () =>
      (await deliveriesOf(online!.id)).find(({ delivery }) => delivery.channel === 'webhook')!
        .delivery;
    const failed = await webhook();
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'webhook answered HTTP 500',
    });
    expect(failed.nextAttemptAt!.getTime() - failed.lastAttemptAt!.getTime()).toBe(MINUTE);
    expect(webhooksAbout('gateway_online')).toHaveLength(1);
    expect((await eventsOf(store.id, 'gateway_online'))[0]?.deliveredAt).toBeNull();

    // Not due yet: nothing is sent again.
    await tick();
    expect(webhooksAbout('gateway_online')).toHaveLength(1);

    server.clock.advance(MINUTE + 1000);
    await tick();
    expect(await webhook()).toMatchObject({ status: 'sent', attempts: 2 });
    const hooks = webhooksAbout('gateway_online');
    expect(hooks).toHaveLength(2);
    expect(hooks[1]?.body).toBe(hooks[0]?.body);
    expect((await eventsOf(store.id, 'gateway_online'))[0]?.deliveredAt).not.toBeNull();
    expect(
      mailsAbout('is back online')
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual([owner.email, watcher.email].sort());
  });

  it('raises a silent door counter in open hours only, and its return', async () => {
    await doorCounts('door-alert-1', store.key);
    await doorCounts('door-closed-1', closedStore.key);
    // Keep the gateway online so only the door counters are in play.
    const forward = async (ms: number) => {
      server.clock.advance(ms);
      await heartbeat('aa-bb-cc-00-a1-01', store.key);
      await tick();
    };
    await forward(59 * MINUTE);
    expect(await eventsOf(store.id, 'door_counter_silent')).toHaveLength(0);
    await forward(2 * MINUTE);
    const [silent, ...more] = await eventsOf(store.id, 'door_counter_silent');
    expect(more).toHaveLength(0);
    expect(silent?.detail).toMatchObject({ serial: 'DOOR-ALERT-1' });
    await forward(30 * MINUTE);
    expect(await eventsOf(store.id, 'door_counter_silent')).toHaveLength(1);
    // The closed store's counter has been silent as long, but the store is closed.
    expect(await eventsOf(closedStore.id, 'door_counter_silent')).toHaveLength(0);
    expect(
      mailsAbout('has stopped counting')
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual([owner.email, watcher.email].sort());

    await doorCounts('door-alert-1', store.key);
    await tick();
    expect(await eventsOf(store.id, 'door_counter_reporting')).toHaveLength(1);
    expect(await eventsOf(store.id, 'door_counter_silent')).toHaveLength(1);
  });

  it('raises low traffic once for an hour below its usual range', async () => {
    const rollups = await rollupFixture(server, quietStore.id);
    // The latest hour that has ended at least 15 minutes ago, and the one before it.
    const latest = Math.floor((now() - 15 * MINUTE - HOUR) / HOUR) * HOUR;
    const local = (ms: number) => ({
      date: iso(ms).slice(0, 10),
      hour: new Date(ms).getUTCHours(),
    });
    const usual = [100, 110, 95, 105, 102, 98, 104, 101];
    const rows = [latest, latest - HOUR, latest - 2 * HOUR].flatMap((start, index) => [
      // 60 is low; 97 is not (inside the usual range); 0 has only 3 weeks to compare with.
      { ...local(start), visitors: [60, 97, 0][index], inBusinessHours: true },
      ...usual.slice(0, index === 2 ? 3 : 8).map((visitors, week) => ({
        ...local(start - (week + 1) * 7 * 24 * HOUR),
        visitors,
        inBusinessHours: true,
      })),
    ]);
    await rollups.hourly(rows);

    await tick();
    await tick();
    const [low, ...more] = await eventsOf(quietStore.id, 'low_traffic');
    expect(more).toHaveLength(0);
    expect(low?.detail).toMatchObject({
      metric: 'visitors',
      value: 60,
      weeks: 8,
      median: 101.5,
      minimum: 95,
      hour_start: iso(latest),
    });
    const mails = mailsAbout('Low traffic at Quiet Store');
    expect(mails.flatMap((mail) => mail.to)).toEqual([owner.email]);
  });

  it('cancels a pending delivery when the person loses access to the location', async () => {
    receiver.failNext(500);
    server.clock.advance(11 * MINUTE);
    await tick();
    const outage = (await eventsOf(store.id, 'gateway_offline'))[1];
    expect(outage).toBeDefined();
    const hook = async () =>
      (await deliveriesOf(outage!.id)).find(({ delivery }) => delivery.channel === 'webhook')!
        .delivery;
    expect(await hook()).toMatchObject({ status: 'pending', attempts: 1 });
    expect(logged.at(-1)).toContain('alerts: delivery failed');
    expect(logged.at(-1)).toContain('HTTP 500');

    const people = await server.request('GET', `/api/system/locations/${store.id}/users`, {
      token: owner.token,
    });
    const watcherId = (people.body.data as { user_id: string; email: string }[]).find(
      (person) => person.email === watcher.email,
    )!.user_id;
    const removed = await server.request(
      'DELETE',
      `/api/system/locations/${store.id}/users/${watcherId}`,
      { token: owner.token },
    );
    expect(removed.status).toBe(200);
    server.clock.advance(MINUTE + 1000);
    await tick();
    expect(await hook()).toMatchObject({
      status: 'cancelled',
      attempts: 1,
      lastError: 'no access to the location or alert turned off',
    });
    expect(webhooksAbout('gateway_offline')).toHaveLength(2);
  });

  it('shows each person their own webhook secret and replaces it on request', async () => {
    const path = '/api/system/myprofile/webhook-secret';
    const first = await server.request('GET', path, { token: watcher.token });
    expect(first.body.data).toMatchObject({
      header: 'X-Footfall-Signature',
      algorithm: 'HMAC-SHA256',
    });
    expect((await server.request('GET', path, { token: watcher.token })).body.data.secret).toBe(
      first.body.data.secret,
    );
    const others = await server.request('GET', path, { token: owner.token });
    expect(others.body.data.secret).not.toBe(first.body.data.secret);
    const rotated = await server.request('POST', path, { token: watcher.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).not.toBe(first.body.data.secret);
    expect((await server.request('GET', path)).status).toBe(401);
  });

  it('never delivered anything to people without the setting or without access', async () => {
    const silentOnes = [optedOut.email, elsewhere.email, stranger.email];
    const alertMails = mailsAbout('Footfall: ');
    expect(alertMails.length).toBeGreaterThan(0);
    expect(alertMails.filter((mail) => mail.to.some((to) => silentOnes.includes(to)))).toEqual([]);
    const all = await server.ctx.db
      .select({ id: alertDeliveries.id, email: users.email })
      .from(alertDeliveries)
      .innerJoin(users, eq(users.id, alertDeliveries.userId));
    expect(all.filter(({ email }) => silentOnes.includes(email))).toEqual([]);
    // Every webhook that arrived was one of the watcher's deliveries.
    const owners = new Map(all.map((row) => [String(row.id), row.email]));
    const hookRecipients = receiver.received.map((request) =>
      owners.get(request.headers['x-footfall-delivery'] as string),
    );
    expect(hookRecipients.length).toBeGreaterThan(0);
    expect(new Set(hookRecipients)).toEqual(new Set([watcher.email]));
  });
});
