// `npm start` as a person runs it: SIGTERM to the npm process (what a service manager or a closed
// terminal sends) stops the server, the pipeline worker, the demo feed and the embedded database
// within 10 s, leaving no process behind (npm passes the signal to its shell only, so start.mjs
// must notice). Meanwhile a second server on the same DATA_DIR, and one on the same port, stop
// with a clear message.
import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';
import { freePort } from '../src/db/embedded/cluster';

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

/** The server alone (main.ts, as npm start runs it), until it exits. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DEMO: '0', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

const alive = (pid: number) => processes().some((proc) => proc.pid === pid);

/** A second Footfall on the same DATA_DIR is refused; one on the same port says so and leaves no
 * database running. */
async function refusesSecondStarts(dataDir: string, port: number): Promise<void> {
  const second = await runMain({ DATA_DIR: dataDir, PORT: String(await freePort()) });
  expect(second.code).toBe(1);
  expect(second.output).toMatch(/in use by another Footfall server \(process \d+\)/);
  const otherDir = await mkdtemp(path.join(os.tmpdir(), 'footfall-npm-start-'));
  await chmod(otherDir, 0o755);
  const samePort = await runMain({ DATA_DIR: otherDir, PORT: String(port) });
  expect(samePort.code).toBe(1);
  expect(samePort.output).toMatch(new RegExp(`Port ${port} on 127.0.0.1 is in use`));
  expect(processes().filter((proc) => proc.args.includes(otherDir))).toEqual([]);
  await rm(otherDir, { recursive: true, force: true });
}

describe('npm start', () => {
  const dataDirs: string[] = [];
  afterAll(async () => {
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  // `npm`: SIGTERM to npm alone (a service manager); `group`: to npm's whole process group, as
  // Ctrl-C in a terminal or Playwright's shutdown sends it, so each process gets it twice.
  it.each(['npm', 'group'] as const)(
    'leaves no process behind after SIGTERM to %s',
    async (to) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'footfall-npm-start-'));
      dataDirs.push(dataDir);
      await chmod(dataDir, 0o755);
      const port = await freePort();
      const npm = spawn('npm', ['start'], {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: to === 'group',
      });
      let output = '';
      npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

      // Running when the server answers and the database, the pipeline worker and the demo feed
      // are up.
      const seen = new Map<number, string>();
      const deadline = Date.now() + 240_000;
      for (;;) {
        for (const proc of descendants(npm.pid!)) seen.set(proc.pid, proc.args);
        const args = [...seen.values()].join('\n');
        const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (
          healthy &&
          /demo-feed/.test(args) &&
          /worker-main/.test(args) &&
          /postgres -D/.test(args)
        )
          break;
        if (npm.exitCode !== null || Date.now() > deadline)
          throw new Error(`npm start did not come up:\n${output.slice(-3000)}`);
        await sleep(250);
      }
      for (const proc of descendants(npm.pid!)) seen.set(proc.pid, proc.args);
      if (to === 'npm') await refusesSecondStarts(dataDir, port);

      if (to === 'group') process.kill(-npm.pid!, 'SIGTERM');
      else npm.kill('SIGTERM');
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
    },
    300_000,
  );
});
