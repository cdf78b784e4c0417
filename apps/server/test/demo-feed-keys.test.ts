// The demo feed's credentials (issue 15: the feed never signs in with the demo user's password):
// the server writes one API key per demo location to DATA_DIR/demo-feed-keys.json (0600), keeps
// working keys across restarts and replaces one a person rotated; with a key, the feed reads the
// location's setup (GET /api/v1/ingest/setup) as the location's devices may.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { deviceSetupSchema } from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_FEED_KEYS_FILE,
  ensureDemoFeedKeys,
  type DemoFeedKeys,
} from '../src/seed/demo-feed-keys';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
let file: string;
const readKeys = async () => JSON.parse(await readFile(file, 'utf8')) as DemoFeedKeys;

beforeAll(async () => {
  server = await startTestServer({ demo: true, pipelineWorker: false });
  file = path.join(server.ctx.config.dataDir, DEMO_FEED_KEYS_FILE);
});

afterAll(async () => {
  await server?.stop();
});

describe("the demo feed's keys", () => {
  it('are written at start, readable by the server user only, one per demo location', async () => {
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const keys = await readKeys();
    const token = (await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).body.data
      .access_token;
    const locations = (await server.request('GET', '/api/v1/locations', { token })).body.data as {
      id: string;
    }[];
    expect(keys.locations.map((entry) => String(entry.id)).sort()).toEqual(
      locations.map((location) => location.id).sort(),
    );
    for (const entry of keys.locations) expect(entry.api_key).toMatch(/^ffk_/);
  });

  it("read the location's setup with its key, and nothing without one", async () => {
    const { locations } = await readKeys();
    const entry = locations[0]!;
    const setup = await server.request('GET', '/api/v1/ingest/setup', {
      headers: { authorization: `Bearer ${entry.api_key}` },
    });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    const data = deviceSetupSchema.parse(setup.body.data);
    expect(data.location.id).toBe(String(entry.id));
    expect(data.gateways.length).toBeGreaterThan(0);
    expect(data.business_hours.days).toHaveLength(7);
    expect((await server.request('GET', '/api/v1/ingest/setup')).status).toBe(401);
    const wrong = await server.request('GET', '/api/v1/ingest/setup', {
      headers: { authorization: 'Bearer ffk_not-a-key' },
    });
    expect(wrong.status).toBe(401);
  });

  it("are kept across restarts, and a key a person rotated stays the person's", async () => {
    const before = await readKeys();
    await ensureDemoFeedKeys(server.ctx.db, server.ctx.config.dataDir, new Date());
    expect(await readKeys()).toEqual(before);

    const token = (await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).body.data
      .access_token;
    const rotated = before.locations[1]!;
    const persons = (
      await server.request('PUT', `/api/system/locations/${rotated.id}/api-key`, {
        token,
        body: { api_key: 'new' },
      })
    ).body.data.api_key as string;
    await ensureDemoFeedKeys(server.ctx.db, server.ctx.config.dataDir, new Date());
    // The location leaves the feed's file; the others keep their keys.
    expect((await readKeys()).locations).toEqual(
      before.locations.filter((entry) => entry.id !== rotated.id),
    );
    // The person's key still works: the server did not take it back.
    const setup = await server.request('GET', '/api/v1/ingest/setup', {
      headers: { authorization: `Bearer ${persons}` },
    });
    expect(setup.status).toBe(200);
    expect(setup.body.data.location.id).toBe(String(rotated.id));
  });
});
