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

  it('validates fields with the SPEC messages', async () => {
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
});
