// Which parts of the retail home a location offers (docs/product.md section 3, core's
// availableMetrics, and the analytics answers' own `unavailable` lists) and, for each missing one,
// why and where to act.
import {
  availableMetrics,
  canOpenSettingsPage,
  METRICS,
  normalizeLocationServices,
  type LocationServicesInput,
  type Metric,
  type SettingsPage,
} from '@footfall/core';
import type { RetailKpiKey } from './retail-kpis';

export type RetailChartKey =
  'traffic' | 'engagement' | 'visitDuration' | 'busiestHours' | 'returning' | 'insights';

/** Translation keys under retail.unavailable. */
export type UnavailableReason =
  'tierOffersNone' | 'walkInsNeedDoorCounter' | 'walkBysNeedSensorService' | 'visitorsNeedPlus';

/** The settings pages the retail home links to. */
export type LinkedSettingsPage = Extract<SettingsPage, 'info' | 'door-counters'>;

export interface MissingMetric {
  metric: Metric;
  reason: UnavailableReason;
  /** The settings page where it can be acted on (the tier is set on info), when allowed. */
  settingsPage: LinkedSettingsPage | null;
}

/** What a KPI or chart needs: every one of these metrics. */
const NEEDS: Record<RetailKpiKey | RetailChartKey, readonly Metric[]> = {
  visitors: ['FOOTTRAFFIC'],
  walkBys: ['WALK-BY'],
  walkIns: ['WALK-IN'],
  captureRate: ['WALK-BY', 'FOOTTRAFFIC'],
  engagers: ['FOOTTRAFFIC'],
  fqv: ['FOOTTRAFFIC'],
  avgDwell: ['FOOTTRAFFIC'],
  avgVisitDuration: ['FOOTTRAFFIC'],
  returningVisitors: ['FOOTTRAFFIC'],
  engagement: ['FOOTTRAFFIC'],
  visitDuration: ['FOOTTRAFFIC'],
  busiestHours: ['FOOTTRAFFIC'],
  returning: ['FOOTTRAFFIC'],
  // The traffic chart and the insights show whatever of these there is.
  traffic: [],
  insights: [],
};

/** Any of these is enough for the traffic chart and the insights. */
const ANY_OF: Partial<Record<RetailChartKey, readonly Metric[]>> = {
  traffic: ['FOOTTRAFFIC', 'WALK-BY', 'WALK-IN'],
  insights: ['FOOTTRAFFIC', 'WALK-BY'],
};

function reasonFor(services: LocationServicesInput, metric: Metric): UnavailableReason {
  const { service } = normalizeLocationServices(services);
  if (service !== 'PLUS' && service !== 'LITE') return 'tierOffersNone';
  if (metric === 'WALK-IN') return 'walkInsNeedDoorCounter';
  if (metric === 'WALK-BY') return 'walkBysNeedSensorService';
  return 'visitorsNeedPlus';
}

/** The tier is set on the location's info page; services are sold, not set in the app. */
function settingsPageFor(reason: UnavailableReason): LinkedSettingsPage | null {
  return reason === 'tierOffersNone' || reason === 'visitorsNeedPlus' ? 'info' : null;
}

export interface RetailAvailability {
  offered: ReadonlySet<Metric>;
  /** Every metric of METRICS not offered, in METRICS order. */
  missing: MissingMetric[];
  /** Null when the part shows; else the first missing metric it needs, with its explanation. */
  missingFor: (part: RetailKpiKey | RetailChartKey) => MissingMetric | null;
  /** Where to look when walk-ins are offered but no door counter reported: null if not allowed. */
  doorCountersPage: LinkedSettingsPage | null;
  /**
   * When the location offers nothing the retail home shows (no visitors, walk-bys nor walk-ins):
   * the one reason to give instead of every card; null when anything shows.
   */
  nothingOffered: MissingMetric | null;
}

export function retailAvailability(
  services: LocationServicesInput,
  /** The metrics the analytics answers list as unavailable (they win over the client's rule). */
  answeredUnavailable: readonly Metric[],
  permissions: ReadonlySet<string>,
): RetailAvailability {
  const refused = new Set(answeredUnavailable);
  const offered = new Set(availableMetrics(services).filter((metric) => !refused.has(metric)));
  const missing = METRICS.filter((metric) => !offered.has(metric)).map((metric): MissingMetric => {
    const reason = reasonFor(services, metric);
    const page = settingsPageFor(reason);
    return {
      metric,
      reason,
      settingsPage: page && canOpenSettingsPage(page, permissions, services) ? page : null,
    };
  });
  const missingOf = (metric: Metric) => missing.find((entry) => entry.metric === metric) ?? null;

  const missingFor = (part: RetailKpiKey | RetailChartKey): MissingMetric | null => {
    const anyOf = ANY_OF[part as RetailChartKey];
    if (anyOf) {
      return anyOf.some((metric) => offered.has(metric))
        ? null
        : missingOf(anyOf[0] ?? 'FOOTTRAFFIC');
    }
    const lacking = NEEDS[part].find((metric) => !offered.has(metric));
    return lacking ? missingOf(lacking) : null;
  };

  return {
    offered,
    missing,
    missingFor,
    // Every part of the page needs one of the traffic metrics: without any, nothing shows. The
    // walk-bys' reason is the first step (the sensor service, or a tier with analytics).
    nothingOffered: missingFor('traffic') && (missingOf('WALK-BY') ?? missingFor('traffic')),
    doorCountersPage:
      offered.has('WALK-IN') && canOpenSettingsPage('door-counters', permissions, services)
        ? 'door-counters'
        : null,
  };
}

/** The settings page's path for a location. */
export const settingsPath = (locationId: string, page: SettingsPage) =>
  `/main/settings/${encodeURIComponent(locationId)}/${page}`;
