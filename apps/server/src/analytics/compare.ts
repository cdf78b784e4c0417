// compare=1 (DESIGN.md section 7): the comparison range's figures beside the selected range's.
// Ranges longer than 15 days compare against twice their length, so counts are then given as
// daily averages on both sides; rates and averages are already comparable as they are.
import type { AnalyticsScope } from './scope';

export function comparisonOf<F extends Record<string, number | null>>(
  scope: AnalyticsScope,
  current: F,
  previous: F,
  countFields: readonly (keyof F)[],
) {
  const comparison = scope.comparison;
  if (!comparison) return null;
  const onBasis = (figures: F, days: number): F => {
    if (!comparison.averaged) return figures;
    const averaged: Record<string, number | null> = { ...figures };
    for (const field of countFields) {
      const value = figures[field];
      averaged[field as string] = value === null ? null : value / days;
    }
    return averaged as F;
  };
  return {
    start_date: comparison.start,
    end_date: comparison.end,
    days: comparison.days,
    averaged: comparison.averaged,
    current: onBasis(current, scope.window.days),
    previous: onBasis(previous, comparison.days),
  };
}

/** Where a query must start reading: the comparison range's start when there is one. */
export function scanStart(scope: AnalyticsScope): { scan_from: string; scan_start: string } {
  return {
    scan_from: scope.comparison?.from ?? scope.window.from,
    scan_start: scope.comparison?.start ?? scope.window.start,
  };
}
