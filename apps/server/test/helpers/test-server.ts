// Starts the real server on a random port against a fresh database (databases.ts), with a clock the test can
// move, and gives a small client that speaks the API as the web app does.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { Writable } from 'node:stream';
import path from 'node:path';
import { encryptPassword } from '@footfall/core';
import { DEFAULT_THROTTLE, readConfig, type ThrottleConfig } from '../../src/config';
import { startServer, type RunningServer } from '../../src/server';
import { createTestDatabase } from './databases';

export type TestServer = RunningServer & {
  clock: { advance: (ms: number) => void };
  request: (
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<TestResponse>;
  login: (email: string, password: string) => Promise<TestResponse>;
  signUp: (
    overrides?: Record<string, unknown>,
  ) => Promise<{ email: string; password: string; token: string }>;
  stop: () => Promise<void>;
};

export type TestResponse = { status: number; headers: Headers; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON

let counter = 0;

export async function startTestServer(
  options: {
    demo?: boolean;
    throttle?: Partial<ThrottleConfig>;
    webDist?: string;
    smtpUrl?: string;
    /** The in-server pipeline worker (default on, unless PIPELINE_WORKER=0). */
    pipelineWorker?: boolean;
    /** The MQTT subscribers (off unless asked: most tests have no broker connection). */
    mqttSubscribers?: boolean;
    /** The alert and scheduled-report jobs (default: as the server decides from the environment). */
    alertJobs?: boolean;
    reportJobs?: boolean;
    /** The product's default instead of a database of the run's server: its own embedded
     * PostgreSQL server in the DATA_DIR, which `prepareDataDir` may fill first. */
    embedded?: boolean;
    prepareDataDir?: (dataDir: string) => Promise<void>;
    /** Collects the server's log lines (at info level) instead of discarding them. */
    logLines?: string[];
    /** The format of those lines (JSON unless asked). */
    logFormat?: 'json' | 'pretty';
    /** Their level (info unless asked). */
    logLevel?: string;
  } = {},
): Promise<TestServer> {
  const database = options.embedded ? null : await createTestDatabase();
  // Files a test server writes (uploads, the demo's floor plans) stay out of the repository.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'footfall-test-'));
  // As root the embedded database runs as another user, who must enter the folder.
  await chmod(dataDir, 0o755);
  await options.prepareDataDir?.(dataDir);
  let offset = 0;
  const config = {
    ...readConfig({}),
    dataDir,
    port: 0,
    host: '127.0.0.1',
    databaseUrl: database?.url ?? null,
    demo: options.demo ?? false,
    webDist: options.webDist ?? null,
    smtpUrl: options.smtpUrl ?? null,
    logLevel: options.logLines ? (options.logLevel ?? 'info') : 'silent',
    logFormat: options.logFormat ?? 'json',
    throttle: { ...DEFAULT_THROTTLE, perIp: 1000, ...options.throttle },
  };
  const server = await startServer(config, {
    now: () => new Date(Date.now() + offset),
    pipelineWorker: options.pipelineWorker,
    mqttSubscribers: options.mqttSubscribers ?? false,
    alertJobs: options.alertJobs,
    reportJobs: options.reportJobs,
    ...(options.logLines ? { logStream: lineCollector(options.logLines) } : {}),
  });

  const request: TestServer['request'] = async (method, path, { body, token, headers } = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (HTML pages): keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };

  // Both steps of the login, encrypting the password exactly as the web client does.
  const login: TestServer['login'] = async (email, password) => {
    const step1 = await request('POST', '/login', { body: { user_name: email } });
    if (step1.status !== 200) return step1;
    const { token_auth, token_key } = step1.body.data;
    const user_pwde = await encryptPassword(password, token_key);
    return request('POST', '/login', { body: { user_pwde, token_auth } });
  };

  const signUp: TestServer['signUp'] = async (overrides = {}) => {
    counter += 1;
    const email = (overrides.email as string) ?? `user${counter}-${Date.now()}@example.com`;
    const password = (overrides.password as string) ?? 'correct horse battery';
    const created = await request('POST', '/sign-up', {
      body: { email, first_name: 'Ada', last_name: 'Lovelace', password, ...overrides },
    });
    if (created.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
    const session = await login(email, password);
    return { email, password, token: session.body.data.access_token };
  };

  return {
    ...server,
    clock: { advance: (ms) => (offset += ms) },
    request,
    login,
    signUp,
    stop: async () => {
      await server.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A writable stream that keeps each log line. */
function lineCollector(lines: string[]): NodeJS.WritableStream {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
}
