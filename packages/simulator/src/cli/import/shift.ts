// The shift rule for recorded detections (brno, ble): the server refuses detections older than
// the location's raw retention, so a recording is moved by whole weeks to end within the last
// week before `now`, keeping its weekday and local time of day.
import { zoneOffsetMs } from '@footfall/core';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
/** Items closer than this to the retention limit are left out: the server's clock moves on. */
export const RETENTION_MARGIN_MS = HOUR_MS;

export interface WeekShift {
  weeks: number;
  /** Moves one instant (epoch ms) by the shift. */
  apply: (ms: number) => number;
}

/**
 * The largest whole-week move that keeps the recording's end at or before `now`. With a time
 * zone, the local time of day is kept across daylight-saving changes; without, the UTC time.
 */
export function weekShift(endMs: number, nowMs: number, timeZone?: string): WeekShift {
  const offsets = new Map<number, number>();
  const offsetAt = (ms: number) => {
    if (!timeZone) return 0;
    const key = Math.floor(ms / (15 * 60_000));
    let offset = offsets.get(key);
    if (offset === undefined) {
      offset = zoneOffsetMs(ms, timeZone);
      offsets.set(key, offset);
    }
    return offset;
  };
  const make = (weeks: number): WeekShift => ({
    weeks,
    apply: (ms) => {
      const moved = ms + weeks * WEEK_MS;
      return moved + offsetAt(ms) - offsetAt(moved);
    },
  });
  let shift = make(Math.floor((nowMs - endMs) / WEEK_MS));
  // The local-time correction can push the end up to an hour past now.
  if (shift.apply(endMs) > nowMs) shift = make(shift.weeks - 1);
  return shift;
}

/** The oldest instant the server will still accept as raw data, with a safety margin. */
export function retentionCutoff(nowMs: number, retentionDays: number): number {
  return nowMs - retentionDays * DAY_MS + RETENTION_MARGIN_MS;
}
