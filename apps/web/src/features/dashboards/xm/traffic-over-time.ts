// Foot-traffic by the chosen granularity -> the over-time chart's categories and figures on a
// filled axis (a period without an answer is a gap), with labels and keys for its table.
import type { FootTrafficResponse } from '@footfall/core';
import { eventFigures, type EventFigures } from './event-figures';
import { onAxis, periodAxis, periodLabel, type PeriodFormat } from './periods';

export interface TrafficOverTime {
  /** Bucket keys in order (local days, Mondays, 1sts, or UTC instants by hour). */
  periods: string[];
  labels: string[];
  figures: (EventFigures | null)[];
  /** The label of a bucket key (the table's period column). */
  labelOf: (period: string) => string;
  /** At least one period has a figure. */
  hasFigures: boolean;
}

export function trafficOverTime(
  response: FootTrafficResponse,
  format: PeriodFormat,
): TrafficOverTime {
  const sorted = [...response.buckets].sort((a, b) => a.bucket.localeCompare(b.bucket));
  const periods = periodAxis(response.range) ?? sorted.map((bucket) => bucket.bucket);
  const byKey = new Map(sorted.map((bucket) => [bucket.bucket, bucket]));
  const labels = periods.map((period) =>
    periodLabel(
      { bucket: period, local_hour: byKey.get(period)?.local_hour ?? null },
      response.range,
      format,
    ),
  );
  const figures = onAxis(periods, sorted, eventFigures);
  const labelByKey = new Map(periods.map((period, index) => [period, labels[index] ?? period]));
  return {
    periods,
    labels,
    figures,
    labelOf: (period) => labelByKey.get(period) ?? period,
    hasFigures: figures.some(
      (row) => row !== null && (row.walkBys !== null || row.visitors !== null),
    ),
  };
}
