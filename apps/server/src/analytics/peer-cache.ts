// Scores grade a location against every location of its type in the corporation, which reads
// all of their rollups for the range: hundreds of thousands of rows for a year. The peers'
// figures change only as fast as the pipeline rewrites days, so they are kept for a few minutes
// per server (per AppContext, so test servers never share entries), keyed by the question.
import type { AppContext } from '../app-context';
import type { Row } from './named-sql';

export const PEER_CACHE_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 500;

type Entry = { expires: number; rows: Row[] };
const caches = new WeakMap<AppContext, Map<string, Entry>>();

/** The cached rows for `key`, or the result of `load` (then cached until the TTL runs out). */
export async function cachedPeerRows(
  ctx: AppContext,
  key: string,
  load: () => Promise<Row[]>,
): Promise<Row[]> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new Map();
    caches.set(ctx, cache);
  }
  const now = ctx.now().getTime();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.rows;
  const rows = await load();
  cache.delete(key);
  cache.set(key, { expires: now + PEER_CACHE_TTL_MS, rows });
  // Oldest first (insertion order): drop the oldest beyond the bound.
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(oldest);
  }
  return rows;
}
