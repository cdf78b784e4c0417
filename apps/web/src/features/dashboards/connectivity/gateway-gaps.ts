// The warning for gaps: runs of buckets in which a gateway reported nothing for some hours.
import type { ConnectivityResponse } from '@footfall/core';
import { gatewayLabel } from './gateway-rows';

type Gateway = ConnectivityResponse['gateways'][number];

export interface GapPeriod {
  sensorId: number;
  label: string;
  /** The first and last bucket of the run (bucket keys of the answer). */
  firstBucket: string;
  lastBucket: string;
  /** Hours without anything from the gateway in the run. */
  hours: number;
}

/**
 * Every run of consecutive buckets with gap hours, per gateway (the answer lists every bucket of
 * the range, so neighbours in the list are neighbours in time). Longest first.
 */
export function gapPeriods(gateways: readonly Gateway[]): GapPeriod[] {
  const periods: GapPeriod[] = [];
  for (const gateway of gateways) {
    let run: GapPeriod | null = null;
    for (const bucket of gateway.buckets) {
      if (bucket.gap_hours <= 0) {
        run = null;
        continue;
      }
      if (run) {
        run.lastBucket = bucket.bucket;
        run.hours += bucket.gap_hours;
      } else {
        run = {
          sensorId: gateway.sensor_id,
          label: gatewayLabel(gateway),
          firstBucket: bucket.bucket,
          lastBucket: bucket.bucket,
          hours: bucket.gap_hours,
        };
        periods.push(run);
      }
    }
  }
  return periods.sort(
    (a, b) =>
      b.hours - a.hours ||
      a.label.localeCompare(b.label) ||
      a.firstBucket.localeCompare(b.firstBucket),
  );
}
