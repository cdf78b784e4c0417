import { describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context';
import { PipelineSignals } from '../pipeline/signals';
import { cachedPeerRows, createPeerCache, PEER_CACHE_TTL_MS } from './peer-cache';

/** A server context with its own clock, pipeline signals and the peer cache made on them: all
 * the cache reads of it. */
function server() {
  let now = Date.parse('2026-11-27T12:00:00Z');
  const clock = () => new Date(now);
  const pipeline = new PipelineSignals();
  const peerCache = createPeerCache(clock, pipeline);
  const ctx = { now: clock, pipeline, state: { peerCache } } as AppContext;
  return { ctx, advance: (ms: number) => (now += ms) };
}

/** A loader that counts its calls and answers rows for the given peers. */
function loader(peerIds: number[]) {
  let calls = 0;
  const load = async () => {
    calls += 1;
    return { rows: [{ call: calls }], peerIds };
  };
  return { load, calls: () => calls };
}

describe('cachedPeerRows', () => {
  it('answers from the cache within the TTL and loads again after it', async () => {
    const { ctx, advance } = server();
    const peers = loader([1, 2]);
    expect(await cachedPeerRows(ctx, 'q', peers.load)).toEqual([{ call: 1 }]);
    advance(PEER_CACHE_TTL_MS - 1);
    expect(await cachedPeerRows(ctx, 'q', peers.load)).toEqual([{ call: 1 }]);
    advance(2);
    expect(await cachedPeerRows(ctx, 'q', peers.load)).toEqual([{ call: 2 }]);
    expect(peers.calls()).toBe(2);
  });

  it('drops an entry as soon as the pipeline rewrites a day of one of its peers', async () => {
    const { ctx } = server();
    const retail = loader([1, 2]);
    const malls = loader([7]);
    await cachedPeerRows(ctx, 'retail', retail.load);
    await cachedPeerRows(ctx, 'malls', malls.load);
    ctx.pipeline.processed(2, { remote: true });
    expect(await cachedPeerRows(ctx, 'retail', retail.load)).toEqual([{ call: 2 }]);
    // Another location's rewrite leaves the malls' entry alone.
    expect(await cachedPeerRows(ctx, 'malls', malls.load)).toEqual([{ call: 1 }]);
  });

  it('keeps the entries of one server from another', async () => {
    const first = server();
    const second = server();
    const peers = loader([1]);
    await cachedPeerRows(first.ctx, 'q', peers.load);
    await cachedPeerRows(second.ctx, 'q', peers.load);
    expect(peers.calls()).toBe(2);
  });
});
