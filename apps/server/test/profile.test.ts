import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('profile', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('updates names and language, trimming them', async () => {
    const { token } = await server.signUp();
    const res = await server.request('PUT', '/api/system/myprofile', {
      token,
      body: { first_name: ' Katherine ', last_name: 'Johnson', locale: 'fr' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      first_name: 'Katherine',
      last_name: 'Johnson',
      locale: 'fr',
    });
    const again = await server.request('GET', '/api/system/myprofile', { token });
    expect(again.body.data.first_name).toBe('Katherine');
  });

  it('validates fields with the documented messages', async () => {
    const { token } = await server.signUp();
    const res = await server.request('PUT', '/api/system/myprofile', {
      token,
      body: { first_name: '', locale: 'de' },
    });
    expect(res.status).toBe(400);
    expect(res.body.meta.fields).toMatchObject({
      first_name: 'First name is empty',
      locale: 'Language is not valid',
    });
  });

  it('changes e-mail and password only with the current password', async () => {
    const { token, password } = await server.signUp();
    const noCurrent = await server.request('PUT', '/api/system/myprofile', {
      token,
      body: { new_password: 'a new secret phrase' },
    });
    expect(noCurrent.status).toBe(400);
    expect(noCurrent.body.meta.fields.current_password).toBe('Current password is empty');
    const wrong = await server.request('PUT', '/api/system/myprofile', {
      token,
      body: { new_password: 'a new secret phrase', current_password: 'nope nope' },
    });
    expect(wrong.body.meta.fields.current_password).toBe('Current password is not correct');

    const email = `moved@example.com`;
    const ok = await server.request('PUT', '/api/system/myprofile', {
      token,
      body: { email, new_password: 'a new secret phrase', current_password: password },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.email).toBe(email);
    expect((await server.login(email, password)).status).toBe(401);
    expect((await server.login(email, 'a new secret phrase')).status).toBe(200);
  });

  it("refuses another account's e-mail", async () => {
    const first = await server.signUp();
    const second = await server.signUp();
    const res = await server.request('PUT', '/api/system/myprofile', {
      token: second.token,
      body: { email: first.email, current_password: second.password },
    });
    expect(res.status).toBe(409);
    expect(res.body.meta.fields.email).toBe('Email is already registered');
  });

  // Issue 15 item 2: log in twice (t1, t2), change the password with t1: t2 still read the profile.
  it('ends the other sessions on a password change, keeping this one and share links', async () => {
    const { email, password, token: t1 } = await server.signUp();
    const t2 = (await server.login(email, password)).body.data.access_token as string;
    const changed = await server.request('PUT', '/api/system/myprofile', {
      token: t1,
      body: { new_password: 'another secret phrase', current_password: password },
    });
    expect(changed.status).toBe(200);
    expect((await server.request('GET', '/api/system/myprofile', { token: t1 })).status).toBe(200);
    const other = await server.request('GET', '/api/system/myprofile', { token: t2 });
    expect(other.status).toBe(400);
    expect(other.body.meta.error_type).toBe('OAuthException');
  });

  it('signs out everywhere else on request', async () => {
    const { email, password, token: t1 } = await server.signUp();
    const t2 = (await server.login(email, password)).body.data.access_token as string;
    const t3 = (await server.login(email, password)).body.data.access_token as string;
    const res = await server.request('POST', '/api/system/myprofile/sign-out-everywhere', {
      token: t2,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sessions_ended: 2 });
    for (const [token, status] of [
      [t1, 400],
      [t2, 200],
      [t3, 400],
    ] as const)
      expect((await server.request('GET', '/api/system/myprofile', { token })).status).toBe(status);
  });
});
