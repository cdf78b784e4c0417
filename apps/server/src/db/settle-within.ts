// Shutdown steps wait for work in flight, but never for ever: a query stuck on a connection whose
// database died must not keep a server (or a test's afterEach) from stopping. Stopping the
// database afterwards ends such a query with an error.
import { setTimeout as sleep } from 'node:timers/promises';

/** Waits for `work` at most `ms`; true when it settled (resolved or rejected) in time. */
export async function settleWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  const abort = new AbortController();
  const settled = work.then(
    () => true,
    () => true,
  );
  const late = sleep(ms, false, { signal: abort.signal, ref: false }).catch(() => false);
  try {
    return await Promise.race([settled, late]);
  } finally {
    abort.abort();
  }
}
