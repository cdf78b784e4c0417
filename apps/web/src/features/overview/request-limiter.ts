// An organisation can have hundreds of locations: the main dashboard asks for their figures a
// few at a time instead of opening hundreds of requests at once (browsers queue them anyway, and
// the server would answer them all in parallel).

export type Limiter = <T>(task: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

/** Runs at most `max` tasks at once, the others in the order given. A task whose signal aborts
 * while it waits never starts (a query dropped by a new range or a page change). */
export function createLimiter(max: number): Limiter {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return <T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        if (signal?.aborted) {
          reject(signal.reason);
          // Pass the turn on: this task takes no slot.
          waiting.shift()?.();
          return;
        }
        running += 1;
        task().then(resolve, reject).finally(release);
      };
      if (running < max) start();
      else waiting.push(start);
    });
}
