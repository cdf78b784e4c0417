// The product on its default database, the embedded PostgreSQL server in DATA_DIR: ingest goes on
// through a kill -9 of the database process with every acknowledged batch kept, and a DATA_DIR
// written by the PGlite versions (fixtures/pglite-datadir.tar.xz, made with the last of them) is
// imported on first start with its data and logins, the old files kept.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import { startTestServer, type TestServer } from './helpers/test-server';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/pglite-datadir.tar.xz');

let server: TestServer | null = null;
afterEach(async () => {
  await server?.stop();
  server = null;
});

async function count(db: TestServer['ctx']['db'], table: string, where = 'true'): Promise<number> {
  const result = await db.execute(
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

async function ownerToken(running: TestServer): Promise<string> {
  const session = await running.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
  expect(session.status).toBe(200);
  return session.body.data.access_token;
}

describe('the product on its embedded database', () => {
  it('keeps every acknowledged batch when the database process is killed mid-ingest', async () => {
    server = await startTestServer({ embedded: true, demo: true, pipelineWorker: false });
    const running = server;
    expect(running.database.kind).toBe('embedded');
    const token = await ownerToken(running);
    const key = await running.request('PUT', '/api/system/locations/1/api-key', {
      token,
      body: { api_key: 'new' },
    });
    const apiKey: string = key.body.data.api_key;
    const pidFile = path.join(running.ctx.config.dataDir, 'postgres/postmaster.pid');
    const postmaster = () => Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    const firstPostmaster = postmaster();

    const BATCHES = 30;
    const PER_BATCH = 200;
    const start = Date.now() - 2 * 3600_000;
    const statuses = new Set<number>();
    for (let batch = 0; batch < BATCHES; batch += 1) {
      if (batch === 10) process.kill(firstPostmaster, 'SIGKILL');
      const body = {
        gateway: 'B8:27:EB:00:00:99',
        batch_id: `kill-test-${batch}`,
        detections: Array.from({ length: PER_BATCH }, (_, i) => ({
          ts: new Date(start + batch * 60_000 + i * 100).toISOString(),
          device: `kill-device-${(batch * PER_BATCH + i) % 97}`,
          rssi: -60,
          randomized: false,
        })),
      };
      // A gateway resends until it has an answer; a resend of a stored batch is a duplicate.
      for (let attempt = 0; ; attempt += 1) {
        const answer = await running.request('POST', '/api/v1/ingest/detections', {
          token: apiKey,
          body,
        });
        statuses.add(answer.status);
        if (answer.status === 200) break;
        expect(answer.status, JSON.stringify(answer.body)).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('2');
        if (attempt > 300) throw new Error('the database did not come back');
        await sleep(100);
      }
    }
    expect(postmaster()).not.toBe(firstPostmaster);
    expect(statuses.has(500)).toBe(false);
    expect(await count(running.ctx.db, 'ingest_batches', `batch_id like 'kill-test-%'`)).toBe(
      BATCHES,
    );
    expect(await count(running.ctx.db, 'raw_detections', `device like 'kill-device-%'`)).toBe(
      BATCHES * PER_BATCH,
    );
  });

  it('imports a DATA_DIR of the PGlite version on first start and keeps its files', async () => {
    server = await startTestServer({
      embedded: true,
      pipelineWorker: false,
      prepareDataDir: async (dataDir) => {
        const untar = spawnSync('tar', ['-xJf', FIXTURE, '-C', dataDir], { encoding: 'utf8' });
        if (untar.status !== 0) throw new Error(`tar: ${untar.stderr}`);
      },
    });
    const running = server;
    const { db } = running.ctx;
    expect(await count(db, 'locations')).toBe(12);
    expect(await count(db, 'users')).toBe(1);
    expect(await count(db, 'raw_detections')).toBe(500);
    expect(await count(db, 'door_counts')).toBe(6);
    expect(await count(db, 'hourly_rollups')).toBe(24);
    const folders = readdirSync(running.ctx.config.dataDir);
    expect(folders).not.toContain('pglite');
    expect(folders.some((name) => /^pglite\.imported-\d{4}-\d{2}-\d{2}$/.test(name))).toBe(true);

    // The demo login of the old database works, and new rows continue its ids.
    const token = await ownerToken(running);
    const created = await running.request('POST', '/api/system/locations', {
      token,
      body: {
        name: 'After the move',
        type: 'RETAIL',
        service: 'PREMIUM',
        country: 'FRA',
        timezone: 'UTC',
      },
    });
    expect(created.status).toBe(201);
    expect(Number(created.body.data.id)).toBeGreaterThan(12);
    const list = await running.request('GET', '/api/v1/locations', { token });
    expect(list.status).toBe(200);
  });

  it('leaves a DATA_DIR without PGlite files alone', async () => {
    server = await startTestServer({ embedded: true, pipelineWorker: false });
    expect(existsSync(path.join(server.ctx.config.dataDir, 'postgres/PG_VERSION'))).toBe(true);
    expect(readdirSync(server.ctx.config.dataDir).some((name) => name.startsWith('pglite'))).toBe(
      false,
    );
  });
});
