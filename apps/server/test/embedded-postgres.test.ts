// Life cycle of the embedded PostgreSQL server (src/db/embedded): first start and restart with the
// data kept, a second Footfall on the same DATA_DIR, a server left running by a killed Footfall,
// stale pid files, and the database process killed while the product ingests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirInUseError,
  runningEmbeddedUrl,
  startEmbeddedPostgres,
} from '../src/db/embedded/cluster';

const HOLDER = path.join(import.meta.dirname, 'helpers/hold-embedded.ts');
const folders: string[] = [];
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGTERM');
  for (const folder of folders.splice(0)) {
    const pid = await postmasterPid(folder);
    if (pid && alive(pid)) process.kill(pid, 'SIGQUIT');
    await rm(folder, { recursive: true, force: true });
  }
});

async function dataDir(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'footfall-embedded-'));
  await chmod(folder, 0o755);
  folders.push(folder);
  return folder;
}

async function query(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

async function postmasterPid(folder: string): Promise<number | null> {
  try {
    return Number(
      (await readFile(path.join(folder, 'postgres/postmaster.pid'), 'utf8')).split('\n')[0],
    );
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts hold-embedded.ts on `folder` and waits for its `ready` line. */
async function holder(folder: string): Promise<{ child: ChildProcess; url: string; pid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, folder], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready (\S+) (\d+)/.exec(output);
      if (ready) resolve({ child, url: ready[1]!, pid: Number(ready[2]) });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`holder exited (${code}): ${output}`)));
  });
}

describe('embedded PostgreSQL server', () => {
  it('initialises on first start and keeps its data across a restart', async () => {
    const folder = await dataDir();
    const first = await startEmbeddedPostgres({ dataDir: folder, durable: false });
    expect(first.url).toMatch(/^postgres:\/\/footfall:[^@]+@127\.0\.0\.1:\d+\/footfall$/);
    expect(runningEmbeddedUrl(folder)).toBe(first.url);
    await query(first.url, 'create table kept (value text); insert into kept values ($$hello$$)');
    await first.stop();
    expect(runningEmbeddedUrl(folder)).toBeNull();
    expect(await postmasterPid(folder)).toBeNull();

    const second = await startEmbeddedPostgres({ dataDir: folder, durable: false });
    try {
      expect((await query(second.url, 'select value from kept')).rows).toEqual([
        { value: 'hello' },
      ]);
      // A password is required: the server is reachable by every local user.
      const withoutPassword = second.url.replace(/:[^:@]+@/, '@');
      await expect(query(withoutPassword, 'select 1')).rejects.toThrow();
    } finally {
      await second.stop();
    }
  });

  it('refuses a second start on a DATA_DIR another Footfall is using', async () => {
    const folder = await dataDir();
    const first = await holder(folder);
    await expect(startEmbeddedPostgres({ dataDir: folder, durable: false })).rejects.toThrow(
      DataDirInUseError,
    );
    await expect(startEmbeddedPostgres({ dataDir: folder, durable: false })).rejects.toThrow(
      /in use by another Footfall server/,
    );
    // The first one is unharmed.
    expect((await query(first.url, 'select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('stops the server a killed Footfall left running, and starts on the same data', async () => {
    const folder = await dataDir();
    const killed = await holder(folder);
    await query(killed.url, 'create table kept (value int); insert into kept values (7)');
    killed.child.kill('SIGKILL');
    await new Promise((resolve) => killed.child.once('exit', resolve));
    expect(alive(killed.pid)).toBe(true); // the orphan

    const messages: string[] = [];
    const cluster = await startEmbeddedPostgres({
      dataDir: folder,
      durable: false,
      log: (_level, message) => messages.push(message),
    });
    try {
      expect(messages.join('\n')).toMatch(/left running/);
      expect(alive(killed.pid)).toBe(false);
      expect((await query(cluster.url, 'select value from kept')).rows).toEqual([{ value: 7 }]);
    } finally {
      await cluster.stop();
    }
  });

  it('starts over a stale postmaster.pid, whether its process is gone or another program', async () => {
    const folder = await dataDir();
    const cluster = await startEmbeddedPostgres({ dataDir: folder, durable: false });
    const pidFile = await readFile(path.join(folder, 'postgres/postmaster.pid'), 'utf8');
    await cluster.stop();

    const gone = spawnSync('true').pid!;
    await writeFile(
      path.join(folder, 'postgres/postmaster.pid'),
      pidFile.replace(/^\d+/, String(gone)),
    );
    const afterGone = await startEmbeddedPostgres({ dataDir: folder, durable: false });
    await afterGone.stop();

    // This test process stands in for an unrelated program that got the pid.
    await writeFile(
      path.join(folder, 'postgres/postmaster.pid'),
      pidFile.replace(/^\d+/, String(process.pid)),
    );
    const afterReuse = await startEmbeddedPostgres({ dataDir: folder, durable: false });
    expect((await query(afterReuse.url, 'select 1 as one')).rows).toEqual([{ one: 1 }]);
    await afterReuse.stop();
  });

  it('starts the database again when its process is killed, and the pool reconnects', async () => {
    const folder = await dataDir();
    const messages: string[] = [];
    const cluster = await startEmbeddedPostgres({
      dataDir: folder,
      durable: true,
      log: (_level, message) => messages.push(message),
    });
    try {
      const pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
      pool.on('error', () => undefined);
      await pool.query('create table kept (value int); insert into kept values (1)');
      const before = cluster.pid()!;
      process.kill(before, 'SIGKILL');
      // Backends outlive a killed postmaster for a moment: wait for the new one, then query
      // through the same pool, which replaces its dead connections.
      for (let waited = 0; waited < 30_000 && cluster.pid() === before; waited += 100)
        await sleep(100);
      expect(cluster.pid()).not.toBe(before);
      let rows: unknown[] | null = null;
      for (let attempt = 0; attempt < 300 && !rows; attempt += 1) {
        rows = await pool.query('select value from kept').then(
          (result) => result.rows,
          () => null,
        );
        if (!rows) await sleep(100);
      }
      expect(rows).toEqual([{ value: 1 }]);
      expect(messages.join('\n')).toMatch(/stopped unexpectedly/);
      await pool.end();
    } finally {
      await cluster.stop();
    }
  });
});
