// The baseline the presence estimator must beat: distinct addresses at or above visitor_rssi per
// 5-minute bucket, turned into people by a straight line fitted on the other days.
import {
  DEFAULT_VISITOR_DEFINITIONS,
  PRESENCE_BUCKET_MS,
  type PresenceDetection,
} from '@footfall/core';
import { without } from './presence-cross-validation';

interface Day {
  plain: readonly PresenceDetection[];
  range: { start: number };
  truth: readonly number[];
}

function distinctAddresses(day: Day): number[] {
  const sets = day.truth.map(() => new Set<string>());
  for (const d of day.plain) {
    const i = Math.floor((d.ts - day.range.start) / PRESENCE_BUCKET_MS);
    if (d.rssi >= DEFAULT_VISITOR_DEFINITIONS.visitor_rssi && i >= 0 && i < sets.length)
      sets[i]!.add(d.device);
  }
  return sets.map((s) => s.size);
}

function fitLine(xs: readonly number[], ys: readonly number[]) {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) * (x - mx);
  });
  const slope = sxy / sxx;
  return { slope, intercept: my - slope * mx };
}

/** Each day's estimates from the line fitted on the other days. */
export function distinctAddressBaseline(days: readonly Day[]): number[][] {
  const counts = days.map(distinctAddresses);
  const all = days.map((_, i) => i);
  return all.map((held) => {
    const training = without(all, held);
    const line = fitLine(
      training.flatMap((d) => counts[d]!),
      training.flatMap((d) => days[d]!.truth),
    );
    return counts[held]!.map((c) => Math.max(0, line.intercept + line.slope * c));
  });
}
