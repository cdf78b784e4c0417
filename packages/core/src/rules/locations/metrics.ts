import { normalizeLocationServices, type LocationServicesInput } from './services';

export const METRICS = ['WALK-BY', 'FOOTTRAFFIC', 'WALK-IN', 'HEATMAP'] as const;
export type Metric = (typeof METRICS)[number];

/**
 * Metrics a location offers, exactly docs/product.md section 3, in METRICS order:
 * - PLUS: WALK-BY and FOOTTRAFFIC; WALK-IN with tag service DOORCOUNTER; HEATMAP with sensor
 *   service HEATMAP.
 * - LITE: WALK-BY with sensor service FOOTTRAFFIC; WALK-IN with tag service DOORCOUNTER (each on
 *   its own: a LITE location with door counters only still offers WALK-IN).
 * - Any other tier, PREMIUM included, offers none: the product request gives other tiers none
 * (docs/product.md section 3). This looks
 *   odd for the top tier but is the written rule; do not "fix" it here without a product decision.
 */
export function availableMetrics(services: LocationServicesInput): Metric[] {
  const { service, tag_services, sensor_services } = normalizeLocationServices(services);
  const doorCounter = tag_services.includes('DOORCOUNTER');
  const offered = new Set<Metric>();
  if (service === 'PLUS') {
    offered.add('WALK-BY').add('FOOTTRAFFIC');
    if (doorCounter) offered.add('WALK-IN');
    if (sensor_services.includes('HEATMAP')) offered.add('HEATMAP');
  } else if (service === 'LITE') {
    if (sensor_services.includes('FOOTTRAFFIC')) offered.add('WALK-BY');
    if (doorCounter) offered.add('WALK-IN');
  }
  return METRICS.filter((metric) => offered.has(metric));
}

export function isMetricAvailable(services: LocationServicesInput, metric: Metric): boolean {
  return availableMetrics(services).includes(metric);
}
