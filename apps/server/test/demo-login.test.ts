// A demo server tells its login page the demo sign-in; any other server answers 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('GET /api/system/demo-login', () => {
  let demo: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    [demo, plain] = await Promise.all([
      startTestServer({ demo: true, pipelineWorker: false }),
      startTestServer({ pipelineWorker: false }),
    ]);
  });
  afterAll(() => Promise.all([demo?.stop(), plain?.stop()]));

  it("answers the demo organisation's sign-in, which signs in", async () => {
    const response = await demo.request('GET', '/api/system/demo-login');
    expect(response.status).toBe(200);
    const { email, password } = response.body.data as { email: string; password: string };
    expect(email).toBe('demo@footfall.dev');
    expect((await demo.login(email, password)).status).toBe(200);
  });

  it('is not found on a server that is not a demo', async () => {
    const response = await plain.request('GET', '/api/system/demo-login');
    expect(response.status).toBe(404);
    expect(response.body.meta.error_type).toBe('NotFoundException');
  });
});
