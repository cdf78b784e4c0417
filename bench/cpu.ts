// CPU time, so that a rate "per core" is honest on a shared machine: wall time would count the
// time other processes held the CPU.
import { readFileSync } from 'node:fs';

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
