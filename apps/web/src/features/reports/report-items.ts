// The per-location metrics of a saved report: every covered location, with its own metric set
// (an item) or the report's.
import {
  REPORT_METRICS,
  type ReportItem,
  type ReportItemRequest,
  type ReportMetric,
} from '@footfall/core';
import type { CoveredLocation } from './report-scope';

export interface ItemRow {
  locationId: string;
  name: string;
  /** The location's override; null while it uses the report's metrics. */
  item: ReportItem | null;
  /** The metrics the location is reported with. */
  metrics: ReportMetric[];
}

export const inMetricOrder = (metrics: readonly ReportMetric[]): ReportMetric[] =>
  REPORT_METRICS.filter((metric) => metrics.includes(metric));

/** One row per covered location; an item of a location no longer covered is not shown. */
export function itemRows(
  covered: readonly CoveredLocation[],
  items: readonly ReportItem[],
  reportMetrics: readonly ReportMetric[],
): ItemRow[] {
  const byLocation = new Map(items.map((item) => [item.location_id, item]));
  return covered.map((location) => {
    const item = byLocation.get(location.id) ?? null;
    return {
      locationId: location.id,
      name: location.name,
      item,
      metrics: inMetricOrder(item ? item.metrics : reportMetrics),
    };
  });
}

export function sameMetrics(a: readonly ReportMetric[], b: readonly ReportMetric[]): boolean {
  const left = inMetricOrder(a);
  const right = inMetricOrder(b);
  return left.length === right.length && left.every((metric, index) => metric === right[index]);
}

/** What saving a row sends: a POST for a new override, a PUT of the existing item otherwise. */
export function itemSaveOf(
  row: ItemRow,
  metrics: readonly ReportMetric[],
): { itemId: string | null; body: ReportItemRequest } {
  return {
    itemId: row.item?.id ?? null,
    body: { location_id: row.locationId, metrics: inMetricOrder(metrics) },
  };
}
