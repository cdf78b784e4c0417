// Scores grade a location against every location of its type in the corporation, which reads
// all of their rollups for the range: hundreds of thousands of rows for a year. The peers'
// figures change only as the pipeline rewrites days, so they are kept for a few minutes per
// server (ctx.state.peerCache, made with the context, so test servers never share entries), keyed
// by the question, and dropped as soon as the pipeline rewrites a day of any of the entry's peers
// (signals from every process, signals-bridge.ts): a grade never lags the figures it grades.
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../app-context';
import type { PipelineSignals } from '../pipeline/signals';
import type { Row } from './named-sql';

export const PEER_CACHE_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 500;

type Entry = { rows: Row[]; peerIds: ReadonlySet<number> };
export type PeerCache = LRUCache<string, Entry>;

/** A server's peer cache, on its clock and its pipeline signals. */
export function createPeerCache(now: () => Date, pipeline: PipelineSignals): PeerCache {
  const entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    ttl: PEER_CACHE_TTL_MS,
    // The server's clock (tests move it), not the process's, read at every look-up (no
    // remembered "now" between timer turns).
    perf: { now: () => now().getTime() },
    ttlResolution: 0,
  });
  pipeline.onProcessed((locationId) => {
    for (const [key, entry] of entries.entries())
      if (entry.peerIds.has(locationId)) entries.delete(key);
  });
  return entries;
}

/** The cached rows for `key`, or those `load` gives for its peers (then cached until the TTL
 * runs out or the pipeline rewrites a day of one of those peers; the least recently used go
 * first beyond MAX_ENTRIES). */
export async function cachedPeerRows(
  ctx: AppContext,
  key: string,
  load: () => Promise<{ rows: Row[]; peerIds: readonly number[] }>,
): Promise<Row[]> {
  const cache = ctx.state.peerCache;
  const hit = cache.get(key);
  if (hit) return hit.rows;
  const { rows, peerIds } = await load();
  cache.set(key, { rows, peerIds: new Set(peerIds) });
  return rows;
}
