import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../lib/session/session-store';
import { stubEventStreams } from '../test/fake-event-stream';
import { liveStreamUrl, parseSnapshot, useLiveSnapshot } from './live-snapshot';

const snapshot = {
  occupancy_now: 3,
  occupancy_source: 'door_counter',
  visitors_today: 6,
  walk_ins_today: 15,
  walk_bys_today: 20,
  local_date: '2026-11-21',
  updated_at: '2026-11-21T10:00:01.000Z',
  unavailable: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('parseSnapshot', () => {
  it('reads a snapshot and refuses anything else', () => {
    expect(parseSnapshot(JSON.stringify(snapshot))?.occupancy_now).toBe(3);
    expect(parseSnapshot('{"occupancy_now":"x"}')).toBeNull();
    expect(parseSnapshot('not json')).toBeNull();
  });
});

describe('liveStreamUrl', () => {
  it('never carries a token', () => {
    storeSession('session-token', Date.now());
    expect(liveStreamUrl('7')).toBe('/api/v1/locations/7/live');
  });
});

describe('useLiveSnapshot', () => {
  it('sends the token in the Authorization header: the session’s, or a shared page’s first', async () => {
    const streams = stubEventStreams();
    storeSession('session-token', Date.now());
    const { unmount } = renderHook(() => useLiveSnapshot('7'));
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]!.url).toBe('/api/v1/locations/7/live');
    expect(streams[0]!.headers.get('authorization')).toBe('Bearer session-token');
    unmount();
    window.history.replaceState(null, '', '/view-only/journey?token=shared');
    renderHook(() => useLiveSnapshot('7'));
    await waitFor(() => expect(streams).toHaveLength(2));
    expect(streams[1]!.headers.get('authorization')).toBe('Bearer shared');
  });

  it('keeps the latest snapshot, reconnects after a drop and stops on unmount', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
    const streams = stubEventStreams();
    storeSession('session-token', Date.now());
    const { result, unmount } = renderHook(() => useLiveSnapshot('7'));
    expect(result.current).toEqual({ snapshot: null, connection: 'connecting' });
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(() => streams[0]!.send('snapshot', snapshot));
    expect(result.current.connection).toBe('open');
    expect(result.current.snapshot?.visitors_today).toBe(6);
    await act(() => streams[0]!.fail());
    expect(result.current.connection).toBe('reconnecting');
    expect(result.current.snapshot?.visitors_today).toBe(6);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(streams).toHaveLength(2));
    unmount();
    expect(streams[1]!.aborted).toBe(true);
    vi.useRealTimers();
  });

  it('gives up when the stream is refused', async () => {
    stubEventStreams(401);
    storeSession('session-token', Date.now());
    const { result } = renderHook(() => useLiveSnapshot('7'));
    await waitFor(() => expect(result.current.connection).toBe('closed'));
  });
});
