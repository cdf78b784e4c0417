// Issue 15 (hardening), items reproduced first: a NUL byte in any text, a year outside 1970-2100,
// an empty update body, an over-long path and concurrent saves of one location's business hours
// each answered a 500. Each now answers a 4xx in the error envelope (or succeeds), writes nothing
// when refused, and the server stays healthy.
import { DEFAULT_LOCATION_DEFINITIONS } from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

type Envelope = { meta?: { code: number; error_type: string; error_message: string } };

describe('hardening: hostile input is a 4xx, never a 500', () => {
  let server: TestServer;
  let fx: Fixture;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    fx = await organisationFixture(server);
  });
  afterAll(() => server?.stop());

  const expectRefused = (res: { status: number; body: unknown }, status = 400) => {
    expect(res.status).toBe(status);
    const meta = (res.body as Envelope).meta;
    expect(meta?.code).toBe(status);
    expect(typeof meta?.error_message).toBe('string');
  };

  describe('a NUL or other control character in text', () => {
    it('is refused at login and sign-up, before any work', async () => {
      expectRefused(
        await server.request('POST', '/login', { body: { user_name: 'abc\u0000def' } }),
      );
      const email = `nul-${Date.now()}@example.com`;
      const signUp = await server.request('POST', '/sign-up', {
        body: {
          email,
          first_name: 'a\u0000',
          last_name: 'b',
          corporation_name: 'NUL Inc',
          password: 'a long password 1',
        },
      });
      expectRefused(signUp);
      expect(JSON.stringify(signUp.body)).not.toContain('argon2');
    });

    it('is refused in an update body and a query, and nothing changes', async () => {
      const before = await server.request('GET', '/api/system/myprofile', {
        token: fx.tokens.owner,
      });
      const res = await server.request('PUT', '/api/system/myprofile', {
        token: fx.tokens.owner,
        body: { first_name: 'Eve\u0000' },
      });
      expectRefused(res);
      expect((res.body as Envelope & { meta: { fields?: object } }).meta.fields).toHaveProperty(
        'first_name',
      );
      const after = await server.request('GET', '/api/system/myprofile', {
        token: fx.tokens.owner,
      });
      expect(after.body).toEqual(before.body);
      expectRefused(
        await server.request('GET', `/api/v1/locations?name=%00x`, { token: fx.tokens.owner }),
      );
    });
  });

  describe('a date outside 1970-2100', () => {
    it('is refused by every analytics endpoint', async () => {
      for (const endpoint of ['foot-traffic', 'door-counter', 'scores', 'heatmap']) {
        const res = await server.request(
          'GET',
          `/api/v1/locations/${fx.location.id}/${endpoint}?start_date=9999-12-31&end_date=9999-12-31`,
          { token: fx.tokens.owner },
        );
        expectRefused(res);
        expect((res.body as Envelope).meta?.error_message).toMatch(/1970|2100/);
      }
    });

    it('is refused for a saved report (nothing stored) and for a report file', async () => {
      const list = async () =>
        (await server.request('GET', '/api/system/reports', { token: fx.tokens.owner })).body;
      const before = await list();
      const created = await server.request('POST', '/api/system/reports', {
        token: fx.tokens.owner,
        body: {
          name: 'Far future',
          location_ids: [fx.location.id],
          metrics: ['visitors'],
          period: { kind: 'fixed', start_date: '9999-12-30', end_date: '9999-12-31' },
          granularity: 'day',
          comparison: false,
        },
      });
      expectRefused(created);
      expect(await list()).toEqual(before);
      const file = await server.request('POST', '/report/retail-report', {
        token: fx.tokens.owner,
        body: {
          location_id: fx.location.id,
          dates: [{ start_date: '9999-12-31', end_date: '9999-12-31' }],
        },
      });
      expect(file.status).toBe(400);
    });
  });

  describe('an update without any field', () => {
    it.each([
      ['/api/system/myprofile', {}],
      ['/api/system/myprofile', null],
    ])('PUT %s with %j is a 400', async (path, body) => {
      expectRefused(
        await server.request('PUT', path, {
          token: fx.tokens.owner,
          body: body === null ? 'null' : body,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });

    it('PUT of a location or a tag without any field is a 400', async () => {
      expectRefused(
        await server.request('PUT', `/api/system/locations/${fx.location.id}`, {
          token: fx.tokens.owner,
          body: {},
        }),
      );
    });
  });

  it('answers an over-long path parameter in the envelope, without echoing it', async () => {
    const long = 'x'.repeat(150);
    const res = await server.request('GET', `/api/v1/locations/${long}/foot-traffic`, {
      token: fx.tokens.owner,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((res.body as Envelope).meta?.error_type).toBeDefined();
    expect(JSON.stringify(res.body)).not.toContain(long);
  });

  it('saves business hours sent 8 at a time, 5 rounds, without a 500', async () => {
    const path = `/api/system/locations/${fx.location.id}/businesshours`;
    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          server.request('PUT', path, {
            token: fx.tokens.owner,
            body: {
              days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
                weekday,
                closed: false,
                open_hour: 8 + (i % 3),
                close_hour: 18,
              })),
              exceptions: [{ date: '2026-12-24', closed: true, open_hour: null, close_hour: null }],
            },
          }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const saved = await server.request('GET', `/api/v1/locations/${fx.location.id}/businesshours`, {
      token: fx.tokens.owner,
    });
    expect(saved.body.data.days).toHaveLength(7);
    expect(saved.body.data.exceptions).toHaveLength(1);
  });

  // The other per-location singletons are upserts: the same 8-at-a-time saves end well too.
  it('saves definitions and alert settings sent 8 at a time without a 500', async () => {
    const id = fx.location.id;
    const me = await server.request('GET', '/api/system/myprofile', { token: fx.tokens.owner });
    const saves = [
      {
        path: `/api/system/locations/${id}/definitions`,
        body: (i: number) => ({ ...DEFAULT_LOCATION_DEFINITIONS, visit_gap_minutes: 10 + i }),
      },
      {
        path: `/api/system/locations/${id}/notifications/${me.body.data.id}`,
        body: (i: number) => ({
          alerts: { sensor_offline: i % 2 === 0, daily_summary: false, traffic_drop: true },
          by_email: true,
          webhook_url: null,
        }),
      },
    ];
    for (const { path, body } of saves) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          server.request('PUT', path, { token: fx.tokens.owner, body: body(i) }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    }
  });

  it('stays healthy', async () => {
    expect((await server.request('GET', '/api/health')).status).toBe(200);
  });
});
