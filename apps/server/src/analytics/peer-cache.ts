// Scores grade a location against every location of its type in the corporation, which reads
// all of their rollups for the range: hundreds of thousands of rows for a year. The peers'
// figures change only as the pipeline rewrites days, so they are kept for a few minutes per
// server (per AppContext, so test servers never share entries), keyed by the question, and
// dropped as soon as the pipeline rewrites a day of any of the entry's peers (signals from every
// process, signals-bridge.ts): a grade never lags the figures it grades.
import type { AppContext } from '../app-context';
import type { Row } from './named-sql';

export const PEER_CACHE_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 500;

type Entry = { expires: number; rows: Row[]; peerIds: ReadonlySet<number> };
const caches = new WeakMap<AppContext, Map<string, Entry>>();

function cacheOf(ctx: AppContext): Map<string, Entry> {
  let cache = caches.get(ctx);
  if (!cache) {
    const entries = new Map<string, Entry>();
    ctx.pipeline.onProcessed((locationId) => {
      for (const [key, entry] of entries) if (entry.peerIds.has(locationId)) entries.delete(key);
    });
    caches.set(ctx, (cache = entries));
  }
  return cache;
}

/** The cached rows for `key`, or those `load` gives for its peers (then cached until the TTL
 * runs out or the pipeline rewrites a day of one of those peers). */
export async function cachedPeerRows(
  ctx: AppContext,
  key: string,
  load: () => Promise<{ rows: Row[]; peerIds: readonly number[] }>,
): Promise<Row[]> {
  const cache = cacheOf(ctx);
  const now = ctx.now().getTime();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.rows;
  const { rows, peerIds } = await load();
  cache.delete(key);
  cache.set(key, { expires: now + PEER_CACHE_TTL_MS, rows, peerIds: new Set(peerIds) });
  // Oldest first (insertion order): drop the oldest beyond the bound.
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(oldest);
  }
  return rows;
}
