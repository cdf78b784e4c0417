// The area analytics: visitors and dwell per area and area group, each area's attraction and the
// journeys between areas. They are the ADAM add-on's own analytics, so the add-on brings them to
// any tier (ZERO, "add-on only", and PREMIUM included); without it they come with the FOOTTRAFFIC
// metric (docs/product.md section 3). The tier metrics themselves are not touched: a ZERO or
// PREMIUM location with ADAM still offers no WALK-BY, FOOTTRAFFIC, WALK-IN or HEATMAP (metrics.ts).
import { parseAddon, type AddonFlags } from './addon';
import { isMetricAvailable } from './metrics';
import type { LocationServicesInput } from './services';

export type AddonInput = string | AddonFlags | null | undefined;

/** What gives a location its area analytics: the ADAM add-on first, else its FOOTTRAFFIC metric. */
export type AreaAnalyticsSource = 'ADAM' | 'FOOTTRAFFIC';

export function areaAnalyticsSource(
  services: LocationServicesInput,
  addon: AddonInput,
): AreaAnalyticsSource | null {
  if (parseAddon(addon).adam) return 'ADAM';
  return isMetricAvailable(services, 'FOOTTRAFFIC') ? 'FOOTTRAFFIC' : null;
}

/** Whether dwell per area and area group, area attraction and journeys are answered. */
export function hasAreaAnalytics(services: LocationServicesInput, addon: AddonInput): boolean {
  return areaAnalyticsSource(services, addon) !== null;
}

/**
 * An area's (or area group's) attraction: the share of the location's visitors who went into it,
 * area visitors / location visitors over the same hours. The location's visitors are the
 * pipeline's (people inside for at least min_visit, whatever the tier), so the figure needs no
 * walk-by and means the same with the add-on alone. Null when the location had no visitor.
 */
export function areaAttraction(areaVisitors: number, locationVisitors: number): number | null {
  return locationVisitors > 0 ? areaVisitors / locationVisitors : null;
}
