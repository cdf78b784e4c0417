// Where a person is over time: waypoints with times, walked in straight lines between them
// (a repeated point is a stop).
import type { Point } from './geometry';

export type Waypoint = Point & { t: number };
export type Track = readonly Waypoint[];

export const trackStart = (track: Track) => track[0]?.t ?? 0;
export const trackEnd = (track: Track) => track[track.length - 1]?.t ?? 0;

/** The position at time t (clamped to the ends). Binary search: tracks of staff are long. */
export function positionAt(track: Track, t: number): Point {
  const first = track[0];
  const last = track[track.length - 1];
  if (!first || !last) return { x: 0, y: 0 };
  if (t <= first.t) return first;
  if (t >= last.t) return last;
  let low = 0;
  let high = track.length - 1;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if ((track[mid]?.t ?? 0) <= t) low = mid;
    else high = mid;
  }
  const a = track[low] ?? first;
  const b = track[high] ?? last;
  const share = b.t === a.t ? 0 : (t - a.t) / (b.t - a.t);
  return { x: a.x + (b.x - a.x) * share, y: a.y + (b.y - a.y) * share };
}
