// Score grades (docs/product.md section 11): a location's rate is placed among the corporation's
// locations of the same type by its percentile rank, and the rank falls in a band. The product
// request gives no thresholds; ours are documented in docs/analytics-api.md.
import type { QualityGrade } from '../vocabulary';

/** Lower bound (inclusive percentile) of each band, best band last; "high" is above the 95th. */
export const GRADE_BANDS: readonly { grade: QualityGrade; from: number }[] = [
  { grade: 'average', from: 0 },
  { grade: 'fair', from: 40 },
  { grade: 'good', from: 60 },
  { grade: 'very good', from: 75 },
  { grade: 'prime', from: 85 },
  { grade: 'outstanding', from: 90 },
  { grade: 'high', from: 95 },
];

/**
 * Percentile rank (0-100) of `value` among `peers` (the location itself included): the share of
 * peers strictly below plus half of those equal (mid-rank, so ties sit together). Null when
 * there is nobody to compare with (fewer than two values).
 */
export function percentileRank(value: number, peers: readonly number[]): number | null {
  if (peers.length < 2) return null;
  let below = 0;
  let equal = 0;
  for (const peer of peers) {
    if (peer < value) below += 1;
    else if (peer === value) equal += 1;
  }
  return (100 * (below + equal / 2)) / peers.length;
}

/** The band of a percentile rank; "high" only strictly above the 95th percentile. */
export function gradeForPercentile(percentile: number): QualityGrade {
  if (percentile > 95) return 'high';
  let grade: QualityGrade = 'average';
  for (const band of GRADE_BANDS)
    if (band.grade !== 'high' && percentile >= band.from) grade = band.grade;
  return grade;
}

/** Grade of a value among peers, or null (no value, or nobody to compare with). */
export function gradeAmongPeers(
  value: number | null,
  peers: readonly number[],
): { percentile: number | null; grade: QualityGrade | null } {
  if (value === null) return { percentile: null, grade: null };
  const percentile = percentileRank(value, peers);
  return { percentile, grade: percentile === null ? null : gradeForPercentile(percentile) };
}
