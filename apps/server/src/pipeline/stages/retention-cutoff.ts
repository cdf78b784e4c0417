// Raw data retention at whole local days: raw detections and heartbeats of local days that END
// before the day holding (now - raw_retention_days) are deleted, so a day's raw data is either
// all there or all gone (a day is never re-sessionised from half of its detections).
import { localDateOf, zonedDayStart } from '@footfall/core';

const DAY_MS = 86_400_000;

/** Raw rows before this instant (a local midnight) are past retention. */
export function retentionCutoff(now: number, timeZone: string, retentionDays: number): number {
  return zonedDayStart(localDateOf(now - retentionDays * DAY_MS, timeZone), timeZone);
}
