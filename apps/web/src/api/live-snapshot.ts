// The live panel's stream: GET v1/locations/{id}/live (server-sent events, docs/analytics-api.md).
import { liveSnapshotSchema, type LiveSnapshot } from '@footfall/core';
import { createParser } from 'eventsource-parser';
import { useEffect, useState } from 'react';
import { apiUrl } from '../lib/http/urls';
import { getStoredToken, pageToken } from '../lib/session/session-store';

/** connecting: not yet open; open: receiving; reconnecting: lost, retried shortly; closed: refused. */
export type LiveConnection = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface LiveSnapshotState {
  /** The latest snapshot, or null before the first one. */
  snapshot: LiveSnapshot | null;
  connection: LiveConnection;
}

/** The URL of a location's live stream (no token in it: that goes in the Authorization header). */
export function liveStreamUrl(locationId: string): string {
  return apiUrl(`v1/locations/${encodeURIComponent(locationId)}/live`);
}

/** Waits before a dropped stream is opened again (EventSource's own default is about 3 s). */
export const LIVE_RETRY_MS = 3_000;

/** The stream was refused (401, 403, 404...): trying again would not help. */
class StreamRefused extends Error {}

/**
 * Reads one connection of the stream with fetch, so the token travels in the Authorization header
 * (EventSource can only put it in the URL, where logs and histories keep it); the events are
 * parsed by eventsource-parser. Resolves when the server ends the stream.
 */
async function readStream(
  url: string,
  signal: AbortSignal,
  onOpen: () => void,
  onSnapshot: (snapshot: LiveSnapshot) => void,
): Promise<void> {
  const token = pageToken() ?? getStoredToken();
  const response = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    signal,
  });
  if (response.status >= 400 && response.status < 500) throw new StreamRefused();
  if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
  onOpen();
  const parser = createParser({
    onEvent: (event) => {
      if (event.event !== 'snapshot') return;
      const snapshot = parseSnapshot(event.data);
      if (snapshot) onSnapshot(snapshot);
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(value);
  }
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
    if (!enabled || locationId === '') return;
    const update = (change: Partial<LiveSnapshotState>) =>
      setState((current) => ({
        ...(current.locationId === locationId
          ? current
          : { locationId, snapshot: null, connection: 'connecting' as const }),
        ...change,
      }));
    const controller = new AbortController();
    const follow = async () => {
      // Reconnects after a drop, as EventSource would; stops when refused or unmounted.
      while (!controller.signal.aborted) {
        try {
          await readStream(
            liveStreamUrl(locationId),
            controller.signal,
            () => update({ connection: 'open' }),
            (snapshot) => update({ snapshot, connection: 'open' }),
          );
        } catch (error) {
          if (controller.signal.aborted) return;
          if (error instanceof StreamRefused) {
            update({ connection: 'closed' });
            return;
          }
        }
        if (controller.signal.aborted) return;
        update({ connection: 'reconnecting' });
        await new Promise((resolve) => setTimeout(resolve, LIVE_RETRY_MS));
      }
    };
    void follow();
    return () => controller.abort();
  }, [locationId, enabled]);

  return state.locationId === locationId
    ? { snapshot: state.snapshot, connection: state.connection }
    : { snapshot: null, connection: 'connecting' };
}
