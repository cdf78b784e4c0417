import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('organisation administration', () => {
  let server: TestServer;
  let owner: string;
  let corporationId: string;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    owner = (await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).body.data.access_token;
    corporationId = (await server.request('GET', '/api/system/corporations', { token: owner })).body
      .data[0].id;
  });
  afterAll(() => server?.stop());
  const call = (method: string, path: string, body?: unknown, token = owner) =>
    server.request(method, path, { token, body });

  it('creates, renames and moves folders, never under themselves', async () => {
    const a = (
      await call('POST', `/api/system/corporations/${corporationId}/folders`, {
        name: ' Region A ',
      })
    ).body.data;
    expect(a).toMatchObject({ name: 'Region A', parent_id: '0', corporation_id: corporationId });
    const b = (
      await call('POST', `/api/system/corporations/${corporationId}/folders`, {
        name: 'Sub B',
        parent_id: a.id,
      })
    ).body.data;
    const c = (
      await call('POST', `/api/system/corporations/${corporationId}/folders`, {
        name: 'Sub C',
        parent_id: b.id,
      })
    ).body.data;
    for (const destination of [a.id, c.id]) {
      const res = await call('POST', `/api/system/folders/${a.id}/move`, {
        destination_id: destination,
      });
      expect(res.status).toBe(400);
      expect(res.body.meta.fields.destination_id).toContain('cannot move into itself');
    }
    expect(
      (await call('POST', `/api/system/folders/${c.id}/move`, { destination_id: '0' })).body.data
        .parent_id,
    ).toBe('0');
    expect(
      (await call('PUT', `/api/system/folders/${b.id}`, { name: '' })).body.meta.fields.name,
    ).toBe('Name is empty');
    expect(
      (await call('PUT', `/api/system/folders/${b.id}`, { name: 'Renamed' })).body.data.name,
    ).toBe('Renamed');
    expect((await call('DELETE', `/api/system/folders/${a.id}`)).status).toBe(409);
    expect((await call('DELETE', `/api/system/folders/${b.id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/system/folders/${a.id}`)).status).toBe(200);
    const unknownParent = await call('POST', `/api/system/corporations/${corporationId}/folders`, {
      name: 'X',
      parent_id: '99999',
    });
    expect(unknownParent.body.meta.fields.parent_id).toBe('Parent folder is not valid');
  });

  it('adds locations of every type with the core validators, and AT booths under a show', async () => {
    const invalid = await call('POST', '/api/system/locations', {
      name: '',
      type: 'SHOP',
      service: 'GOLD',
      country: 'FR',
      timezone: 'Mars/Base',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.meta.fields).toMatchObject({
      name: 'Name is empty',
      country: 'Country is not valid',
    });
    expect(invalid.body.meta.fields.type).toBeDefined();
    const badZone = await call('POST', '/api/system/locations', {
      name: 'Z',
      type: 'RETAIL',
      service: 'LITE',
      country: 'FRA',
      timezone: 'Mars/Base',
    });
    expect(badZone.body.meta.fields.timezone).toBe('Time zone is not valid');

    const folders = (await call('GET', '/api/v1/folders')).body.data as {
      id: string;
      name: string;
    }[];
    const folderId = folders[0]!.id;
    const created: Record<
      string,
      { id: string; folder_id: string; parent_id: string | null; child_ids: string[] }
    > = {};
    for (const type of ['RETAIL', 'MALL', 'XM', 'AT'] as const) {
      const res = await call('POST', '/api/system/locations', {
        name: `New ${type}`,
        type,
        service: 'PLUS',
        country: 'usa',
        timezone: 'America/Chicago',
        folder_id: folderId,
      });
      expect(res.status, type).toBe(201);
      expect(res.body.data).toMatchObject({
        type,
        country: 'USA',
        folder_id: folderId,
        corporation_id: corporationId,
      });
      created[type] = res.body.data;
    }
    const booth = await call('POST', '/api/system/locations', {
      name: 'Booth 1',
      type: 'AT',
      service: 'PLUS',
      country: 'USA',
      timezone: 'America/Chicago',
      parent_id: created.AT!.id,
    });
    expect(booth.status).toBe(201);
    expect(booth.body.data).toMatchObject({ parent_id: created.AT!.id, folder_id: folderId });
    const show = (await call('GET', `/api/v1/locations/${created.AT!.id}`)).body.data;
    expect(show.child_ids).toEqual([booth.body.data.id]);
    const wrongParent = await call('POST', '/api/system/locations', {
      name: 'B',
      type: 'AT',
      service: 'PLUS',
      country: 'USA',
      timezone: 'UTC',
      parent_id: created.RETAIL!.id,
    });
    expect(wrongParent.body.meta.fields.parent_id).toBeDefined();

    // Moving the show takes its booth along; a booth does not move alone.
    const moved = await call('POST', `/api/system/locations/${created.AT!.id}/move`, {
      destination_id: '0',
    });
    expect(moved.body.data.folder_id).toBe('0');
    expect((await call('GET', `/api/v1/locations/${booth.body.data.id}`)).body.data.folder_id).toBe(
      '0',
    );
    expect(
      (
        await call('POST', `/api/system/locations/${booth.body.data.id}/move`, {
          destination_id: folderId,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', `/api/system/locations/${created.RETAIL!.id}/move`, {
          destination_id: '99999',
        })
      ).status,
    ).toBe(400);
  });

  it('lists IANA time zones with their offsets', async () => {
    const zones = (await call('GET', '/api/system/timezones')).body.data as {
      id: string;
      offset: string;
    }[];
    expect(zones.find((z) => z.id === 'Asia/Tokyo')?.offset).toBe('+09:00');
    expect(zones.find((z) => z.id === 'UTC')?.offset).toBe('+00:00');
    expect(zones.length).toBeGreaterThan(300);
  });

  it('rotates the API key: full once, masked afterwards', async () => {
    const [location] = (await call('GET', '/api/v1/locations')).body.data;
    // The demo feed's key (seed/demo-feed-keys.ts), masked like any other.
    expect((await call('GET', `/api/system/locations/${location.id}/api-key`)).body.data).toEqual({
      api_key: expect.stringMatching(/^ffk_•{8}[A-Za-z0-9_-]{4}$/),
      masked: true,
      created_at: expect.any(String),
    });
    const rotated = (
      await call('PUT', `/api/system/locations/${location.id}/api-key`, { api_key: 'new' })
    ).body.data;
    expect(rotated.api_key).toMatch(/^ffk_[A-Za-z0-9_-]{32}$/);
    const shown = (await call('GET', `/api/system/locations/${location.id}/api-key`)).body.data;
    expect(shown.masked).toBe(true);
    expect(shown.api_key.endsWith(rotated.api_key.slice(-4))).toBe(true);
    expect(shown.api_key).not.toContain(rotated.api_key.slice(4, 20));
    expect(
      (await call('PUT', `/api/system/locations/${location.id}/api-key`, { api_key: 'old' }))
        .status,
    ).toBe(400);
  });

  it('lists people with the source of their role and protects the caller from themselves', async () => {
    const [location] = (await call('GET', '/api/v1/locations')).body.data;
    const person = await server.signUp();
    const granted = await call('POST', `/api/system/locations/${location.id}/invites`, {
      email: person.email,
      role: 'analyst',
    });
    // No SMTP here: the inviter is told the mail is in the outbox, not sent.
    expect(granted.body.data).toMatchObject({ status: 'granted', mail: 'outbox' });
    const people = (await call('GET', `/api/system/locations/${location.id}/users`)).body.data as {
      user_id: string;
      email: string;
      role: string;
      source: string;
      is_you: boolean;
    }[];
    const me = people.find((p) => p.is_you)!;
    expect(me).toMatchObject({ email: DEMO_LOGIN.email, role: 'owner', source: 'corporation' });
    expect(people.find((p) => p.email === person.email)).toMatchObject({
      role: 'analyst',
      source: 'location',
    });
    expect(
      (
        await call('PUT', `/api/system/locations/${location.id}/users/${me.user_id}`, {
          role: 'viewer',
        })
      ).status,
    ).toBe(409);
    expect(
      (await call('DELETE', `/api/system/locations/${location.id}/users/${me.user_id}`)).status,
    ).toBe(409);

    const checklist = (await call('GET', `/api/system/locations/${location.id}/checklist`)).body
      .data.items;
    expect(checklist.find((i: { key: string }) => i.key === 'invited_users').done).toBe(true);
    expect(checklist.find((i: { key: string }) => i.key === 'door_counters').applicable).toBe(
      location.services.tag_services.includes('DOORCOUNTER'),
    );
  });

  it('lets everyone set their own alerts, validating the webhook URL', async () => {
    const [location] = (await call('GET', '/api/v1/locations')).body.data;
    const viewer = await server.signUp();
    await call('POST', `/api/system/locations/${location.id}/invites`, {
      email: viewer.email,
      role: 'viewer',
    });
    const mine = (
      await call(
        'GET',
        `/api/system/locations/${location.id}/notifications`,
        undefined,
        viewer.token,
      )
    ).body.data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      is_you: true,
      alerts: { sensor_offline: true, daily_summary: false, traffic_drop: true },
      by_email: true,
    });
    const body = {
      alerts: { sensor_offline: false, daily_summary: true, traffic_drop: true },
      by_email: false,
      webhook_url: 'ftp://nope',
    };
    const bad = await call(
      'PUT',
      `/api/system/locations/${location.id}/notifications/${mine[0].user_id}`,
      body,
      viewer.token,
    );
    expect(bad.body.meta.fields.webhook_url).toBe('Webhook URL is not valid');
    const ok = await call(
      'PUT',
      `/api/system/locations/${location.id}/notifications/${mine[0].user_id}`,
      { ...body, webhook_url: 'https://hooks.example.com/footfall' },
      viewer.token,
    );
    expect(ok.body.data).toMatchObject({
      alerts: body.alerts,
      by_email: false,
      webhook_url: 'https://hooks.example.com/footfall',
    });
    const everyone = (await call('GET', `/api/system/locations/${location.id}/notifications`)).body
      .data;
    expect(everyone.length).toBeGreaterThan(1);
  });

  it('ticks the checklist as the set-up progresses', async () => {
    const created = await call('POST', '/api/system/locations', {
      name: 'Checklist store',
      type: 'RETAIL',
      service: 'PLUS',
      country: 'FRA',
      timezone: 'Europe/Paris',
    });
    const id = created.body.data.id;
    const done = async () =>
      Object.fromEntries(
        (await call('GET', `/api/system/locations/${id}/checklist`)).body.data.items.map(
          (item: { key: string; done: boolean }) => [item.key, item.done],
        ),
      );
    expect(await done()).toEqual({
      business_hours: false,
      floor_plan: false,
      sensors_reporting: false,
      door_counters: false,
      invited_users: false,
    });
    const days = Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      closed: weekday === 6,
      open_hour: weekday === 6 ? null : 9,
      close_hour: weekday === 6 ? null : 26,
    }));
    expect(
      (await call('PUT', `/api/system/locations/${id}/businesshours`, { days, exceptions: [] }))
        .status,
    ).toBe(200);
    expect((await done()).business_hours).toBe(true);
  });

  // Issue 15 item 9: the outbox needed no login and showed every invitation code.
  it('shows the dev outbox on demo servers only, to owners, with their own people’s mail', async () => {
    expect((await server.request('GET', '/api/dev/outbox')).status).toBe(401);
    const mine = await call('GET', '/api/dev/outbox');
    expect(mine.status).toBe(200);
    const stranger = await server.signUp();
    const theirs = await server.request('GET', '/api/dev/outbox', { token: stranger.token });
    expect(theirs.status).toBe(200);
    const mineTo = new Set((mine.body.data as { to: string }[]).map((mail) => mail.to));
    for (const mail of theirs.body.data as { to: string }[])
      expect(mineTo.has(mail.to)).toBe(false);
    const plain = await startTestServer({ demo: false });
    try {
      const { token } = await plain.signUp();
      expect((await plain.request('GET', '/api/dev/outbox', { token })).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
