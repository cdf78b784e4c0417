// MQTT door counters and counting gateways against real Mosquitto brokers: the machine's broker on
// 127.0.0.1:1883 and, for the restart, one this test starts with persistence. Messages published
// at QoS 1 become door counts and walk-ins; a message delivered again counts once; what cannot be
// used is dropped and counted without stopping the subscriber; a broker restart loses nothing
// that it acknowledged.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connectAsync, type MqttClient } from 'mqtt';
import { localDateOf } from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMqttSubscribers } from '../src/ingest/mqtt/mqtt-subscribers';
import { drainPipeline } from '../src/pipeline/worker';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import { startTestServer, type TestServer } from './helpers/test-server';

const LOCATION = 1;
const prefix = `ff-test-${randomBytes(4).toString('hex')}`;
let server: TestServer;
let token: string;
let apiKey: string;
let corporationId: string;
let stopSubscribers: () => Promise<void>;
let publisher: MqttClient;

async function rows<T>(query: string): Promise<T[]> {
  const result = await server.ctx.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const connection = async () =>
  (await server.request('GET', `/api/system/corporations/${corporationId}/mqtt`, { token })).body
    .data;

const iso = (ms: number) => new Date(ms).toISOString();
/** Whole minutes back from now, so intervals are within the accepted window. */
const minutesAgo = (minutes: number) => Math.floor(Date.now() / 60_000) * 60_000 - minutes * 60_000;

function doorCounts(tag: string, startMinutesAgo: number, walkIns: number) {
  const start = minutesAgo(startMinutesAgo);
  return {
    tag,
    counts: [{ start: iso(start), end: iso(start + 15 * 60_000), in: walkIns, out: walkIns - 1 }],
  };
}

const doorCountRows = (tag: string) =>
  rows<{ walk_ins: number; batches: number }>(
    `select coalesce(sum(c.count_in), 0)::int as walk_ins,
       (select count(*)::int from ingest_batches where source = 'mqtt') as batches
     from door_counts c join tags t on t.id = c.tag_id where upper(t.serial) = '${tag.toUpperCase()}'`,
  ).then((found) => found[0]!);

async function connectTo(brokerUrl: string, topics: string[]) {
  const saved = await server.request('PUT', `/api/system/corporations/${corporationId}/mqtt`, {
    token,
    body: { broker_url: brokerUrl, topics, enabled: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await until('the subscriber connected', connection, (c) => c.state === 'connected');
}

beforeAll(async () => {
  server = await startTestServer({ demo: true, pipelineWorker: false });
  token = (await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).body.data.access_token;
  corporationId = (await server.request('GET', '/api/system/corporations', { token })).body.data[0]
    .id;
  apiKey = (
    await server.request('PUT', `/api/system/locations/${LOCATION}/api-key`, {
      token,
      body: { api_key: 'new' },
    })
  ).body.data.api_key;
  const quiet = { info: () => undefined, error: () => undefined };
  stopSubscribers = startMqttSubscribers(server.ctx, { everyMs: 200, log: quiet });
  publisher = await connectAsync('mqtt://127.0.0.1:1883', { clientId: `${prefix}-pub` });
});

afterAll(async () => {
  await publisher?.endAsync();
  await stopSubscribers?.();
  await server?.stop();
});

describe("an organisation's MQTT broker", () => {
  it('saves the connection (password write-only), refuses bad settings and connects', async () => {
    const bad = await server.request('PUT', `/api/system/corporations/${corporationId}/mqtt`, {
      token,
      body: { broker_url: 'http://example.com', topics: ['a/#/b'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.meta.fields).toMatchObject({
      broker_url: expect.stringContaining('mqtt://'),
      'topics.0': expect.stringContaining('"#"'),
    });
    expect(await connection()).toBeNull();

    const saved = await server.request('PUT', `/api/system/corporations/${corporationId}/mqtt`, {
      token,
      body: {
        broker_url: 'mqtt://127.0.0.1:1883',
        username: 'counters',
        password: 'secret-password',
        topics: [`${prefix}/#`],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ has_password: true, enabled: true });
    expect(JSON.stringify(saved.body)).not.toContain('secret-password');
    // Omitting the password keeps it; null removes it (the local broker takes anonymous clients).
    const kept = await server.request('PUT', `/api/system/corporations/${corporationId}/mqtt`, {
      token,
      body: { broker_url: 'mqtt://127.0.0.1:1883', username: 'counters', topics: [`${prefix}/#`] },
    });
    expect(kept.body.data.has_password).toBe(true);
    const cleared = await server.request('PUT', `/api/system/corporations/${corporationId}/mqtt`, {
      token,
      body: { broker_url: 'mqtt://127.0.0.1:1883', password: null, topics: [`${prefix}/#`] },
    });
    expect(cleared.body.data).toMatchObject({ has_password: false, username: null });
    await until('the subscriber connected', connection, (c) => c.state === 'connected');
  });

  it('turns door counts published at QoS 1 on a location topic into walk-ins', async () => {
    const message = doorCounts('mqtt-door-1', 180, 12);
    await publisher.publishAsync(`${prefix}/${LOCATION}/door-counts`, JSON.stringify(message), {
      qos: 1,
    });
    await until(
      'the door counts stored',
      () => doorCountRows('mqtt-door-1'),
      (r) => r.walk_ins === 12,
    );
    await drainPipeline(server.ctx);
    // The local dates of the interval in the location's zone (it may end after local midnight).
    const [location] = await rows<{ timezone: string }>(
      `select timezone from locations where id = ${LOCATION}`,
    );
    const timezone = location!.timezone;
    const interval = message.counts[0]!;
    const from = localDateOf(Date.parse(interval.start), timezone);
    const to = localDateOf(Date.parse(interval.end) - 1, timezone);
    const traffic = await server.request(
      'GET',
      `/api/v1/locations/${LOCATION}/door-counter?start_date=${from}&end_date=${to}`,
      { token },
    );
    expect(traffic.status, JSON.stringify(traffic.body)).toBe(200);
    // The demo organisation has no other door data those days (its feed is off in tests).
    expect(traffic.body.data.totals.walk_ins).toBe(12);
    const connectivity = await server.request(
      'GET',
      `/api/v1/locations/${LOCATION}/connectivity?start_date=${from}&end_date=${to}`,
      { token },
    );
    expect(connectivity.body.data.mqtt).toEqual({
      state: 'connected',
      last_message_at: expect.any(String),
    });
    const hardware = await server.request('GET', `/api/system/locations/${LOCATION}/connections`, {
      token,
    });
    expect(hardware.body.data.mqtt).toMatchObject({
      can_edit: true,
      topics: { 'door-counts': `footfall/${LOCATION}/door-counts` },
      last_received_at: expect.any(String),
      connection: { state: 'connected', messages_stored: 1 },
    });
  });

  it('counts a message delivered again once, and reads batches that carry an API key', async () => {
    const before = await doorCountRows('mqtt-door-2');
    const message = JSON.stringify(doorCounts('mqtt-door-2', 150, 7));
    const topic = `${prefix}/${LOCATION}/door-counts`;
    await publisher.publishAsync(topic, message, { qos: 1 });
    await publisher.publishAsync(topic, message, { qos: 1, dup: true });
    // A list of batches on a topic without a location: each names its kind and carries the key.
    const start = minutesAgo(120);
    const counts = { start: iso(start), end: iso(start + 15 * 60_000), count: 40 };
    const batches = [
      { type: 'counts', api_key: apiKey, gateway: 'MQTT-COUNTER-1', counts: [counts] },
      { ...doorCounts('mqtt-door-3', 120, 3), type: 'door-counts', api_key: apiKey },
    ];
    await publisher.publishAsync(`${prefix}/site-feed`, JSON.stringify(batches), { qos: 1 });

    await until(
      'the batches stored',
      () => doorCountRows('mqtt-door-3'),
      (r) => r.walk_ins === 3,
    );
    const after = await doorCountRows('mqtt-door-2');
    expect(after.walk_ins).toBe(before.walk_ins + 7);
    // 1 (earlier test) + 1 (the repeated message, once) + 2 (the list).
    expect(after.batches).toBe(4);
    const gateway = await rows<{ count: number }>(
      `select c.count from gateway_counts c join sensors s on s.id = c.sensor_id
       where upper(s.serial) = 'MQTT-COUNTER-1'`,
    );
    expect(gateway).toEqual([{ count: 40 }]);
  });

  it('drops and counts what it cannot use, and goes on', async () => {
    const dropped = [
      [`${prefix}/${LOCATION}/door-counts`, 'not json'],
      [`${prefix}/${LOCATION}/door-counts`, JSON.stringify({ tag: 'x' })],
      [`${prefix}/no-location/door-counts`, JSON.stringify(doorCounts('mqtt-door-4', 90, 1))],
      [`${prefix}/${LOCATION}/weather`, JSON.stringify(doorCounts('mqtt-door-4', 90, 1))],
      [`${prefix}/999999/door-counts`, JSON.stringify(doorCounts('mqtt-door-4', 90, 1))],
      [
        `${prefix}/feed`,
        JSON.stringify({
          ...doorCounts('mqtt-door-4', 90, 1),
          type: 'door-counts',
          api_key: 'ffk_not-a-key',
        }),
      ],
    ] as const;
    const before = (await connection()).messages_dropped as number;
    for (const [topic, payload] of dropped)
      await publisher.publishAsync(topic, payload, { qos: 1 });
    await publisher.publishAsync(
      `${prefix}/${LOCATION}/door-counts`,
      JSON.stringify(doorCounts('mqtt-door-5', 60, 5)),
      { qos: 1 },
    );
    await until(
      'the last message stored',
      () => doorCountRows('mqtt-door-5'),
      (r) => r.walk_ins === 5,
    );
    const state = await connection();
    expect(state.messages_dropped - before).toBe(dropped.length);
    expect(state.last_error).toContain(`${prefix}/feed`);
    expect(state.last_error).toContain('api_key');
    expect((await doorCountRows('mqtt-door-4')).walk_ins).toBe(0);
  });

  it('loses nothing the broker acknowledged when the broker restarts mid-stream', async () => {
    const broker = await startOwnBroker();
    const sender = await connectAsync(broker.url, {
      clientId: `${prefix}-restart-pub`,
      clean: false,
      reconnectPeriod: 200,
    });
    try {
      await connectTo(broker.url, [`${prefix}-restart/#`]);
      const send = (n: number) =>
        sender.publishAsync(
          `${prefix}-restart/${LOCATION}/door-counts`,
          JSON.stringify(doorCounts(`mqtt-restart-${n}`, 300 - n * 5, 2)),
          { qos: 1 },
        );
      for (let n = 0; n < 10; n += 1) await send(n);
      await broker.restart();
      await until('the subscriber reconnected', connection, (c) => c.state === 'connected');
      for (let n = 10; n < 20; n += 1) await send(n);
      const stored = await until(
        'every acknowledged message stored',
        () =>
          rows<{ tags: number; walk_ins: number }>(
            `select count(distinct t.serial)::int as tags, coalesce(sum(c.count_in), 0)::int as walk_ins
             from door_counts c join tags t on t.id = c.tag_id where upper(t.serial) like 'MQTT-RESTART-%'`,
          ).then((found) => found[0]!),
        (r) => r.tags === 20,
      );
      expect(stored).toEqual({ tags: 20, walk_ins: 40 });
    } finally {
      await sender.endAsync();
      await broker.stop();
    }
  });
});

/** A Mosquitto of this test's own on a free port, keeping sessions and queued messages on disk. */
async function startOwnBroker() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'footfall-mosquitto-'));
  await chmod(dir, 0o777);
  const port = await freePort();
  const config = path.join(dir, 'mosquitto.conf');
  await writeFile(
    config,
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      'persistence true',
      `persistence_location ${dir}/`,
      // As root Mosquitto would switch to its own user, who cannot write here.
      ...(process.getuid?.() === 0 ? ['user root'] : []),
    ].join('\n'),
  );
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('mosquitto', ['-c', config], { stdio: 'ignore' });
    await until('the broker listening', () => canConnect(port), Boolean);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  };
  await start();
  return { url: `mqtt://127.0.0.1:${port}`, restart: async () => (await stop(), start()), stop };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
