// What the chart card says about missing data (the `completeness` and `unavailable` of every
// analytics answer, docs/analytics-api.md).
import type { Completeness, UnavailableMetric } from '@footfall/core';

export interface CompletenessSummary {
  /** Fewer gateways reported than are connected, or some hours have no data at all. */
  partial: boolean;
  /** No gateway reported anything in the range. */
  none: boolean;
  /**
   * Worth a warning: a gateway is silent, or more than 5 % of the hours have no data. A few
   * missing hours (the hour now starting, a short outage) get a quiet note instead.
   */
  serious: boolean;
  gatewaysReporting: number;
  gatewaysConnected: number;
  hoursWithoutData: number;
  hoursInRange: number;
}

/** Up to this share of hours without data is a minor gap. */
const MINOR_MISSING_SHARE = 0.05;

export function summarizeCompleteness(completeness: Completeness): CompletenessSummary {
  const none =
    completeness.gateways_reporting === 0 ||
    (completeness.hours_in_range > 0 &&
      completeness.hours_without_data >= completeness.hours_in_range);
  const partial =
    none ||
    completeness.hours_without_data > 0 ||
    completeness.gateways_reporting < completeness.gateways_connected;
  const serious =
    none ||
    completeness.gateways_reporting < completeness.gateways_connected ||
    completeness.hours_without_data > MINOR_MISSING_SHARE * completeness.hours_in_range;
  return {
    partial,
    none,
    serious,
    gatewaysReporting: completeness.gateways_reporting,
    gatewaysConnected: completeness.gateways_connected,
    hoursWithoutData: completeness.hours_without_data,
    hoursInRange: completeness.hours_in_range,
  };
}

export type UnavailableReasonKey =
  'noAnalytics' | 'walkIn' | 'walkBy' | 'footTraffic' | 'heatmap' | 'heatmapNotOffered';

/** The catalogue key (under `dashboards.unavailable`) of why a metric is missing. */
export function unavailableReasonKey(item: UnavailableMetric): UnavailableReasonKey {
  if (/offers no analytics metrics/i.test(item.reason)) return 'noAnalytics';
  switch (item.metric) {
    case 'WALK-IN':
      return 'walkIn';
    case 'WALK-BY':
      return 'walkBy';
    case 'FOOTTRAFFIC':
      return 'footTraffic';
    case 'HEATMAP':
      return /not offered at this location/i.test(item.reason) ? 'heatmapNotOffered' : 'heatmap';
  }
}
