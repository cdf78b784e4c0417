import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The product as a new user first starts it: `npm start` on an empty DATA_DIR, demo feed on (its
// 89 days of history), nothing seeded by a test. Its one spec waits for the history to be
// processed and then looks at the default views (issue 12). A run of its own, after the main
// e2e run, because it needs its own server with the feed.
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_FIRST_START_PORT ?? 8191);
if (!process.env.E2E_FIRST_START_DATA_DIR) {
  process.env.E2E_FIRST_START_DATA_DIR = path.join(os.tmpdir(), 'footfall-e2e-first-start');
  fs.rmSync(process.env.E2E_FIRST_START_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(process.env.E2E_FIRST_START_DATA_DIR, { mode: 0o755 });
  fs.chmodSync(process.env.E2E_FIRST_START_DATA_DIR, 0o755);
}
const dataDir = process.env.E2E_FIRST_START_DATA_DIR;

export default defineConfig({
  ...base,
  testDir: './first-start',
  outputDir: path.join(root, '.tmp/e2e-first-start-results'),
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  },
});
