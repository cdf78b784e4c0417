// How a figure moved between the comparison period and the selected one, by the catalogue's rule:
// counts and durations by relative change, rates by percentage points, counts as daily averages
// when the comparison range is longer, and no change at all when the two periods are not
// comparable (one's data coverage is far below the other's). Every surface shows these values;
// none computes a change of its own.
import { METRIC_CATALOGUE, type ChangeKind, type MetricKey } from './metric-catalogue';

/** Hours of a period and those with data from any sensor (the answers' completeness). */
export interface PeriodCoverage {
  hours_in_range: number;
  hours_with_data: number;
}

/**
 * Each period must have at least this share of the other's coverage (hours with data / hours in
 * range). Chosen a priori, not fitted: a period with four fifths of the other's data hours is
 * "close"; less, and a change mostly measures missing data (a sensor outage in either period).
 */
export const MIN_COMPARABLE_COVERAGE_RATIO = 0.8;

/** Changes smaller than this (relative, or in points as a fraction) read as "no change". */
export const FLAT_CHANGE = 0.0005;

export const NOT_COMPARABLE_REASONS = [
  'no_previous_data',
  'previous_coverage_low',
  'current_coverage_low',
] as const;
export type NotComparableReason = (typeof NOT_COMPARABLE_REASONS)[number];

export interface Comparability {
  comparable: boolean;
  /** Share of hours with data, 0..1 (null when the period has no hours). */
  current_coverage: number | null;
  previous_coverage: number | null;
  reason: NotComparableReason | null;
}

const share = (coverage: PeriodCoverage) =>
  coverage.hours_in_range > 0 ? coverage.hours_with_data / coverage.hours_in_range : null;

/** Whether the two periods' data is close enough to compare figures: the comparison period has
 * data, and neither has much less of it than the other. */
export function comparabilityOf(current: PeriodCoverage, previous: PeriodCoverage): Comparability {
  const currentCoverage = share(current);
  const previousCoverage = share(previous);
  const base = { current_coverage: currentCoverage, previous_coverage: previousCoverage };
  const notComparable = (reason: NotComparableReason) => ({ ...base, comparable: false, reason });
  if (!previousCoverage) return notComparable('no_previous_data');
  if (currentCoverage === null) return { ...base, comparable: true, reason: null };
  if (previousCoverage < MIN_COMPARABLE_COVERAGE_RATIO * currentCoverage)
    return notComparable('previous_coverage_low');
  if (currentCoverage < MIN_COMPARABLE_COVERAGE_RATIO * previousCoverage)
    return notComparable('current_coverage_low');
  return { ...base, comparable: true, reason: null };
}

export type ChangeDirection = 'up' | 'down' | 'flat';
export type ChangeTone = 'positive' | 'negative' | 'neutral';
/** Why a change is missing: a figure is missing, the previous count was 0, or the periods are
 * not comparable. */
export type NoChangeReason = 'no_value' | 'previous_zero' | 'not_comparable';

export interface MetricChange {
  kind: ChangeKind;
  /** Relative: (current - previous) / previous; points: current - previous (0.03 = 3 points). */
  value: number | null;
  direction: ChangeDirection | null;
  tone: ChangeTone | null;
  reason: NoChangeReason | null;
}

/**
 * The change of `metric` from `previous` to `current`, both already on the comparison's basis
 * (see comparisonBasis). `comparable` false gives no value with its reason.
 */
export function metricChange(
  metric: MetricKey,
  current: number | null | undefined,
  previous: number | null | undefined,
  comparable = true,
): MetricChange {
  const definition = METRIC_CATALOGUE[metric];
  const kind = definition.comparedBy;
  const none = (reason: NoChangeReason): MetricChange => ({
    kind,
    value: null,
    direction: null,
    tone: null,
    reason,
  });
  if (
    current == null ||
    previous == null ||
    !Number.isFinite(current) ||
    !Number.isFinite(previous)
  )
    return none('no_value');
  if (!comparable) return none('not_comparable');
  let value: number;
  if (kind === 'points') value = current - previous;
  else if (previous === 0) {
    if (current !== 0) return none('previous_zero');
    value = 0;
  } else value = (current - previous) / Math.abs(previous);
  const direction: ChangeDirection =
    Math.abs(value) < FLAT_CHANGE ? 'flat' : value > 0 ? 'up' : 'down';
  const tone: ChangeTone =
    direction === 'flat' || definition.good === 'neutral'
      ? 'neutral'
      : direction === definition.good
        ? 'positive'
        : 'negative';
  return { kind, value: direction === 'flat' ? 0 : value, direction, tone, reason: null };
}

/**
 * Figures on the comparison's basis: with an averaged comparison (the comparison range is twice
 * as long) the catalogue's counts become daily averages over `days`; rates, durations, means and
 * peaks stay as they are. Fields the catalogue does not know are left alone.
 */
export function comparisonBasis<F extends Record<string, number | null>>(
  figures: F,
  days: number,
  averaged: boolean,
): F {
  if (!averaged || days <= 0) return figures;
  const out: Record<string, number | null> = { ...figures };
  for (const [field, value] of Object.entries(figures)) {
    const definition = (METRIC_CATALOGUE as Record<string, (typeof METRIC_CATALOGUE)[MetricKey]>)[
      field
    ];
    if (definition?.averagedWhenLong && value !== null) out[field] = value / days;
  }
  return out as F;
}

/** Whether a metric's change compares daily averages: a count against a longer comparison range
 * (what a card says beside its change; comparisonBasis does the averaging). */
export function changeOnDailyAverages(
  metric: MetricKey,
  comparison: { averaged: boolean } | null | undefined,
): boolean {
  return Boolean(comparison?.averaged && METRIC_CATALOGUE[metric].averagedWhenLong);
}

/** The change of every catalogue field of two figure sets (unknown fields are skipped). */
export function changesOf<F extends Record<string, number | null>>(
  current: F,
  previous: F,
  comparable: boolean,
): Record<keyof F & MetricKey, MetricChange> {
  const out: Record<string, MetricChange> = {};
  for (const field of Object.keys(current)) {
    if (field in METRIC_CATALOGUE)
      out[field] = metricChange(field as MetricKey, current[field], previous[field], comparable);
  }
  return out as Record<keyof F & MetricKey, MetricChange>;
}
