import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '../lib/session/session-store';
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

class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (event: MessageEvent) => void>();
  constructor(public url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(name, listener);
  }
  removeEventListener(name: string) {
    this.listeners.delete(name);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: string) {
    this.listeners.get(name)?.(new MessageEvent(name, { data }));
  }
}

describe('parseSnapshot', () => {
  it('reads a snapshot and refuses anything else', () => {
    expect(parseSnapshot(JSON.stringify(snapshot))?.occupancy_now).toBe(3);
    expect(parseSnapshot('{"occupancy_now":"x"}')).toBeNull();
    expect(parseSnapshot('not json')).toBeNull();
  });
});

describe('liveStreamUrl', () => {
  it('sends the session token, or a shared page token first', () => {
    storeSession('session-token', Date.now());
    expect(liveStreamUrl('7')).toBe('/api/v1/locations/7/live?token=session-token');
    window.history.replaceState(null, '', '/view-only/journey?token=shared');
    expect(liveStreamUrl('7')).toBe('/api/v1/locations/7/live?token=shared');
  });
});

describe('useLiveSnapshot', () => {
  it('keeps the latest snapshot and closes the stream on unmount', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { result, unmount } = renderHook(() => useLiveSnapshot('7'));
    const source = FakeEventSource.last!;
    expect(result.current).toEqual({ snapshot: null, connection: 'connecting' });
    act(() => source.emit('snapshot', JSON.stringify(snapshot)));
    expect(result.current.connection).toBe('open');
    expect(result.current.snapshot?.visitors_today).toBe(6);
    act(() => {
      source.readyState = 0;
      source.onerror?.();
    });
    expect(result.current.connection).toBe('reconnecting');
    unmount();
    expect(source.closed).toBe(true);
  });
});
