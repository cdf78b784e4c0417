import { describe, expect, it } from 'vitest';
import { JobSlots } from './job-slots';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('JobSlots', () => {
  it('runs at most `size` jobs at once and starts the waiting ones in order', async () => {
    const slots = new JobSlots(2);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      slots.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(slots.busy).toBe(2);
    expect(slots.queued).toBe(1);
    gates[0]!.resolve();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(slots.busy).toBe(0);
  });

  it('gives the slot back when a job fails', async () => {
    const slots = new JobSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await slots.run(() => Promise.resolve('next'))).toBe('next');
    expect(slots.busy).toBe(0);
  });
});
