// `npm start` as a person runs it: SIGTERM to the npm process (what a service manager or a closed
// terminal sends) stops the server, the demo feed and the embedded database within 10 s, leaving
// no process behind. npm passes the signal to its shell only, so start.mjs must notice.
import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';

type Proc = { pid: number; ppid: number; args: string };

function processes(): Proc[] {
  const ps = spawnSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' });
  return ps.stdout
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), args: match[3]! }));
}

function descendants(root: number): Proc[] {
  const all = processes();
  const found: Proc[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const proc of all)
      if (proc.ppid === parent) {
        found.push(proc);
        queue.push(proc.pid);
      }
  }
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const alive = (pid: number) => processes().some((proc) => proc.pid === pid);

describe('npm start', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves no process behind after SIGTERM to npm', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'footfall-npm-start-'));
    await chmod(dataDir, 0o755);
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

    // Running when the server answers, the demo feed runs and the database is up.
    const seen = new Map<number, string>();
    const deadline = Date.now() + 240_000;
    for (;;) {
      for (const proc of descendants(npm.pid!)) seen.set(proc.pid, proc.args);
      const args = [...seen.values()].join('\n');
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy && /demo-feed/.test(args) && /bin\/postgres -D/.test(args)) break;
      if (npm.exitCode !== null || Date.now() > deadline)
        throw new Error(`npm start did not come up:\n${output.slice(-3000)}`);
      await sleep(250);
    }
    for (const proc of descendants(npm.pid!)) seen.set(proc.pid, proc.args);

    npm.kill('SIGTERM');
    const stopped = Date.now();
    let left = [...seen.keys()].filter(alive);
    while (left.length > 0 && Date.now() - stopped < 10_000) {
      await sleep(200);
      left = left.filter(alive);
    }
    expect(
      left.map((pid) => `${pid} ${seen.get(pid)}`),
      output.slice(-2000),
    ).toEqual([]);
  }, 300_000);
});
