// Every endpoint x every kind of caller, with the exact status each must get (DESIGN.md 6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from './helpers/databases';
import {
  ACTORS,
  organisationFixture,
  type Actor,
  type Fixture,
} from './helpers/organisation-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';
import { ROWS } from './permission-matrix.rows';

for (const { target, skip } of DATABASE_TARGETS) {
  describe.skipIf(skip)(`permission matrix (${target.name})`, () => {
    let server: TestServer;
    let fixture: Fixture;
    beforeAll(async () => {
      server = await startTestServer(target, { demo: true });
      fixture = await organisationFixture(server);
    });
    afterAll(() => server?.stop());

    for (const row of ROWS) {
      it(row.name, async () => {
        const got: Partial<Record<Actor, number>> = {};
        for (const actor of ACTORS) {
          const call = await row.call(fixture, server, actor);
          const res = await server.request(call.method, call.path, {
            token: fixture.tokens[actor],
            body: call.body,
          });
          got[actor] = res.status;
          if (res.status < 300 && row.after) await row.after(fixture, server);
        }
        expect(got).toEqual(row.expect);
      });
    }

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
        folders.every(
          (f: { corporation_id: string }) => f.corporation_id !== fixture.corporationId,
        ),
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
  });
}
