import { ACCESS_TOKEN_TTL_MS } from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('sign-up and login', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('answers sign-up field errors with the documented messages and keeps nothing', async () => {
    const res = await server.request('POST', '/sign-up', {
      body: { email: 'not-an-email', first_name: '   ', last_name: '', password: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.body.meta.error_type).toBe('ValidationException');
    expect(res.body.meta.fields).toMatchObject({
      email: 'Email is not valid',
      first_name: 'First name is empty',
      last_name: 'Last name is empty',
      password: 'Password must have at least 8 characters',
    });
    const login = await server.login('not-an-email', 'short');
    expect(login.status).toBe(401);
  });

  it('rejects unknown fields and a missing body', async () => {
    const res = await server.request('POST', '/sign-up', {
      body: {
        email: 'a@b.co',
        first_name: 'A',
        last_name: 'B',
        password: 'long enough',
        admin: true,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.meta.fields.admin).toContain('not a known field');
    const empty = await server.request('POST', '/sign-up', { body: '{"email":' });
    expect(empty.status).toBe(400);
    expect(empty.body.meta.error_type).toBe('ValidationException');
  });

  it('trims fields, creates the corporation and refuses the same e-mail twice', async () => {
    const email = `trim@example.com`;
    const res = await server.request('POST', '/sign-up', {
      body: {
        email: `  ${email.toUpperCase()} `,
        first_name: ' Grace ',
        last_name: 'Hopper',
        password: 'compilers rule',
        corporation_name: ' Navy Labs ',
      },
    });
    expect(res.status).toBe(201);
    const again = await server.request('POST', '/sign-up', {
      body: { email, first_name: 'G', last_name: 'H', password: 'compilers rule' },
    });
    expect(again.status).toBe(409);
    expect(again.body.meta.fields.email).toBe('Email is already registered');

    const login = await server.login(email, 'compilers rule');
    expect(login.status).toBe(200);
    const token = login.body.data.access_token;
    const profile = await server.request('GET', '/api/system/myprofile', { token });
    expect(profile.body.data).toMatchObject({
      email,
      first_name: 'Grace',
      last_name: 'Hopper',
      role: 'owner',
    });
    const corporations = await server.request('GET', '/api/system/corporations', { token });
    expect(corporations.body.data).toEqual([
      { id: res.body.data.corporation_id, name: 'Navy Labs' },
    ]);
  });

  it('logs in in two steps and answers step 1 the same for unknown accounts', async () => {
    const { email, password } = await server.signUp();
    const step1 = await server.request('POST', '/login', { body: { user_name: email } });
    expect(step1.status).toBe(200);
    expect(step1.body.data.token_key).toMatch(/^[A-Za-z0-9]{32}$/);
    const unknown = await server.request('POST', '/login', {
      body: { user_name: 'nobody@example.com' },
    });
    expect(Object.keys(unknown.body.data).sort()).toEqual(['token_auth', 'token_key']);

    const session = await server.login(email, password);
    expect(session.status).toBe(200);
    expect(session.body.data.expires_in).toBe(ACCESS_TOKEN_TTL_MS / 1000);
    expect((await server.login('nobody@example.com', password)).status).toBe(401);
  });

  it('refuses a wrong password with a generic 401 and a reused token_auth', async () => {
    const { email, password } = await server.signUp();
    const wrong = await server.login(email, 'not the password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.meta).toMatchObject({
      error_type: 'AuthenticationException',
      error_message: 'The email or password is not correct',
    });

    const step1 = await server.request('POST', '/login', { body: { user_name: email } });
    const { encryptPassword } = await import('@footfall/core');
    const body = {
      user_pwde: await encryptPassword(password, step1.body.data.token_key),
      token_auth: step1.body.data.token_auth,
    };
    expect((await server.request('POST', '/login', { body })).status).toBe(200);
    expect((await server.request('POST', '/login', { body })).status).toBe(401);
  });

  it('needs a token (401), refuses unknown ones (401) and expired ones (400 OAuthException)', async () => {
    const { token } = await server.signUp();
    expect((await server.request('GET', '/api/system/myprofile')).status).toBe(401);
    const unknown = await server.request('GET', '/api/system/myprofile', { token: 'made-up' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.meta.error_type).toBe('AuthenticationException');

    server.clock.advance(ACCESS_TOKEN_TTL_MS - 5_000);
    expect((await server.request('GET', '/api/system/myprofile', { token })).status).toBe(200);
    server.clock.advance(5_000);
    const expired = await server.request('GET', '/api/system/myprofile', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.meta.error_type).toBe('OAuthException');
  });

  it('revokes the token on logout', async () => {
    const { token } = await server.signUp();
    const out = await server.request('POST', '/api/logout', { token });
    expect(out.status).toBe(200);
    const after = await server.request('GET', '/api/v1/locations', { token });
    expect(after.status).toBe(400);
    expect(after.body.meta.error_type).toBe('OAuthException');
  });

  it('locks an account after five wrong passwords, then lets it in after the lockout', async () => {
    const { email, password } = await server.signUp();
    for (let i = 0; i < 5; i += 1)
      expect((await server.login(email, `wrong ${i}`)).status).toBe(401);
    const locked = await server.login(email, password);
    expect(locked.status).toBe(429);
    expect(locked.body.meta.error_type).toBe('RateLimitException');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    server.clock.advance(15 * 60_000 + 1000);
    expect((await server.login(email, password)).status).toBe(200);
  });
});

describe('successful sign-ins and the account cap', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      throttle: { perIp: 100, perAccount: 3, lockoutAfter: 100 },
    });
  });
  afterAll(() => server?.stop());

  // Issue 15 item 12: ten good sign-ins in 15 minutes locked the demo account (its feed signs in
  // too). The account cap is for guessing: only wrong passwords count.
  it('does not count successful sign-ins against the account cap, only wrong passwords', async () => {
    const { email, password } = await server.signUp();
    for (let i = 0; i < 6; i += 1) expect((await server.login(email, password)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await server.login(email, 'guess')).status).toBe(401);
    const capped = await server.login(email, password);
    expect(capped.status).toBe(429);
    expect(capped.body.meta.error_message).toContain('this account');
  });
});

describe('login throttling', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      throttle: { perIp: 8, perAccount: 3, lockoutAfter: 100 },
    });
  });
  afterAll(() => server?.stop());

  it('caps password attempts per account, then per address, with Retry-After', async () => {
    const email = 'throttle@example.com';
    for (let i = 0; i < 3; i += 1) expect((await server.login(email, 'guess')).status).toBe(401);
    const perAccount = await server.login(email, 'guess');
    expect(perAccount.status).toBe(429);
    expect(perAccount.body.meta.error_message).toContain('this account');
    // Seven requests so far from this address (two per login, one refused step 2 not counted):
    // the eighth passes, the ninth meets the cap of 8.
    expect(
      (await server.request('POST', '/login', { body: { user_name: 'other@example.com' } })).status,
    ).toBe(200);
    const perIp = await server.request('POST', '/login', {
      body: { user_name: 'other@example.com' },
    });
    expect(perIp.status).toBe(429);
    expect(perIp.body.meta.error_message).toContain('this address');
    expect(Number(perIp.headers.get('retry-after'))).toBeGreaterThan(0);
    server.clock.advance(5 * 60_000 + 1000);
    expect(
      (await server.request('POST', '/login', { body: { user_name: 'other@example.com' } })).status,
    ).toBe(200);
  });
});
