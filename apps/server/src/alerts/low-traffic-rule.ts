// "Traffic below the same weekday's usual range" (docs/alerts.md), as an explicit rule:
// an hour is low when its count is below EVERY comparable hour (same local weekday and hour,
// 1 to 8 weeks earlier, open then too) AND more than two robust standard deviations below their
// median. The spread is 1.4826 x MAD (the median absolute deviation, scaled to a standard
// deviation), but never less than sqrt(median): counts of people vary at least like a Poisson
// count, so a very steady history does not turn small dips into alerts. It needs at least 4
// comparable weeks and a median of at least 5 (fewer people than that is noise, not a drop).

export const LOW_TRAFFIC_RULE = {
  minWeeks: 4,
  maxWeeks: 8,
  minMedian: 5,
  deviations: 2,
  madToSigma: 1.4826,
} as const;

export interface LowTrafficVerdict {
  low: boolean;
  value: number;
  weeks: number;
  median: number;
  minimum: number;
  /** Counts below this are low. */
  lowerBound: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The verdict on one hour given its comparable weeks; null when there are too few of them. */
export function lowTrafficVerdict(
  value: number,
  comparable: readonly number[],
): LowTrafficVerdict | null {
  const weeks = comparable.slice(0, LOW_TRAFFIC_RULE.maxWeeks);
  if (weeks.length < LOW_TRAFFIC_RULE.minWeeks) return null;
  const middle = median(weeks);
  const mad = median(weeks.map((count) => Math.abs(count - middle)));
  const spread = Math.max(LOW_TRAFFIC_RULE.madToSigma * mad, Math.sqrt(middle));
  const minimum = Math.min(...weeks);
  const lowerBound = Math.min(minimum, middle - LOW_TRAFFIC_RULE.deviations * spread);
  return {
    low: middle >= LOW_TRAFFIC_RULE.minMedian && value < lowerBound,
    value,
    weeks: weeks.length,
    median: middle,
    minimum,
    lowerBound: Math.round(lowerBound * 100) / 100,
  };
}
