import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../app-context';
import { JobRuns, minuteJob } from './minute-job';

// Only its job runs matter here: each server context has its own.
const server = () => ({ state: { jobRuns: new JobRuns() } }) as AppContext;
const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
const log = () => ({ error: vi.fn(), debug: vi.fn() });

afterEach(() => vi.useRealTimers());

describe('minuteJob', () => {
  it('runs one at a time per server: a second run waits for the first', async () => {
    const order: string[] = [];
    const gate = deferred();
    let calls = 0;
    const job = minuteJob('test', async () => {
      const call = (calls += 1);
      order.push(`start ${call}`);
      if (call === 1) await gate.promise;
      order.push(`end ${call}`);
      return call;
    });
    const ctx = server();
    const first = job.run(ctx, log());
    const second = job.run(ctx, log());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(job.busy(ctx)).toBe(true);
    expect(order).toEqual(['start 1']);
    gate.resolve();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    expect(job.busy(ctx)).toBe(false);
    // Another server's runs are its own.
    expect(job.busy(server())).toBe(false);
  });

  it('skips a turn of the timer while a run is going, logs a failure and stops cleanly', async () => {
    vi.useFakeTimers();
    const gate = deferred();
    let calls = 0;
    const job = minuteJob('test', async () => {
      calls += 1;
      if (calls === 1) await gate.promise;
      if (calls === 2) throw new Error('down');
      return calls;
    });
    const ctx = server();
    const jobLog = log();
    const stop = job.start(ctx, jobLog, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toBe(1);
    expect(jobLog.debug).toHaveBeenCalledWith('test: job still running, this turn skipped');
    gate.resolve();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    expect(jobLog.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'test: job failed');
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toBe(2);
  });
});
