// Pipeline signals across processes (two bridges on one database stand in for two processes):
// what one signals the other hears once, its own listeners hear it once, and the bridge comes
// back after its connection is cut.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PipelineSignals } from '../src/pipeline/signals';
import { bridgeSignals, type SignalsBridge } from '../src/pipeline/signals-bridge';
import { createTestDatabase, type TestDatabase } from './helpers/databases';

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 10_000) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('pipeline signals across processes', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  const bridges: SignalsBridge[] = [];
  const server = new PipelineSignals();
  const worker = new PipelineSignals();

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 3 });
    pool.on('error', () => undefined);
    for (const signals of [server, worker])
      bridges.push(bridgeSignals(signals, { pool, databaseUrl: database.url }));
    // Both listening: a processed signal round-trips.
    const heard: number[] = [];
    const off = server.onProcessed((id) => heard.push(id));
    await until(() => {
      worker.processed(0);
      return heard.length > 0;
    }, 'the bridges to listen');
    off();
    await sleep(200);
  });
  afterAll(async () => {
    for (const bridge of bridges) await bridge.close();
    await pool?.end();
    await database?.drop();
  });

  it('wakes the worker of another process once, and the sender once', async () => {
    const atWorker: number[] = [];
    const atServer: number[] = [];
    const offWorker = worker.onDataArrived((id) => atWorker.push(id));
    const offServer = server.onDataArrived((id) => atServer.push(id));
    server.dataArrived(7);
    await until(() => atWorker.length > 0, 'the worker');
    await sleep(200);
    expect(atWorker).toEqual([7]);
    expect(atServer).toEqual([7]);
    offWorker();
    offServer();
  });

  it('tells the live streams of another process that a location was processed', async () => {
    const atServer: number[] = [];
    const off = server.onProcessed((id) => atServer.push(id));
    worker.processed(12);
    await until(() => atServer.length > 0, 'the server');
    expect(atServer).toEqual([12]);
    off();
  });

  it('listens again after its connection is cut', async () => {
    await pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query = 'listen footfall_pipeline'`,
    );
    const atWorker: number[] = [];
    const off = worker.onDataArrived((id) => atWorker.push(id));
    await until(() => {
      server.dataArrived(21);
      return atWorker.includes(21);
    }, 'the bridge to listen again');
    off();
  });
});
