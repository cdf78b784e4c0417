// Sessions (docs/product.md section 11): one device's detections at a location, split when the gap
// between two detections EXCEEDS visit_gap (a gap of exactly visit_gap keeps the session).
// Stages read columns (ts, rssi, sensor) of one device's time-ordered detections by index range,
// so a day of a million detections is walked without building an object per detection.

/** Below ignore_rssi a detection is dropped before anything else; exactly at it, it is kept. */
export function isKept(rssi: number, ignoreRssi: number): boolean {
  return rssi >= ignoreRssi;
}

/** Inside the space: RSSI at or above visitor_rssi. */
export function isInside(rssi: number, visitorRssi: number): boolean {
  return rssi >= visitorRssi;
}

/**
 * Session boundaries in the time-ordered detections [from, to): [from, b1, ..., to], session k
 * being [bounds[k], bounds[k + 1]). Empty range: [from].
 */
export function splitSessions(
  ts: ArrayLike<number>,
  from: number,
  to: number,
  gapMs: number,
): number[] {
  const bounds = [from];
  for (let i = from + 1; i < to; i++) {
    if ((ts[i] as number) - (ts[i - 1] as number) > gapMs) bounds.push(i);
  }
  if (to > from) bounds.push(to);
  return bounds;
}

export interface SessionSpan {
  first: number;
  last: number;
  /** NaN when no detection of the session was inside. */
  firstInside: number;
  lastInside: number;
}

/** First and last detection, and first and last inside detection, of [from, to). */
export function sessionSpan(
  ts: ArrayLike<number>,
  rssi: ArrayLike<number>,
  from: number,
  to: number,
  visitorRssi: number,
): SessionSpan {
  let firstInside = NaN;
  let lastInside = NaN;
  for (let i = from; i < to; i++) {
    if (!isInside(rssi[i] as number, visitorRssi)) continue;
    if (Number.isNaN(firstInside)) firstInside = ts[i] as number;
    lastInside = ts[i] as number;
  }
  return { first: ts[from] as number, last: ts[to - 1] as number, firstInside, lastInside };
}
