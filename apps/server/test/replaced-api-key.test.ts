// Data still sent with a location's replaced API key (a gateway nobody updated after a rotation)
// is refused with a message that says so, counted, and shown with the location's ways in; an
// unknown key is only "not valid", and the next rotation starts the count again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('a replaced API key', () => {
  let server: TestServer;
  let owner: string;
  let locationId: string;
  beforeAll(async () => {
    server = await startTestServer({ demo: true, pipelineWorker: false });
    owner = (await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).body.data.access_token;
    locationId = (await server.request('GET', '/api/v1/locations', { token: owner })).body.data[0]
      .id;
  });
  afterAll(() => server?.stop());

  const rotate = async (): Promise<string> =>
    (
      await server.request('PUT', `/api/system/locations/${locationId}/api-key`, {
        token: owner,
        body: { api_key: 'new' },
      })
    ).body.data.api_key;
  const ingest = (key: string) =>
    server.request('POST', '/api/v1/ingest/detections', { token: key, body: { items: [] } });
  const refusedOldKey = async () =>
    (
      await server.request('GET', `/api/system/locations/${locationId}/connections`, {
        token: owner,
      })
    ).body.data.api.refused_old_key;

  it('is refused with its reason, counted and shown until the next rotation', async () => {
    const first = await rotate();
    const second = await rotate();
    expect(await refusedOldKey()).toBeNull();

    const unknown = await ingest('ffk_abcdefghijklmnopqrstuvwxyz012345');
    expect(unknown.status).toBe(401);
    expect(unknown.body.meta.error_message).toBe('The API key is not valid');
    expect(await refusedOldKey()).toBeNull();

    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const refused = await ingest(first);
      expect(refused.status).toBe(401);
      expect(refused.body.meta.error_message).toContain('This API key was replaced by a new one');
    }
    const shown = await refusedOldKey();
    expect(shown).toEqual({
      count: 2,
      last_at: expect.any(String),
      last_from: '127.0.0.1',
      replaced_at: expect.any(String),
    });
    expect(Date.parse(shown.last_at)).toBeGreaterThanOrEqual(Date.parse(shown.replaced_at));

    // The current key still works; a new rotation forgets the first key and counts afresh.
    expect((await ingest(second)).status).not.toBe(401);
    await rotate();
    expect(await refusedOldKey()).toBeNull();
    expect((await ingest(first)).body.meta.error_message).toBe('The API key is not valid');
    expect((await ingest(second)).body.meta.error_message).toContain('was replaced');
    expect(await refusedOldKey()).toMatchObject({ count: 1 });
  });
});
