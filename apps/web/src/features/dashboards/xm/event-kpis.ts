// The headline figures of the live-event and show pages, each with the change the API states
// (core's metric catalogue) and the metric it needs, so a figure the tier does not offer can say
// why.
import {
  changeOnDailyAverages,
  metricChange,
  type FootTrafficFigures,
  type FootTrafficResponse,
  type Metric,
  type MetricChange,
  type UnavailableMetric,
} from '@footfall/core';
import { basisOf, type FigureBasis } from '../shared/figure-basis';
import { impressionsOf } from './event-figures';

export const EVENT_KPI_KEYS = [
  'impressions',
  'visitors',
  'walkBys',
  'captureRate',
  'engagementRate',
  'avgDwell',
  'fqv',
] as const;
export type EventKpiKey = (typeof EVENT_KPI_KEYS)[number];

export type EventKpiKind = 'count' | 'rate' | 'duration';

export interface EventKpi {
  key: EventKpiKey;
  kind: EventKpiKind;
  value: number | null;
  /** The change against the comparison range as the API states it (core's catalogue); for
   * impressions, core's rule applied to the answer's walk-bys + visitors. Null without compare. */
  change: MetricChange | null;
  /** The change compares daily averages (a count against a longer range; core's catalogue). */
  averaged: boolean;
  /** Why the figure is missing, when the tier does not offer a metric it needs. */
  unavailable: UnavailableMetric | null;
  /** The answer's estimate where it covers the figure (visitors, FQV); null otherwise. */
  basis: FigureBasis | null;
}

const KPI_SOURCES: Record<
  EventKpiKey,
  {
    kind: EventKpiKind;
    needs: readonly Metric[];
    read: (figures: FootTrafficFigures) => number | null;
    /** The answer's field holding the figure and its change; impressions are derived. */
    field: keyof FootTrafficFigures | null;
  }
> = {
  impressions: {
    kind: 'count',
    needs: ['WALK-BY', 'FOOTTRAFFIC'],
    read: impressionsOf,
    field: null,
  },
  visitors: { kind: 'count', needs: ['FOOTTRAFFIC'], read: (f) => f.visitors, field: 'visitors' },
  walkBys: { kind: 'count', needs: ['WALK-BY'], read: (f) => f.walk_bys, field: 'walk_bys' },
  captureRate: {
    kind: 'rate',
    needs: ['WALK-BY', 'FOOTTRAFFIC'],
    read: (f) => f.capture_rate,
    field: 'capture_rate',
  },
  engagementRate: {
    kind: 'rate',
    needs: ['FOOTTRAFFIC'],
    read: (f) => f.engagement_rate,
    field: 'engagement_rate',
  },
  avgDwell: {
    kind: 'duration',
    needs: ['FOOTTRAFFIC'],
    read: (f) => f.avg_dwell_s,
    field: 'avg_dwell_s',
  },
  fqv: { kind: 'count', needs: ['FOOTTRAFFIC'], read: (f) => f.fqv, field: 'fqv' },
};

/** The figures of `keys` from a foot-traffic answer (asked with compare=1 for the deltas). */
export function eventKpis(response: FootTrafficResponse, keys: readonly EventKpiKey[]): EventKpi[] {
  return keys.map((key) => {
    const source = KPI_SOURCES[key];
    const comparison = response.comparison;
    let change: MetricChange | null = null;
    if (comparison) {
      change = source.field
        ? comparison.changes[source.field]
        : metricChange(
            'impressions',
            source.read(comparison.current),
            source.read(comparison.previous),
            comparison.comparable,
          );
    }
    return {
      key,
      kind: source.kind,
      value: source.read(response.totals),
      change,
      averaged: changeOnDailyAverages(source.field ?? 'impressions', comparison),
      unavailable: response.unavailable.find((item) => source.needs.includes(item.metric)) ?? null,
      basis: source.field ? basisOf(source.field, response) : null,
    };
  });
}

/** True when the answer has no figure at all: the tier offers none of the metrics. */
export function offersNoFigures(response: FootTrafficResponse): boolean {
  const offered = (metric: Metric) => !response.unavailable.some((item) => item.metric === metric);
  return !offered('WALK-BY') && !offered('FOOTTRAFFIC');
}
