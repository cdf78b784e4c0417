// The comparison report's metrics (docs/product.md section 3's display words: mean, attraction,
// engagement, dwell, FQV) computed from a location's totals over a range, how two ranges compare,
// and the grading rule the report explains. The four rates are exactly the scores' (scores API);
// "mean" is ours: the product request names it without a definition (see docs/reports.md).
import type { ComparisonMetric, QualityGrade } from '../vocabulary';
import { GRADE_BANDS } from './grades';

/** Sums of a location's rollups over a range (what the scores statement reads). */
export interface ComparisonTotals {
  walk_bys: number;
  visitors: number;
  engagers: number;
  /** Null where the location has no areas (fqvFigure). */
  fqv: number | null;
  dwell_s_sum: number;
}

/** How a metric's value reads: visitors per day, a 0..1 rate, or seconds. */
export type ComparisonMetricUnit = 'per_day' | 'rate' | 'seconds';

export const COMPARISON_METRIC_UNITS: Record<ComparisonMetric, ComparisonMetricUnit> = {
  mean: 'per_day',
  attraction: 'rate',
  engagement: 'rate',
  dwell: 'seconds',
  FQV: 'rate',
};

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * The five metrics of one location over a range of `days` local days:
 * - mean: average visitors per day of the range. Every day of the range counts, with or without
 *   data, so locations (and a range and its longer comparison range) are compared on the same
 *   calendar: a closed day lowers the mean as it lowers the visitors.
 * - attraction: capture rate, visitors / (visitors + walk-bys).
 * - engagement: engagement rate, engagers / visitors.
 * - dwell: average dwell in seconds, dwell seconds / visitors.
 * - FQV: FQV rate, frequent qualified visitors / visitors (null without areas: fqvFigure).
 * A rate without its denominator (no visitors) is null; so is every metric without totals.
 */
export function comparisonMetricsOf(
  totals: ComparisonTotals | null,
  days: number,
): Record<ComparisonMetric, number | null> {
  if (!totals) return { mean: null, attraction: null, engagement: null, dwell: null, FQV: null };
  return {
    mean: days > 0 ? totals.visitors / days : null,
    attraction: ratio(totals.visitors, totals.visitors + totals.walk_bys),
    engagement: ratio(totals.engagers, totals.visitors),
    dwell: ratio(totals.dwell_s_sum, totals.visitors),
    FQV: totals.fqv === null ? null : ratio(totals.fqv, totals.visitors),
  };
}

/** One band of the grading rule as the report explains it: percentiles from `from` up to `to`. */
export interface GradeBandRule {
  grade: QualityGrade;
  /** Lowest percentile rank of the band (inclusive; "high": exclusive, strictly above). */
  from: number;
  /** Where the next band starts (exclusive, but the 95th percentile itself is still
   * "outstanding": "high" is strictly above it); null for the best band. */
  to: number | null;
}

/**
 * The bands of core's grades (GRADE_BANDS, gradeForPercentile) as ranges, worst first. A
 * location's value is ranked among the corporation's locations of the same type that have data
 * in the same range (percentileRank: share below plus half of the ties); the rank's band is its
 * grade. Fewer than two such locations: no grade.
 */
export function gradeBandRules(): GradeBandRule[] {
  return GRADE_BANDS.map((band, index) => ({
    grade: band.grade,
    from: band.from,
    to: GRADE_BANDS[index + 1]?.from ?? null,
  }));
}
