// Runs the import CLI as a child process (as `npm run import` does), so a test can read its
// output, its exit code, and kill it mid-run.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './server-process';

const CLI = path.join(REPO_ROOT, 'packages/simulator/src/cli/import.ts');
export const DATASETS = path.resolve(REPO_ROOT, '../shared/datasets');

export interface ImportResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunningImport {
  child: ChildProcess;
  /** Resolves once stdout has matched `pattern` `times` times. */
  waitForOutput: (pattern: RegExp, times?: number) => Promise<void>;
  done: Promise<ImportResult>;
}

export function startImport(args: string[], env: Record<string, string> = {}): RunningImport {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      FOOTFALL_API_KEY: '',
      FOOTFALL_EMAIL: '',
      FOOTFALL_PASSWORD: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const waiters: (() => void)[] = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const check of [...waiters]) check();
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<ImportResult>((resolve) =>
    child.once('close', (code, signal) => {
      for (const check of [...waiters]) check();
      resolve({ code, signal, stdout, stderr });
    }),
  );
  const waitForOutput = (pattern: RegExp, times = 1) =>
    new Promise<void>((resolve, reject) => {
      const global = new RegExp(
        pattern.source,
        pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
      );
      const check = () => {
        if ((stdout.match(global) ?? []).length >= times) {
          waiters.splice(waiters.indexOf(check), 1);
          resolve();
        } else if (child.exitCode !== null || child.signalCode !== null) {
          waiters.splice(waiters.indexOf(check), 1);
          reject(new Error(`The import ended before printing ${pattern}:\n${stdout}\n${stderr}`));
        }
      };
      waiters.push(check);
      check();
    });
  return { child, waitForOutput, done };
}

export const runImport = (args: string[], env: Record<string, string> = {}) =>
  startImport(args, env).done;

/** The summary's figures: "N batches sent (D already received before), I items, A accepted as new". */
export function summaryOf(
  stdout: string,
): { batches: number; duplicates: number; items: number; accepted: number } | null {
  const match =
    /Done: (\d+) batches sent \((\d+) already received before\), (\d+) items, (\d+) accepted as new/.exec(
      stdout,
    );
  if (!match) return null;
  const [batches, duplicates, items, accepted] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { batches, duplicates, items, accepted };
}
