// Foot-traffic and door-counter answers -> the retail home's headline figures, each with the
// change the API states for it (core's metric catalogue: relative for counts and durations,
// percentage points for rates, none when the comparison period is not comparable). Components
// draw these; nothing here computes a change.
import {
  changeOnDailyAverages,
  METRIC_CATALOGUE,
  type DoorCounterResponse,
  type FootTrafficResponse,
  type MetricChange,
  type MetricKey,
  type NotComparableReason,
} from '@footfall/core';
import { FIGURE_METRICS } from '../../../i18n/figure-labels';
import { basisOf, type FigureBasis } from '../shared/figure-basis';

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

export interface RetailKpi {
  key: RetailKpiKey;
  /** The catalogue's figure behind the card. */
  metric: MetricKey;
  format: KpiFormat;
  /** The figure of the whole selected range; null when not offered or without a denominator. */
  value: number | null;
  /** The change against the comparison range as the API states it; null without compare. */
  change: MetricChange | null;
  /** The change compares daily averages (a count against a twice-as-long range). */
  averaged: boolean;
  /** Why its answer's two periods are not comparable (which one lacks data), or null. */
  notComparableReason: NotComparableReason | null;
  /** A Wi-Fi estimate with its band, a door count, or null where the API states neither. */
  basis: FigureBasis | null;
}

/** The API field of each card (walk-ins: the door-counter answer's), the figure its label names. */
const FIELDS: Record<RetailKpiKey, MetricKey> = FIGURE_METRICS.retailKpis;

const FORMATS = { count: 'count', rate: 'rate', seconds: 'duration' } as const;

function formatOf(metric: MetricKey): KpiFormat {
  const unit = METRIC_CATALOGUE[metric].unit;
  return unit === 'rate' || unit === 'seconds' ? FORMATS[unit] : 'count';
}

/** Every headline figure, in RETAIL_KPI_KEYS order; either answer may still be missing. */
export function retailKpis(
  footTraffic: FootTrafficResponse | undefined,
  doorCounter: DoorCounterResponse | undefined,
): RetailKpi[] {
  return RETAIL_KPI_KEYS.map((key): RetailKpi => {
    const metric = FIELDS[key];
    const door = key === 'walkIns';
    const answer = door ? doorCounter : footTraffic;
    const comparison = answer?.comparison ?? null;
    const totals = answer?.totals as Partial<Record<MetricKey, number | null>> | undefined;
    const changes = comparison?.changes as Partial<Record<MetricKey, MetricChange>> | undefined;
    return {
      key,
      metric,
      format: formatOf(metric),
      value: totals?.[metric] ?? null,
      change: changes?.[metric] ?? null,
      averaged: changeOnDailyAverages(metric, comparison),
      notComparableReason: comparison?.not_comparable_reason ?? null,
      basis: basisOf(metric, answer),
    };
  });
}

/** Walk-ins are offered but no door counter sent a count in the range (nothing to show). */
export const doorCountersSilent = (doorCounter: DoorCounterResponse | undefined) =>
  doorCounter !== undefined &&
  doorCounter.unavailable.every((item) => item.metric !== 'WALK-IN') &&
  doorCounter.buckets.length === 0;
