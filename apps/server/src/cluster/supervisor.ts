// The processes of a cluster, each started again a second after it dies (as systemd's
// Restart=always does on real machines), and stopped in order: the load balancer, the workers,
// then the servers.
import { spawn, type ChildProcess } from 'node:child_process';

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** A server's port (its health is checked there). */
  port?: number;
}

export interface Supervised {
  spec: ProcessSpec;
  child: ChildProcess;
  restarts: number;
}

const RESTART_DELAY_MS = 1_000;

export class Supervisor {
  readonly processes = new Map<string, Supervised>();
  private stopping = false;

  constructor(
    private readonly cwd: string,
    private readonly onChange: () => void,
  ) {}

  start(spec: ProcessSpec): Supervised {
    const child = spawn(spec.command, spec.args, {
      cwd: this.cwd,
      env: spec.env,
      stdio: 'inherit',
    });
    const previous = this.processes.get(spec.name);
    const entry: Supervised = { spec, child, restarts: previous ? previous.restarts + 1 : 0 };
    this.processes.set(spec.name, entry);
    child.on('exit', (code, signal) => {
      if (this.stopping) return;
      console.error(`[cluster] ${spec.name} stopped (${signal ?? code}); starting it again in 1 s`);
      setTimeout(() => !this.stopping && this.start(spec), RESTART_DELAY_MS).unref();
      this.onChange();
    });
    this.onChange();
    return entry;
  }

  /** Stops the named groups one after the other (SIGTERM, then SIGKILL after `graceMs`). */
  async stop(order: readonly ((name: string) => boolean)[], graceMs = 10_000): Promise<void> {
    this.stopping = true;
    for (const inGroup of order) {
      const group = [...this.processes.values()].filter((entry) => inGroup(entry.spec.name));
      await Promise.all(group.map((entry) => stopChild(entry.child, graceMs)));
    }
  }
}

function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Resolves once http://127.0.0.1:<port>/api/health answers 200, or rejects after `timeoutMs`. */
export async function waitHealthy(port: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`nothing healthy on port ${port} after ${timeoutMs / 1000} s`);
}
