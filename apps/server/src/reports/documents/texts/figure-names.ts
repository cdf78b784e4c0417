// The report's names of catalogue figures come from core's one label catalogue (METRIC_LABELS),
// the one the web's cards and the mails use; only names of report-only figures are written here.
import { METRIC_LABELS, type Locale, type ReportMetric } from '@footfall/core';

export function catalogueKpiNames(locale: Locale) {
  const labels = METRIC_LABELS[locale];
  return {
    impressions: labels.impressions,
    visitors: labels.visitors,
    walkBys: labels.walk_bys,
    walkIns: labels.walk_ins,
    engagers: labels.engagers,
    engagementRate: labels.engagement_rate,
    captureRate: labels.capture_rate,
    avgDwell: labels.avg_dwell_s,
    avgVisitDuration: labels.avg_visit_duration_s,
    fqv: labels.fqv,
    returningVisitors: labels.returning_visitors,
    randomizedVisitors: labels.randomized_visitors,
  };
}

/** A saved report's metrics by the names the document's key figures give them. */
export function reportMetricNames(
  kpis: ReturnType<typeof catalogueKpiNames>,
): Record<ReportMetric, string> {
  return {
    visitors: kpis.visitors,
    walk_bys: kpis.walkBys,
    walk_ins: kpis.walkIns,
    capture_rate: kpis.captureRate,
    engagement_rate: kpis.engagementRate,
    avg_dwell_s: kpis.avgDwell,
    fqv: kpis.fqv,
  };
}
