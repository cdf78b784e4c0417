// Foot-traffic and door-counter answers -> the retail home's headline figures, each with its change
// against the comparison range. Components draw these; they compute nothing.
import type { DoorCounterResponse, FootTrafficFigures, FootTrafficResponse } from '@footfall/core';

export const RETAIL_KPI_KEYS = [
  'visitors',
  'walkBys',
  'walkIns',
  'captureRate',
  'engagers',
  'fqv',
  'avgDwell',
  'avgVisitDuration',
  'returningVisitors',
] as const;
export type RetailKpiKey = (typeof RETAIL_KPI_KEYS)[number];

/** How a figure is written: a count, a rate 0-1 (shown as a percentage) or seconds (min and s). */
export type KpiFormat = 'count' | 'rate' | 'duration';

export interface KpiComparison {
  /** The selected range on the comparison's basis: a daily average when `averaged`. */
  current: number;
  previous: number;
  /**
   * Counts and durations: relative change (0.12 = +12 %); rates: difference in percentage points
   * as a fraction (0.03 = +3 points). Null when the previous count was 0 (no relative change).
   */
  change: number | null;
  changeKind: 'relative' | 'points';
  /** Counts are daily averages (the comparison range is twice as long as the selection). */
  averaged: boolean;
}

export interface RetailKpi {
  key: RetailKpiKey;
  format: KpiFormat;
  /** The figure of the whole selected range; null when not offered or without a denominator. */
  value: number | null;
  /**
   * The comparison range's figure on the basis of `value` (a daily average times the selected
   * days when averaged), so value vs previous moves exactly as the daily averages do.
   */
  previous: number | null;
  comparison: KpiComparison | null;
}

/** The previous figure scaled to the selected range's total when counts are daily averages. */
function previousOnValueBasis(comparison: KpiComparison | null, days: number): number | null {
  if (!comparison) return null;
  return comparison.averaged ? comparison.previous * days : comparison.previous;
}

type FootTrafficField = keyof FootTrafficFigures;

const FOOT_TRAFFIC_KPIS: Record<
  Exclude<RetailKpiKey, 'walkIns'>,
  { field: FootTrafficField; format: KpiFormat }
> = {
  visitors: { field: 'visitors', format: 'count' },
  walkBys: { field: 'walk_bys', format: 'count' },
  captureRate: { field: 'capture_rate', format: 'rate' },
  engagers: { field: 'engagers', format: 'count' },
  fqv: { field: 'fqv', format: 'count' },
  avgDwell: { field: 'avg_dwell_s', format: 'duration' },
  avgVisitDuration: { field: 'avg_visit_duration_s', format: 'duration' },
  returningVisitors: { field: 'returning_visitors', format: 'count' },
};

/** The change between two figures of one format; null when it cannot be expressed. */
export function kpiComparison(
  format: KpiFormat,
  current: number | null | undefined,
  previous: number | null | undefined,
  averaged: boolean,
): KpiComparison | null {
  if (current == null || previous == null) return null;
  if (format === 'rate') {
    return { current, previous, change: current - previous, changeKind: 'points', averaged };
  }
  const change = previous === 0 ? null : (current - previous) / previous;
  return {
    current,
    previous,
    change,
    changeKind: 'relative',
    averaged: averaged && format === 'count',
  };
}

/** Every headline figure, in RETAIL_KPI_KEYS order; either answer may still be missing. */
export function retailKpis(
  footTraffic: FootTrafficResponse | undefined,
  doorCounter: DoorCounterResponse | undefined,
): RetailKpi[] {
  return RETAIL_KPI_KEYS.map((key): RetailKpi => {
    if (key === 'walkIns') {
      const answer = doorCounter?.comparison;
      const comparison = answer
        ? kpiComparison('count', answer.current.walk_ins, answer.previous.walk_ins, answer.averaged)
        : null;
      return {
        key,
        format: 'count',
        value: doorCounter?.totals.walk_ins ?? null,
        previous: previousOnValueBasis(comparison, doorCounter?.range.days ?? 0),
        comparison,
      };
    }
    const { field, format } = FOOT_TRAFFIC_KPIS[key];
    const answer = footTraffic?.comparison;
    const comparison = answer
      ? kpiComparison(format, answer.current[field], answer.previous[field], answer.averaged)
      : null;
    return {
      key,
      format,
      value: footTraffic?.totals[field] ?? null,
      previous: previousOnValueBasis(comparison, footTraffic?.range.days ?? 0),
      comparison,
    };
  });
}

/** Walk-ins are offered but no door counter sent a count in the range (nothing to show). */
export const doorCountersSilent = (doorCounter: DoorCounterResponse | undefined) =>
  doorCounter !== undefined &&
  doorCounter.unavailable.every((item) => item.metric !== 'WALK-IN') &&
  doorCounter.buckets.length === 0;
