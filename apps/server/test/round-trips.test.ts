// Round trips to the database per dashboard request. Under load each statement's round trip costs
// more than its rows (issue 13: the dashboard mix at 200 connections), so the token and the
// caller's scope come in one statement, the services with them, and no answer reads raw intervals.
// Counted, not timed: a change that adds a statement to these paths fails here.
import { defaultDateRange, localDateOf } from '@footfall/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
let token: string;
const statements: string[] = [];
const originalQuery = pg.Client.prototype.query;

beforeAll(async () => {
  server = await startTestServer({ demo: true, pipelineWorker: false });
  const session = await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
  token = session.body.data.access_token;
  // Every statement of the pool goes through Client#query.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string };
    statements.push(typeof config === 'string' ? config : String(config?.text));
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof originalQuery;
});

afterAll(async () => {
  pg.Client.prototype.query = originalQuery;
  await server?.stop();
});

async function statementsOf(path: string): Promise<string[]> {
  // Once to warm anything a first request reads once per process, then counted.
  await server.request('GET', path, { token });
  statements.length = 0;
  const answer = await server.request('GET', path, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return [...statements];
}

describe('database round trips of the retail dashboard', () => {
  it('lists locations in one statement and answers each analytics call in a few', async () => {
    const locations = await server.request('GET', '/api/v1/locations', { token });
    const store = (locations.body.data as { id: string; type: string; timezone: string }[]).find(
      (location) => location.type === 'RETAIL',
    )!;
    const range = defaultDateRange(localDateOf(Date.now(), store.timezone));
    const query = `start_date=${range.start}&end_date=${range.end}&granularity=day`;
    const base = `/api/v1/locations/${store.id}`;

    expect(await statementsOf('/api/v1/locations')).toHaveLength(1);
    expect((await statementsOf(`${base}/scores?${query}`)).length).toBeLessThanOrEqual(2);
    // Foot-traffic reads one more: the calibrations its estimate rests on (sent side by side with
    // the figures, so no longer a wait).
    for (const [path, most] of [
      [`${base}/foot-traffic?${query}&compare=1`, 6],
      [`${base}/door-counter?${query}&compare=1`, 5],
    ] as const) {
      const sent = await statementsOf(path);
      expect(sent.length, sent.join('\n---\n')).toBeLessThanOrEqual(most);
      // Coverage of door counters comes from the hourly rollups, not from the raw intervals.
      expect(sent.some((text) => /from\s+door_counts/i.test(text))).toBe(false);
    }
  });
});
