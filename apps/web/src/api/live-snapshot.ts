// The live panel's stream: GET v1/locations/{id}/live (server-sent events, docs/analytics-api.md).
import { liveSnapshotSchema, type LiveSnapshot } from '@footfall/core';
import { useEffect, useState } from 'react';
import { apiUrl } from '../lib/http/urls';
import { getStoredToken, pageToken } from '../lib/session/session-store';

/** connecting: not yet open; open: receiving; reconnecting: lost, the browser retries; closed: given up. */
export type LiveConnection = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface LiveSnapshotState {
  /** The latest snapshot, or null before the first one. */
  snapshot: LiveSnapshot | null;
  connection: LiveConnection;
}

/**
 * The URL of a location's live stream. EventSource cannot send headers, so the token goes in the
 * query: a shared page's `?token=` first, else the session's.
 */
export function liveStreamUrl(locationId: string): string {
  const token = pageToken() ?? getStoredToken();
  return apiUrl(`v1/locations/${encodeURIComponent(locationId)}/live`, { token });
}

/** Parses one `snapshot` event's data; null when it is not a snapshot. */
export function parseSnapshot(data: unknown): LiveSnapshot | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = liveSnapshotSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Follows a location's live stream while mounted (`enabled`): the latest snapshot and the state of
 * the connection. The browser reconnects by itself after a drop; the stream closes on unmount.
 */
export function useLiveSnapshot(locationId: string, enabled = true): LiveSnapshotState {
  // The state remembers its location, so another location starts again from "connecting".
  const [state, setState] = useState<LiveSnapshotState & { locationId: string }>({
    locationId,
    snapshot: null,
    connection: 'connecting',
  });

  useEffect(() => {
    if (!enabled || locationId === '' || typeof EventSource === 'undefined') return;
    const source = new EventSource(liveStreamUrl(locationId));
    const update = (change: Partial<LiveSnapshotState>) =>
      setState((current) => ({
        ...(current.locationId === locationId
          ? current
          : { locationId, snapshot: null, connection: 'connecting' as const }),
        ...change,
      }));
    const onSnapshot = (event: MessageEvent) => {
      const snapshot = parseSnapshot(event.data);
      if (snapshot) update({ snapshot, connection: 'open' });
    };
    source.addEventListener('snapshot', onSnapshot);
    source.onopen = () => update({ connection: 'open' });
    source.onerror = () =>
      update({ connection: source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting' });
    return () => {
      source.removeEventListener('snapshot', onSnapshot);
      source.close();
    };
  }, [locationId, enabled]);

  return state.locationId === locationId
    ? { snapshot: state.snapshot, connection: state.connection }
    : { snapshot: null, connection: 'connecting' };
}
