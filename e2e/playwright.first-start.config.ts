import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { FIRST_START_PORT, firstStartEnv, freshFirstStartDataDir } from './first-start-product.mjs';
import base from './playwright.config';

// The product as a new user first starts it: `npm start` on an empty DATA_DIR, demo feed on (its
// 89 days of history), nothing seeded by a test. Its one spec waits for the history to be
// processed and then looks at the default views (issue 12). A run of its own, after the main
// e2e run, because it needs its own server with the feed. `npm test` starts that server before
// the main run (E2E_FIRST_START_STARTED=1); otherwise this config starts it.
const root = path.resolve(import.meta.dirname, '..');
const port = FIRST_START_PORT;
process.env.E2E_FIRST_START_DATA_DIR ??= freshFirstStartDataDir();
const dataDir = process.env.E2E_FIRST_START_DATA_DIR;
const startedOutside = process.env.E2E_FIRST_START_STARTED === '1';

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
    reuseExistingServer: startedOutside,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: firstStartEnv(dataDir, port),
  },
});
