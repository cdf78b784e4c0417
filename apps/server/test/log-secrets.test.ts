// Issue 15 item 1: the server logged full URLs, so session and share tokens reached the log (191
// lines in one run). A server at info level is driven through sign-up, login, a shared link, an
// invitation and failing requests; no log line may carry a token, a password, a hash or a code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('the log keeps no secret', () => {
  const lines: string[] = [];
  let server: TestServer;
  let fx: Fixture;
  beforeAll(async () => {
    server = await startTestServer({ demo: true, logLines: lines });
    fx = await organisationFixture(server);
  });
  afterAll(() => server?.stop());

  it('writes addresses and errors with tokens, passwords, hashes and codes left out', async () => {
    const user = await server.signUp({ first_name: 'Lou' });
    const secrets = [user.password, user.token, fx.tokens.share!, fx.tokens.owner!];
    // A shared link's token in the address, as a shared page's live stream may send it.
    await server.request(
      'GET',
      `/api/v1/locations/${fx.location.id}/foot-traffic?token=${fx.tokens.share}`,
    );
    // A session token in the address is refused, and not logged either.
    await server.request('GET', `/api/system/myprofile?token=${user.token}`);
    // An invitation code in the path.
    const invite = await server.request('POST', `/api/system/locations/${fx.location.id}/invites`, {
      token: fx.tokens.owner,
      body: { email: `guest-${Date.now()}@example.com`, role: 'viewer' },
    });
    const code = (invite.body as { data?: { code?: string } }).data?.code;
    if (code) {
      secrets.push(code);
      await server.request('GET', `/api/system/invites/${code}`);
    }
    await server.request('POST', '/login', { body: { user_name: 'x\u0000y' } });
    await server.request('GET', '/api/system/myprofile', { token: user.token });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('/foot-traffic?token=[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/\$argon2/);
  });
});
