// An organisation can have hundreds of locations: the main dashboard asks for their figures a
// few at a time instead of opening hundreds of requests at once (browsers queue them anyway, and
// the server would answer them all in parallel).
import pLimit from 'p-limit';

export type Limiter = <T>(task: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

/** Runs at most `max` tasks at once, the others in the order given (p-limit's queue). A task
 * whose signal aborts while it waits never starts (a query dropped by a new range or a page
 * change): its turn passes straight on. */
export function createLimiter(max: number): Limiter {
  const limit = pLimit(max);
  return <T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> =>
    limit(() => {
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      return task();
    });
}
