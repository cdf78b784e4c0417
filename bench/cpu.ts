// CPU time, so that a rate "per core" is honest on a shared machine: wall time would count the
// time other processes held the CPU.
import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds this process has used (user + system, all its threads, GC helpers included). */
export function processCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

// Linux USER_HZ: /proc/<pid>/stat counts clock ticks of 1/100 s on every mainstream kernel.
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds a local process (a PostgreSQL backend) has used, read from /proc, or null where
 * that is not readable (another host, another OS).
 */
export function otherProcessCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
    return (utime + stime) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * CPU seconds of a local process tree (the embedded PostgreSQL server: the postmaster, its
 * backends and workers), including the children it has already reaped; null without /proc.
 */
export function processTreeCpuSeconds(root: number): number | null {
  const parents = new Map<number, number>();
  const cpu = new Map<number, number>();
  let reaped = 0;
  let names: string[];
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const name of names) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(name);
      parents.set(pid, Number(fields[1]));
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
      if (pid === root) reaped = (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
    } catch {
      // exited meanwhile
    }
  }
  if (!cpu.has(root)) return null;
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parents.get(at))
      if (at === root) return true;
    return false;
  };
  let total = reaped;
  for (const [pid, seconds] of cpu) if (inTree(pid)) total += seconds;
  return total;
}
