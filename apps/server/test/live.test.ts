// The live stream over real HTTP: a snapshot at once, then a fresh one after the pipeline reports
// new rollups for the location; door-counter occupancy since opening, Wi-Fi presence otherwise;
// the token in the query (EventSource) or the header; on both databases.
import type { EventEmitter } from 'node:events';
import { localDateOf } from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { demoLocationIds, rollupFixture } from './helpers/rollup-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

type Snapshot = Record<string, unknown>;

/** Reads `snapshot` events off a text/event-stream response, one at a time. */
function eventReader(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function nextSnapshot(): Promise<Snapshot> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        if (!lines.includes('event: snapshot')) continue; // a keep-alive comment
        const data = lines.find((line) => line.startsWith('data: '));
        return JSON.parse((data as string).slice('data: '.length)) as Snapshot;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

describe('live stream', () => {
  let server: TestServer;
  let fx: Fixture;
  let idOf: (name: string) => number;
  const streams: AbortController[] = [];

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    fx = await organisationFixture(server);
    idOf = await demoLocationIds(server, fx.tokens.owner as string);
  });
  afterAll(async () => {
    for (const stream of streams) stream.abort();
    await server?.stop();
  });

  const open = async (path: string, headers: Record<string, string> = {}) => {
    const controller = new AbortController();
    streams.push(controller);
    const response = await fetch(`${server.url}${path}`, { headers, signal: controller.signal });
    return { response, controller };
  };

  it('sends a snapshot at once and a new one after the pipeline processed the location', async () => {
    const paris = idOf('Paris Opéra Store');
    const { response } = await open(`/api/v1/locations/${paris}/live`, {
      authorization: `Bearer ${fx.tokens.viewer}`,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const next = eventReader(response);
    const today = localDateOf(server.ctx.now().getTime(), 'Europe/Paris');
    const first = await next();
    expect(first).toMatchObject({
      occupancy_now: 0,
      occupancy_source: 'door_counter',
      visitors_today: 0,
      walk_ins_today: 0,
      walk_bys_today: 0,
      local_date: today,
      unavailable: [],
    });

    const rollups = await rollupFixture(server, paris);
    await rollups.hourly([
      // Before opening: walk-ins of the day, but occupancy restarts at the first open hour.
      { date: today, hour: 0, walkIns: 3, walkOuts: 1 },
      {
        date: today,
        hour: 1,
        inBusinessHours: true,
        walkIns: 10,
        walkOuts: 4,
        visitors: 6,
        walkBys: 20,
      },
      { date: today, hour: 2, inBusinessHours: true, walkIns: 2, walkOuts: 5 },
    ]);
    server.ctx.pipeline.processed(paris);
    server.ctx.pipeline.processed(paris); // a burst gives one snapshot
    const second = await next();
    expect(second).toMatchObject({
      occupancy_now: 3,
      visitors_today: 6,
      walk_ins_today: 15,
      walk_bys_today: 20,
    });
    expect(Date.parse(second.updated_at as string)).not.toBeNaN();

    // More walk-outs than walk-ins since opening read as 0, never negative.
    await rollups.hourly([{ date: today, hour: 3, inBusinessHours: true, walkOuts: 9 }]);
    server.ctx.pipeline.processed(paris);
    expect(await next()).toMatchObject({ occupancy_now: 0, walk_ins_today: 15 });
  });

  it('uses Wi-Fi presence of the latest hour without door counters, with the header token', async () => {
    const lyon = idOf('Lyon Part-Dieu Store');
    const { response } = await open(`/api/v1/locations/${lyon}/live`, {
      authorization: `Bearer ${fx.tokens.owner}`,
    });
    const next = eventReader(response);
    expect(await next()).toMatchObject({
      occupancy_now: 0,
      occupancy_source: 'wifi_presence',
      walk_ins_today: null,
      unavailable: [
        { metric: 'WALK-IN', reason: 'Walk-ins need a door counter (tag service DOORCOUNTER)' },
      ],
    });
    const today = localDateOf(server.ctx.now().getTime(), 'Europe/Paris');
    await (
      await rollupFixture(server, lyon)
    ).hourly([
      { date: today, hour: 0, presenceAvg: 4.5, visitors: 3 },
      { date: today, hour: 1, presenceAvg: 2.5, visitors: 1 },
    ]);
    server.ctx.pipeline.processed(lyon);
    expect(await next()).toMatchObject({ occupancy_now: 2.5, visitors_today: 4 });
  });

  it('removes its pipeline listener when the client goes away', async () => {
    // Read through the signals' emitter: the stream must leave no listener behind.
    const emitter = (server.ctx.pipeline as unknown as { emitter: EventEmitter }).emitter;
    const before = emitter.listenerCount('processed');
    const { response, controller } = await open(
      `/api/v1/locations/${idOf('Paris Opéra Store')}/live`,
      { authorization: `Bearer ${fx.tokens.owner}` },
    );
    await eventReader(response)();
    expect(emitter.listenerCount('processed')).toBe(before + 1);
    controller.abort();
    for (let i = 0; i < 100 && emitter.listenerCount('processed') > before; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(emitter.listenerCount('processed')).toBe(before);
  });

  it('takes a session token only from the Authorization header, never from the address', async () => {
    const paris = idOf('Paris Opéra Store');
    const { response } = await open(`/api/v1/locations/${paris}/live?token=${fx.tokens.owner}`);
    expect(response.status).toBe(401);
    expect(
      ((await response.json()) as { meta: { error_message: string } }).meta.error_message,
    ).toBe('Send the access token in the Authorization header, not in the address');
  });

  it('refuses without a token and hides other corporations with a JSON error', async () => {
    const paris = idOf('Paris Opéra Store');
    const anonymous = await server.request('GET', `/api/v1/locations/${paris}/live`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.meta.error_type).toBe('AuthenticationException');
    const foreign = await server.request('GET', `/api/v1/locations/${paris}/live`, {
      token: fx.tokens.foreign,
    });
    expect(foreign.status).toBe(404);
  });
});
