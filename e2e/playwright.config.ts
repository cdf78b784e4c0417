import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The real product, started as `npm start` would, on a fresh embedded database with the demo
// organisation, driven in Debian's Chromium (never a browser download).
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 8181);
// The e2e mailbox (smtp-capture-server.mjs): SMTP in, JSON out for the tests.
const smtpPort = port + 1;
const mailHttpPort = port + 2;
// Chosen once in the main process; workers inherit it and must not wipe the running server's data.
// In the system's temp folder, not the clone: as root the embedded database runs as another user,
// who may not be able to enter the clone's folders.
// One folder, emptied at each run (as the clone's .tmp was), so runs do not pile up data.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = path.join(os.tmpdir(), 'footfall-e2e-data');
  fs.rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(process.env.E2E_DATA_DIR, { mode: 0o755 });
  fs.chmodSync(process.env.E2E_DATA_DIR, 0o755);
}
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, '.tmp/e2e-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node e2e/smtp-capture-server.mjs',
      cwd: root,
      url: `http://127.0.0.1:${mailHttpPort}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { SMTP_PORT: String(smtpPort), HTTP_PORT: String(mailHttpPort) },
    },
    {
      command: 'node scripts/start.mjs',
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // SIGTERM first, as a person's Ctrl-C: the server stops its embedded database; a SIGKILL
      // would leave that database running.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO: '1',
        // The journeys need the demo organisation, not its simulated data stream (CPU and
        // rotated API keys): docs/simulator.md.
        DEMO_FEED: '0',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    },
  ],
});
