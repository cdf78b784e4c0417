import { describe, expect, it } from 'vitest';
import { createLimiter } from './request-limiter';

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLimiter', () => {
  it('runs at most the given number of tasks at once, the rest in order', async () => {
    const limit = createLimiter(2);
    const tasks = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      limit(() => {
        started.push(index);
        return task.promise;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    tasks[1]!.resolve('b');
    await tick();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]!.resolve('a');
    tasks[2]!.resolve('c');
    tasks[3]!.resolve('d');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the slot of a failed task', async () => {
    const limit = createLimiter(1);
    const failed = limit(() => Promise.reject(new Error('down')));
    const next = limit(() => Promise.resolve('ok'));
    await expect(failed).rejects.toThrow('down');
    expect(await next).toBe('ok');
  });

  it('never starts a waiting task whose request was dropped', async () => {
    const limit = createLimiter(1);
    const first = deferred();
    const controller = new AbortController();
    let droppedRan = false;
    void limit(() => first.promise);
    const dropped = limit(() => {
      droppedRan = true;
      return Promise.resolve('late');
    }, controller.signal);
    const after = limit(() => Promise.resolve('after'));
    controller.abort();
    first.resolve('first');
    await expect(dropped).rejects.toBeDefined();
    expect(await after).toBe('after');
    expect(droppedRan).toBe(false);
  });
});
