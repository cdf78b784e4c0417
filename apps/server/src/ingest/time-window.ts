// Which item times a batch may carry: nothing more than INGEST_FUTURE_TOLERANCE_MS after the
// server clock (a gateway with a wrong clock must not write the future), and raw data (detections,
// heartbeats) no older than the location's raw_retention_days (the retention job would delete it
// at once). One bad item refuses the whole batch, naming the item and why.
import { INGEST_FUTURE_TOLERANCE_MS, plural } from '@footfall/core';
import { ApiError } from '../http/errors';

const DAY_MS = 24 * 3600 * 1000;
/** An error names the first few bad items, not thousands. */
const MAX_REPORTED = 10;

export type TimeCheck = {
  /** `detections`, `counts`; null for a single item (heartbeat). */
  list: string | null;
  field: string;
  values: readonly number[];
  now: Date;
  /** Raw data only: items older than this many days are refused. */
  retentionDays?: number;
};

/** "1 day", "3 days": a count with its unit, in the messages' English. */
const counted = (count: number, one: string, other: string) =>
  `${count} ${plural('en-US', count, { one, other })}`;

/** A time ahead of the clock, in minutes, hours or days: "1 minute", "3 hours". */
export function aheadText(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 120) return counted(minutes, 'minute', 'minutes');
  const hours = Math.round(minutes / 60);
  return hours < 48
    ? counted(hours, 'hour', 'hours')
    : counted(Math.round(hours / 24), 'day', 'days');
}

export function checkItemTimes(check: TimeCheck): void {
  const now = check.now.getTime();
  const latest = now + INGEST_FUTURE_TOLERANCE_MS;
  const oldest = check.retentionDays === undefined ? -Infinity : now - check.retentionDays * DAY_MS;
  const fields: Record<string, string> = {};
  let reported = 0;
  for (let index = 0; index < check.values.length && reported < MAX_REPORTED; index += 1) {
    const value = check.values[index] as number;
    if (value <= latest && value >= oldest) continue;
    const name = check.list === null ? check.field : `${check.list}.${index}.${check.field}`;
    fields[name] =
      value > latest
        ? `${name} is ${aheadText(value - now)} after the server clock (at most ${INGEST_FUTURE_TOLERANCE_MS / 60_000} minutes ahead are accepted)`
        : `${name} is older than the location's raw data retention (${counted(check.retentionDays ?? 0, 'day', 'days')})`;
    reported += 1;
  }
  const first = Object.values(fields)[0];
  if (first !== undefined) throw new ApiError('ValidationException', first, fields);
}
