import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import { mailText, startSmtpCapture } from './helpers/smtp-capture';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('invitations by real mail', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let owner: string;
  let locationId: string;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({ demo: true, smtpUrl: smtp.url });
    owner = (await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).body.data.access_token;
    locationId = (await server.request('GET', '/api/v1/locations', { token: owner })).body.data[1]
      .id;
  });
  // The tests move the clock by days: every test signs in afresh.
  beforeEach(async () => {
    owner = (await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).body.data.access_token;
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  const lastMailTo = (email: string) => {
    const mail = [...smtp.mails].reverse().find((m) => m.to.includes(email));
    if (!mail) throw new Error(`no mail to ${email}`);
    return mailText(mail.raw);
  };

  it('invites by mail, checks the digits code, registers and grants only that location', async () => {
    const email = `colleague@example.com`;
    const sent = await server.request('POST', `/api/system/locations/${locationId}/invites`, {
      token: owner,
      body: { email, role: 'analyst' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      status: 'invited',
      email,
      role: 'analyst',
      mail: 'sent',
    });
    const code = /sign-up\?invite=([A-Za-z0-9_-]+)/.exec(lastMailTo(email))?.[1];
    expect(code).toBeDefined();

    const details = await server.request('GET', `/api/system/invites/${code}`);
    expect(details.body.data).toMatchObject({
      email,
      corporation: 'Northwind Retail & Events',
      role: 'analyst',
    });

    expect((await server.request('POST', `/api/system/invites/${code}/digitscode`)).status).toBe(
      200,
    );
    const digits = /code to accept the Footfall invitation is (\d{6})/.exec(lastMailTo(email))?.[1];
    expect(digits).toMatch(/^\d{6}$/);
    const again = await server.request('POST', `/api/system/invites/${code}/digitscode`);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);

    const wrongDigits = digits === '000000' ? '111111' : '000000';
    const wrong = await server.request(
      'GET',
      `/api/system/invites/${code}/digitscode?digits=${wrongDigits}`,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.meta.fields.digits).toBe('Code is not correct');
    expect(
      (await server.request('GET', `/api/system/invites/${code}/digitscode?digits=${digits}`)).body
        .data,
    ).toEqual({ valid: true });

    const registered = await server.request('PUT', `/api/system/invites/${code}`, {
      body: {
        command: 'register',
        digits,
        first_name: 'Col',
        last_name: 'League',
        password: 'a long password',
      },
    });
    expect(registered.status).toBe(200);
    const token = registered.body.data.access_token;
    const seen = await server.request('GET', '/api/v1/locations', { token });
    expect(seen.body.data.map((l: { id: string }) => l.id)).toEqual([locationId]);
    const permissions = await server.request(
      'GET',
      `/api/system/locations/${locationId}/user-permissions`,
      { token },
    );
    expect(permissions.body.data.role).toBe('analyst');

    // Single use: the code is gone.
    expect((await server.request('GET', `/api/system/invites/${code}`)).status).toBe(404);
    const reuse = await server.request('PUT', `/api/system/invites/${code}`, {
      body: {
        command: 'register',
        digits,
        first_name: 'X',
        last_name: 'Y',
        password: 'a long password',
      },
    });
    expect(reuse.status).toBe(404);
  });

  it('caps wrong digits, expires codes and invitations', async () => {
    const email = `slow@example.com`;
    await server.request('POST', `/api/system/locations/${locationId}/invites`, {
      token: owner,
      body: { email, role: 'viewer' },
    });
    const code = /sign-up\?invite=([A-Za-z0-9_-]+)/.exec(lastMailTo(email))?.[1];
    await server.request('POST', `/api/system/invites/${code}/digitscode`);
    const digits = /is (\d{6})/.exec(lastMailTo(email))?.[1];
    const wrongDigits = digits === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await server.request(
            'GET',
            `/api/system/invites/${code}/digitscode?digits=${wrongDigits}`,
          )
        ).status,
      ).toBe(400);
    }
    expect(
      (await server.request('GET', `/api/system/invites/${code}/digitscode?digits=${digits}`))
        .status,
    ).toBe(429);

    server.clock.advance(31_000);
    await server.request('POST', `/api/system/invites/${code}/digitscode`);
    const fresh = /is (\d{6})/.exec(lastMailTo(email))?.[1];
    server.clock.advance(10 * 60_000 + 1000);
    const late = await server.request(
      'GET',
      `/api/system/invites/${code}/digitscode?digits=${fresh}`,
    );
    expect(late.status).toBe(400);
    expect(late.body.meta.fields.digits).toContain('expired');

    server.clock.advance(7 * 24 * 3600_000);
    expect((await server.request('GET', `/api/system/invites/${code}`)).status).toBe(404);
  });

  it('gives an existing account the access at once, and /invite-user refuses it', async () => {
    const person = await server.signUp();
    const granted = await server.request('POST', `/api/system/locations/${locationId}/invites`, {
      token: owner,
      body: { email: person.email, role: 'viewer' },
    });
    expect(granted.body.data.status).toBe('granted');
    expect(lastMailTo(person.email)).toContain('You now have access');
    const seen = await server.request('GET', '/api/v1/locations', { token: person.token });
    expect(seen.body.data.map((l: { id: string }) => l.id)).toContain(locationId);
    const refused = await server.request('POST', '/invite-user', {
      token: owner,
      body: { email: person.email, role: 'viewer', location_id: locationId },
    });
    expect(refused.status).toBe(409);
  });

  it('does not let a manager hand out the owner role', async () => {
    const manager = await server.signUp();
    await server.request('POST', `/api/system/locations/${locationId}/invites`, {
      token: owner,
      body: { email: manager.email, role: 'manager' },
    });
    const res = await server.request('POST', `/api/system/locations/${locationId}/invites`, {
      token: manager.token,
      body: { email: 'boss@example.com', role: 'owner' },
    });
    expect(res.status).toBe(403);
  });

  it('lists waiting invitations, sends one again with a new link and revokes another', async () => {
    const waiting = 'waiting@example.com';
    const revoked = 'revoked@example.com';
    const base = `/api/system/locations/${locationId}/invites`;
    const codeIn = (email: string) =>
      /sign-up\?invite=([A-Za-z0-9_-]+)/.exec(lastMailTo(email))?.[1];
    for (const email of [waiting, revoked])
      await server.request('POST', base, { token: owner, body: { email, role: 'viewer' } });
    const firstCode = codeIn(waiting);
    const revokedCode = codeIn(revoked);

    const listed = await server.request('GET', base, { token: owner });
    expect(listed.status).toBe(200);
    type Pending = { id: string; email: string; sent_at: string; expires_at: string };
    const ours = (answer: typeof listed) =>
      (answer.body.data as Pending[]).filter((i) => [waiting, revoked].includes(i.email));
    expect(ours(listed).map((i) => i.email)).toEqual([revoked, waiting]);
    const invite = ours(listed).find((i) => i.email === waiting)!;
    expect(invite).toMatchObject({ role: 'viewer', invited_by: expect.any(String) });
    expect(Date.parse(invite.expires_at) - Date.parse(invite.sent_at)).toBe(7 * 24 * 3600_000);

    // Not twice within a minute (a double click), then a new link that replaces the old one.
    const tooSoon = await server.request('POST', `${base}/${invite.id}/resend`, { token: owner });
    expect(tooSoon.status).toBe(429);
    server.clock.advance(61_000);
    const resent = await server.request('POST', `${base}/${invite.id}/resend`, { token: owner });
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ status: 'invited', email: waiting, mail: 'sent' });
    const newCode = codeIn(waiting);
    expect(newCode).not.toBe(firstCode);
    expect((await server.request('GET', `/api/system/invites/${firstCode}`)).status).toBe(404);
    expect((await server.request('GET', `/api/system/invites/${newCode}`)).status).toBe(200);

    const revokedId = ours(listed).find((i) => i.email === revoked)!.id;
    const gone = await server.request('DELETE', `${base}/${revokedId}`, { token: owner });
    expect(gone.body.data).toEqual({ removed: true });
    expect((await server.request('GET', `/api/system/invites/${revokedCode}`)).status).toBe(404);
    expect((await server.request('DELETE', `${base}/${revokedId}`, { token: owner })).status).toBe(
      404,
    );
    expect(ours(await server.request('GET', base, { token: owner })).map((i) => i.email)).toEqual([
      waiting,
    ]);

    // Someone without access to the location sees none of it and changes nothing.
    const stranger = await server.signUp();
    for (const [method, path] of [
      ['GET', base],
      ['POST', `${base}/${invite.id}/resend`],
      ['DELETE', `${base}/${invite.id}`],
    ] as const)
      expect([403, 404]).toContain(
        (await server.request(method, path, { token: stranger.token })).status,
      );
    expect((await server.request('GET', `/api/system/invites/${newCode}`)).status).toBe(200);
  });

  it("writes each mail in its reader's language: the inviter's, the browser's, the account's", async () => {
    const inviter = await server.signUp();
    const base = `/api/system/locations/${locationId}/invites`;
    await server.request('POST', base, {
      token: owner,
      body: { email: inviter.email, role: 'manager' },
    });
    await server.request('PUT', '/api/system/myprofile', {
      token: inviter.token,
      body: { locale: 'fr' },
    });
    const invitee = 'nouvelle@example.com';
    await server.request('POST', base, {
      token: inviter.token,
      body: { email: invitee, role: 'analyst' },
    });
    const invitation = lastMailTo(invitee);
    expect(invitation).toContain('en tant que Analyste');
    expect(invitation).toContain('Le lien fonctionne pendant 7 jours.');
    const code = /sign-up\?invite=([A-Za-z0-9_-]+)/.exec(invitation)?.[1];

    // The invitee's browser asked in Spanish (the web app sends its UI language).
    await server.request('POST', `/api/system/invites/${code}/digitscode`, {
      headers: { 'accept-language': 'es' },
    });
    expect(lastMailTo(invitee)).toMatch(
      /Su código para aceptar la invitación de Footfall es \d{6}\. Funciona durante 10 minutos\./,
    );

    // An account gets the new access in its own profile's language.
    const reader = await server.signUp();
    await server.request('PUT', '/api/system/myprofile', {
      token: reader.token,
      body: { locale: 'es' },
    });
    await server.request('POST', base, {
      token: inviter.token,
      body: { email: reader.email, role: 'viewer' },
    });
    expect(lastMailTo(reader.email)).toContain('Ya tiene acceso a');
    expect(lastMailTo(reader.email)).toContain('como Lector');
  });
});
