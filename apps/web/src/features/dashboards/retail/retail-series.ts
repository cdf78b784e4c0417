// Foot-traffic and door-counter buckets -> the retail home's time series: traffic (visitors,
// walk-bys, walk-ins) and engagers vs browsers. A bucket the API did not send is null (no data),
// never 0: the completeness note says why it is missing.
import type { DoorCounterResponse, FootTrafficResponse } from '@footfall/core';

export interface RetailSeries {
  /** Bucket keys in order: local days, Mondays, 1sts, or UTC instants by hour. */
  buckets: string[];
  /** The local wall-clock hour of each bucket by hour; null for longer buckets. */
  localHours: (number | null)[];
  visitors: (number | null)[];
  walkBys: (number | null)[];
  walkIns: (number | null)[];
  engagers: (number | null)[];
  browsers: (number | null)[];
}

/**
 * The series on `axis` (the filled axis of the range when the caller has one); without it, every
 * bucket either answer has, in order.
 */
export function retailSeries(
  footTraffic: FootTrafficResponse | undefined,
  doorCounter: DoorCounterResponse | undefined,
  axis?: readonly string[],
): RetailSeries {
  const traffic = new Map(footTraffic?.buckets.map((bucket) => [bucket.bucket, bucket]));
  const doors = new Map(doorCounter?.buckets.map((bucket) => [bucket.bucket, bucket]));
  const buckets = axis ? [...axis] : [...new Set([...traffic.keys(), ...doors.keys()])].sort();
  const pick = <T>(read: (key: string) => T | null | undefined) =>
    buckets.map((key) => read(key) ?? null);
  return {
    buckets,
    localHours: pick((key) => traffic.get(key)?.local_hour ?? doors.get(key)?.local_hour),
    visitors: pick((key) => traffic.get(key)?.visitors),
    walkBys: pick((key) => traffic.get(key)?.walk_bys),
    walkIns: pick((key) => doors.get(key)?.walk_ins),
    engagers: pick((key) => traffic.get(key)?.engagers),
    browsers: pick((key) => traffic.get(key)?.browsers),
  };
}

/** Whether a series has at least one figure (an empty chart shows the empty state instead). */
export const hasFigures = (values: readonly (number | null)[]) =>
  values.some((value) => value !== null);
