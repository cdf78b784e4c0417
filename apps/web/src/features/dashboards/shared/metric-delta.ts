// The comparison shown on a KPI card: which way a figure moved against the previous period.

export type DeltaDirection = 'up' | 'down' | 'flat';
/** Which way is good news for the figure (dwell up: good; nothing is good or bad: neutral). */
export type GoodDirection = 'up' | 'down' | 'neutral';
export type DeltaTone = 'positive' | 'negative' | 'neutral';

export interface MetricDelta {
  direction: DeltaDirection;
  /** (current - previous) / |previous|, always >= 0 (the direction says the sign). */
  change: number;
  tone: DeltaTone;
}

/** Changes smaller than this (relative) read as "no change". */
const FLAT_THRESHOLD = 0.0005;

/**
 * The move from `previous` to `current`; null when there is nothing to compare (a missing figure
 * or a previous value of 0, where a relative change means nothing).
 */
export function metricDelta(
  current: number | null | undefined,
  previous: number | null | undefined,
  good: GoodDirection = 'up',
): MetricDelta | null {
  if (current === null || current === undefined || previous === null || previous === undefined)
    return null;
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return null;
  if (previous === 0)
    return current === 0 ? { direction: 'flat', change: 0, tone: 'neutral' } : null;
  const relative = (current - previous) / Math.abs(previous);
  const direction: DeltaDirection =
    Math.abs(relative) < FLAT_THRESHOLD ? 'flat' : relative > 0 ? 'up' : 'down';
  const tone: DeltaTone =
    direction === 'flat' || good === 'neutral'
      ? 'neutral'
      : direction === good
        ? 'positive'
        : 'negative';
  return { direction, change: direction === 'flat' ? 0 : Math.abs(relative), tone };
}
