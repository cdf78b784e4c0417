// Every endpoint x every kind of caller, with the exact status each must get (docs/product.md
// section 6), and the ingest endpoints, which take the location's API key and no session at all.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTORS,
  organisationFixture,
  type Actor,
  type Fixture,
} from './helpers/organisation-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';
import { ANALYTICS_ROWS } from './permission-matrix.analytics-rows';
import { KEY_ROWS } from './permission-matrix.key-rows';
import { statusOf } from './permission-matrix.helpers';
import { ingestCalls } from './permission-matrix.ingest';
import { REPORT_FILE_ROWS } from './permission-matrix.report-file-rows';
import { REPORT_ROWS } from './permission-matrix.report-rows';
import { ROWS } from './permission-matrix.rows';
import { SETUP_ROWS } from './permission-matrix.setup-rows';

const ALL_ROWS = [
  ...ROWS,
  ...KEY_ROWS,
  ...SETUP_ROWS,
  ...ANALYTICS_ROWS,
  ...REPORT_ROWS,
  ...REPORT_FILE_ROWS,
];

/** Session routes the matrix leaves to their own tests, with the reason. */
const NOT_IN_MATRIX = new Map([
  ['POST /api/logout', 'revokes the token it is called with (auth.test.ts)'],
  ['PUT /api/system/myprofile', "changes only the caller's own profile (profile.test.ts)"],
  [
    'GET /api/dev/outbox',
    "answers each owner their own organisation's mail (organisation-admin.test.ts)",
  ],
  [
    'POST /api/system/myprofile/sign-out-everywhere',
    "ends the caller's other sessions, which the matrix's actors need (profile.test.ts)",
  ],
]);

describe('permission matrix', () => {
  let server: TestServer;
  let fixture: Fixture;
  let dataDir: string;
  const called = new Set<string>();
  beforeAll(async () => {
    // No pipeline worker: these rows only ask who may call what.
    server = await startTestServer({ demo: true, pipelineWorker: false });
    // Uploads of the floor-plan rows go to a directory of this test.
    dataDir = await mkdtemp(path.join(tmpdir(), 'footfall-matrix-'));
    server.ctx.config.dataDir = dataDir;
    fixture = await organisationFixture(server);
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  for (const row of ALL_ROWS) {
    it(row.name, async () => {
      const got: Partial<Record<Actor, number>> = {};
      for (const actor of ACTORS) {
        const call = await row.call(fixture, server, actor);
        called.add(`${call.method} ${call.path}`);
        const status = await statusOf(server, call, fixture.tokens[actor]);
        got[actor] = status;
        if (status < 300 && row.after) await row.after(fixture, server);
      }
      expect(got).toEqual(row.expect);
    });
  }

  it('has a row for every route a session token reaches', () => {
    const missing = server.ctx.routes
      .filter((route) => route.auth && !NOT_IN_MATRIX.has(`${route.method} ${route.url}`))
      .filter((route) => {
        const pattern = new RegExp(`^${route.method} ${route.url.replace(/:\w+/g, '[^/?]+')}$`);
        return ![...called].some((call) => pattern.test(call.split('?')[0]!));
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it("refuses every session and share token on ingest (401) and takes the location's key", async () => {
    const rotated = await server.request(
      'PUT',
      `/api/system/locations/${fixture.location.id}/api-key`,
      { token: fixture.tokens.owner, body: { api_key: 'new' } },
    );
    expect(rotated.status).toBe(200);
    const key = rotated.body.data.api_key as string;
    for (const ingest of ingestCalls(server.ctx.now().getTime())) {
      const got: Partial<Record<Actor | 'key', number>> = {};
      for (const actor of ACTORS) {
        got[actor] = await statusOf(server, ingest(), fixture.tokens[actor]);
      }
      got.key = await statusOf(server, ingest(), key);
      expect(got, ingest().path).toEqual({
        owner: 401,
        manager: 401,
        analyst: 401,
        viewer: 401,
        foreign: 401,
        share: 401,
        none: 401,
        key: 200,
      });
    }
  });

  it('never returns a row of another corporation to the foreign user', async () => {
    const ours = (
      await server.request('GET', '/api/v1/locations', { token: fixture.tokens.owner })
    ).body.data.map((l: { id: string }) => l.id);
    const theirs = (
      await server.request('GET', '/api/v1/locations', { token: fixture.tokens.foreign })
    ).body.data.map((l: { id: string }) => l.id);
    expect(theirs.filter((id: string) => ours.includes(id))).toEqual([]);
    const folders = (
      await server.request('GET', '/api/v1/folders', { token: fixture.tokens.foreign })
    ).body.data;
    expect(
      folders.every((f: { corporation_id: string }) => f.corporation_id !== fixture.corporationId),
    ).toBe(true);
  });

  it('shows a location-level role only its location', async () => {
    const seen = (
      await server.request('GET', '/api/v1/locations', { token: fixture.tokens.analyst })
    ).body.data.map((l: { id: string }) => l.id);
    expect(seen).toEqual([fixture.location.id]);
    const other = await server.request('GET', `/api/v1/locations/${fixture.otherLocationId}`, {
      token: fixture.tokens.analyst,
    });
    expect(other.status).toBe(404);
  });

  it('lets a share token read its own location only', async () => {
    const other = await server.request('GET', `/api/v1/locations/${fixture.otherLocationId}`, {
      token: fixture.tokens.share,
    });
    expect(other.status).toBe(403);
    const viaQuery = await server.request(
      'GET',
      `/api/v1/locations/${fixture.location.id}?token=${fixture.tokens.share}`,
    );
    expect(viaQuery.status).toBe(200);
    expect(viaQuery.body.data.id).toBe(fixture.location.id);
  });

  // Issue 15 item 1: `GET /api/system/myprofile?token=<session>` answered 200.
  it('takes no session token from the address', async () => {
    for (const path of [
      `/api/system/myprofile?token=${fixture.tokens.owner}`,
      `/api/v1/locations/${fixture.location.id}?token=${fixture.tokens.owner}`,
    ])
      expect((await server.request('GET', path)).status).toBe(401);
  });
});
