// CPU spent serving requests, next to their wall time: on a machine shared with other work the wall
// time mostly measures the queue for the CPU, while CPU time per request (this process, plus the
// PostgreSQL backends of the bench database) is what a request costs, an idle machine's floor.
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { otherProcessCpuSeconds } from './cpu';
import { clientOf } from './raw-rows';

export type BackendCpu = Map<number, number>;

/** CPU seconds so far of every backend connected to the bench database (read from /proc: a
 * server on another host gives none). */
export async function backendCpu(handle: DatabaseHandle): Promise<BackendCpu> {
  const cpu: BackendCpu = new Map();
  const { rows } = await clientOf(handle.db).query(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  for (const row of rows) {
    const seconds = otherProcessCpuSeconds(Number(row.pid));
    if (seconds !== null) cpu.set(Number(row.pid), seconds);
  }
  return cpu;
}

/** CPU seconds the backends used between two readings (a backend that started counts fully). */
export function backendCpuBetween(before: BackendCpu, after: BackendCpu): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}
