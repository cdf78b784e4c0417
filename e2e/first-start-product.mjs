// The product of the first-start run: `npm start` on an empty DATA_DIR with the demo feed on, as
// a new user starts it. Shared by its Playwright config (which starts it when nothing answers on
// its port) and by `npm test` (scripts/test-all.mjs), which starts it early, at low priority,
// so that the demo history goes in while the main end-to-end run leaves the CPU idle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const FIRST_START_PORT = Number(process.env.E2E_FIRST_START_PORT ?? 8191);

/** A fresh, empty DATA_DIR (one per run, reachable by the database's unprivileged user). */
export function freshFirstStartDataDir() {
  const dataDir = path.join(os.tmpdir(), 'footfall-e2e-first-start');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { mode: 0o755 });
  fs.chmodSync(dataDir, 0o755);
  return dataDir;
}

/** The environment `node scripts/start.mjs` runs with. */
export function firstStartEnv(dataDir, port = FIRST_START_PORT) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: '1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
}
