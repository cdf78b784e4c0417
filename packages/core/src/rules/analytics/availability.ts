// Why a metric is missing at a location: the analytics answers list each metric the location's
// tier and services do not offer (docs/product.md section 3, rules/locations/metrics.ts) with a
// reason a user can act on, instead of numbers.
import { hasAreaAnalytics, type AddonInput } from '../locations/area-analytics';
import { availableMetrics, METRICS, type Metric } from '../locations/metrics';
import { normalizeLocationServices, type LocationServicesInput } from '../locations/services';
import { SERVICE_TIER_LABELS } from '../vocabulary';

export interface UnavailableMetric {
  metric: Metric;
  reason: string;
}

function reasonFor(services: LocationServicesInput, metric: Metric): string {
  const { service, sensor_services } = normalizeLocationServices(services);
  if (service !== 'PLUS' && service !== 'LITE')
    return `The ${SERVICE_TIER_LABELS[service]} tier offers no analytics metrics`;
  switch (metric) {
    case 'WALK-IN':
      return 'Walk-ins need a door counter (tag service DOORCOUNTER)';
    case 'WALK-BY':
      return 'Walk-bys need the sensor service FOOTTRAFFIC';
    case 'FOOTTRAFFIC':
      return 'Visitor metrics need the Plus tier';
    case 'HEATMAP':
      return service === 'LITE' || !sensor_services.includes('HEATMAP')
        ? 'Heatmaps need the Plus tier with the sensor service HEATMAP'
        : 'Heatmaps are not offered at this location';
  }
}

/** The metrics of METRICS this location does not offer, each with its reason. */
export function unavailableMetrics(services: LocationServicesInput): UnavailableMetric[] {
  const offered = new Set(availableMetrics(services));
  return METRICS.filter((metric) => !offered.has(metric)).map((metric) => ({
    metric,
    reason: reasonFor(services, metric),
  }));
}

/**
 * What the area analytics answers (dwell per area and group, journeys) list as unavailable:
 * nothing where the ADAM add-on or FOOTTRAFFIC brings them (rules/locations/area-analytics.ts),
 * else the missing FOOTTRAFFIC entry with its reason.
 */
export function areaAnalyticsUnavailable(
  services: LocationServicesInput,
  addon: AddonInput,
): UnavailableMetric[] {
  if (hasAreaAnalytics(services, addon)) return [];
  return unavailableMetrics(services).filter((entry) => entry.metric === 'FOOTTRAFFIC');
}
