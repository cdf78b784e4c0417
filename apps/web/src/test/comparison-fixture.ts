// A compare=1 answer's `comparison` for tests, its changes made by core's rule exactly as the
// server makes them (changesOf), so tests never hand-write a change.
import { changesOf, type MetricChange } from '@footfall/core';

export interface ComparisonFixtureOptions {
  start_date?: string;
  end_date?: string;
  days?: number;
  averaged?: boolean;
  comparable?: boolean;
  previous_cut_at?: string | null;
}

export function comparisonFixture<F extends Record<string, number | null>>(
  current: F,
  previous: F,
  options: ComparisonFixtureOptions = {},
) {
  const comparable = options.comparable ?? true;
  return {
    start_date: options.start_date ?? '2026-02-23',
    end_date: options.end_date ?? '2026-03-01',
    days: options.days ?? 7,
    averaged: options.averaged ?? false,
    comparable,
    current_coverage: 1,
    previous_coverage: comparable ? 1 : 0.05,
    not_comparable_reason: comparable ? null : ('previous_coverage_low' as const),
    previous_cut_at: options.previous_cut_at ?? null,
    current,
    previous,
    changes: changesOf(current, previous, comparable) as Record<keyof F, MetricChange>,
  };
}
