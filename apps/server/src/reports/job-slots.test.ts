import { describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context';
import { createJobSlots, jobSlots, JOBS_AT_ONCE } from './job-slots';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
// Only its slots matter: each server context is made with its own.
const server = () => ({ state: { reportSlots: createJobSlots() } }) as AppContext;

describe('jobSlots', () => {
  it('runs at most JOBS_AT_ONCE files at once and starts the waiting ones in order', async () => {
    const slots = jobSlots(server());
    expect(JOBS_AT_ONCE).toBe(2);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      slots(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(slots.activeCount).toBe(2);
    expect(slots.pendingCount).toBe(1);
    gates[0]!.resolve();
    await runs[0];
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(slots.activeCount).toBe(0);
  });

  it('gives the slot back when a file fails', async () => {
    const slots = jobSlots(server());
    await expect(slots(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await slots(() => Promise.resolve('next'))).toBe('next');
    expect(slots.activeCount).toBe(0);
  });

  it('keeps one queue per server', () => {
    const ctx = server();
    expect(jobSlots(ctx)).toBe(jobSlots(ctx));
    expect(jobSlots(server())).not.toBe(jobSlots(ctx));
  });
});
