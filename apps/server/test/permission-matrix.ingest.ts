// One valid batch per ingest endpoint, fresh (a new batch_id) at every call, a few minutes before
// `now` so it falls inside every time window the endpoints check.
import { fresh, type Call } from './permission-matrix.helpers';

const GATEWAY = 'GW-MATRIX-INGEST';
const TAG = 'DC-MATRIX-INGEST';
const MINUTE = 60_000;

export function ingestCalls(now: number): (() => Call)[] {
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString();
  const post = (kind: string, body: unknown): Call => ({
    method: 'POST',
    path: `/api/v1/ingest/${kind}`,
    body,
  });
  return [
    () =>
      post('detections', {
        gateway: GATEWAY,
        batch_id: fresh('matrix-detections'),
        detections: [{ ts: at(2), device: 'h:matrix-device', rssi: -60, randomized: false }],
      }),
    () =>
      post('door-counts', {
        tag: TAG,
        batch_id: fresh('matrix-door'),
        counts: [{ start: at(30), end: at(15), in: 3, out: 1 }],
      }),
    () =>
      post('counts', {
        gateway: GATEWAY,
        batch_id: fresh('matrix-counts'),
        counts: [{ start: at(30), end: at(15), count: 12 }],
      }),
    () =>
      post('heartbeat', {
        gateway: GATEWAY,
        ts: at(1),
        firmware: '1.0.0',
        uptime_s: 60,
        batch_id: fresh('matrix-heartbeat'),
      }),
  ];
}
