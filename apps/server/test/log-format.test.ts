// The log as a person reads it in a terminal (readable lines; requests only at debug level, so the
// address and demo login printed at start-up stay in view) and as operators collect it (JSON
// lines, one per request at info level).
import { afterEach, describe, expect, it } from 'vitest';
import { readLogFormat } from '../src/logging/log-output';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('log format', () => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.stop();
    server = null;
  });

  it('is readable on a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(readLogFormat(undefined, true)).toBe('pretty');
    expect(readLogFormat(undefined, false)).toBe('json');
    expect(readLogFormat('json', true)).toBe('json');
    expect(readLogFormat('pretty', false)).toBe('pretty');
    expect(() => readLogFormat('xml', false)).toThrow(/LOG_FORMAT must be "json" or "pretty"/);
  });

  const health = async (s: TestServer) => {
    expect((await s.request('GET', '/api/health')).status).toBe(200);
    // The response is logged when it has gone out.
    await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('writes requests as JSON lines at info level', async () => {
    const lines: string[] = [];
    server = await startTestServer({ logLines: lines });
    await health(server);
    const completed = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((entry) => entry.msg === 'incoming request' && entry.req?.url === '/api/health');
    expect(completed).toHaveLength(1);
  });

  it('writes readable lines with no request at info level, and one line per request at debug', async () => {
    const quiet: string[] = [];
    server = await startTestServer({ logLines: quiet, logFormat: 'pretty' });
    await health(server);
    server.app.log.info('Footfall is running');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const text = quiet.join('\n');
    expect(text).toContain('INFO');
    expect(text).toContain('Footfall is running');
    expect(text).not.toContain('/api/health');
    expect(() => JSON.parse(quiet[0] ?? '')).toThrow();
    await server.stop();

    const chatty: string[] = [];
    server = await startTestServer({ logLines: chatty, logFormat: 'pretty', logLevel: 'debug' });
    await health(server);
    expect(chatty.join('\n')).toMatch(/DEBUG.*GET \/api\/health 200 \d+ ms/);
  });
});
