// compare=1 (docs/product.md section 9, docs/analytics-api.md): the comparison range's figures
// beside the selected range's, on the comparison's basis (core's comparisonBasis: counts become
// daily averages when the comparison range is twice as long), whether the two are comparable by
// their data coverage (core's comparabilityOf) and every figure's change by the metric catalogue
// (core's changesOf). No surface computes a change of its own: they all read `changes`.
import { changesOf, comparabilityOf, comparisonBasis, type PeriodCoverage } from '@footfall/core';
import type { AnalyticsScope } from './scope';

export function comparisonOf<F extends Record<string, number | null>>(
  scope: AnalyticsScope,
  current: F,
  previous: F,
  coverage: { current: PeriodCoverage; previous: PeriodCoverage | null },
) {
  const comparison = scope.comparison;
  if (!comparison || !coverage.previous) return null;
  const comparability = comparabilityOf(coverage.current, coverage.previous);
  const currentFigures = comparisonBasis(current, comparison.currentDays, comparison.averaged);
  const previousFigures = comparisonBasis(previous, comparison.previousDays, comparison.averaged);
  return {
    start_date: comparison.start,
    end_date: comparison.end,
    days: comparison.days,
    averaged: comparison.averaged,
    comparable: comparability.comparable,
    current_coverage: comparability.current_coverage,
    previous_coverage: comparability.previous_coverage,
    not_comparable_reason: comparability.reason,
    previous_cut_at: comparison.cutAt,
    current: currentFigures,
    previous: previousFigures,
    changes: changesOf(currentFigures, previousFigures, comparability.comparable),
  };
}

/** The location's hourly_rollups rows (as h) that the selection and its comparison read, with
 * scanStart's parameters and the selection's; in business hours only when asked. */
export const SCANNED_HOURS = `h.location_id = :location_id
    and h.hour_start >= cast(:scan_from as timestamptz) and h.hour_start < cast(:to as timestamptz)
    and h.local_date between :scan_start and :end_date
    and (h.hour_start >= cast(:from as timestamptz)
      or h.hour_start < cast(:previous_to as timestamptz))
    and (not :business_hours or h.in_business_hours)`;

/** Where a query must start reading: the comparison range's start when there is one, and where
 * the comparison range stops (its cut, or the selection's start). A daily read takes the
 * comparison days before `cut_date` whole and that day by the hour, up to the cut. */
export function scanStart(scope: AnalyticsScope): {
  scan_from: string;
  scan_start: string;
  previous_to: string;
  cut_date: string;
} {
  return {
    scan_from: scope.comparison?.from ?? scope.window.from,
    scan_start: scope.comparison?.start ?? scope.window.start,
    previous_to: scope.comparison?.cutAt ?? scope.window.from,
    cut_date: scope.comparison?.cutDate ?? scope.window.start,
  };
}
