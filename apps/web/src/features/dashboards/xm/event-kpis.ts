// The headline figures of the live-event and show pages, each with its comparison figure on the
// same basis and the metric it needs, so a figure the tier does not offer can say why.
import type {
  FootTrafficFigures,
  FootTrafficResponse,
  Metric,
  UnavailableMetric,
} from '@footfall/core';
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
  /**
   * The comparison range's figure on the basis of `value`: when the API compares daily averages
   * (ranges over 15 days), a count's previous daily average times the selected days, so value vs
   * previous moves exactly as the daily averages do. Null without a comparison.
   */
  previous: number | null;
  /** Why the figure is missing, when the tier does not offer a metric it needs. */
  unavailable: UnavailableMetric | null;
}

const KPI_SOURCES: Record<
  EventKpiKey,
  {
    kind: EventKpiKind;
    needs: readonly Metric[];
    read: (figures: FootTrafficFigures) => number | null;
  }
> = {
  impressions: { kind: 'count', needs: ['WALK-BY', 'FOOTTRAFFIC'], read: impressionsOf },
  visitors: { kind: 'count', needs: ['FOOTTRAFFIC'], read: (f) => f.visitors },
  walkBys: { kind: 'count', needs: ['WALK-BY'], read: (f) => f.walk_bys },
  captureRate: { kind: 'rate', needs: ['WALK-BY', 'FOOTTRAFFIC'], read: (f) => f.capture_rate },
  engagementRate: { kind: 'rate', needs: ['FOOTTRAFFIC'], read: (f) => f.engagement_rate },
  avgDwell: { kind: 'duration', needs: ['FOOTTRAFFIC'], read: (f) => f.avg_dwell_s },
  fqv: { kind: 'count', needs: ['FOOTTRAFFIC'], read: (f) => f.fqv },
};

/** The figures of `keys` from a foot-traffic answer (asked with compare=1 for the deltas). */
export function eventKpis(response: FootTrafficResponse, keys: readonly EventKpiKey[]): EventKpi[] {
  return keys.map((key) => {
    const source = KPI_SOURCES[key];
    const comparison = response.comparison;
    let previous: number | null = null;
    if (comparison) {
      const before = source.read(comparison.previous);
      const scale = comparison.averaged && source.kind === 'count' ? response.range.days : 1;
      previous = before === null ? null : before * scale;
    }
    return {
      key,
      kind: source.kind,
      value: source.read(response.totals),
      previous,
      unavailable: response.unavailable.find((item) => source.needs.includes(item.metric)) ?? null,
    };
  });
}

/** True when the answer has no figure at all: the tier offers none of the metrics. */
export function offersNoFigures(response: FootTrafficResponse): boolean {
  const offered = (metric: Metric) => !response.unavailable.some((item) => item.metric === metric);
  return !offered('WALK-BY') && !offered('FOOTTRAFFIC');
}
