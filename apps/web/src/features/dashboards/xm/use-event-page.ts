import { availableMetrics, type Location } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsParams } from '../../../api/analytics';
import {
  filtersComparison,
  toAnalyticsQuery,
  useDashboardFilters,
  type UseDashboardFilters,
} from '../shared/dashboard-filters';
import { formatDateRange } from '../shared/format-range';

export interface EventPage {
  filtersState: UseDashboardFilters;
  /** The filters' API parameters for the whole location (these pages have no area filter). */
  params: AnalyticsParams;
  /** The same by day: the headline figures and the day-by-day report share one answer. */
  dayParams: AnalyticsParams;
  /** The tier offers walk-bys or visitors: anything to ask foot-traffic for. */
  hasFigures: boolean;
  /** The tier offers walk-bys and visitors (impressions, capture rate, scores). */
  hasImpressions: boolean;
  /** The comparison range ("Oct 1 – 30, 2026") when comparing, for the KPI deltas. */
  comparisonRange: string | undefined;
  /** The range, added to export file names. */
  fileSuffix: string;
  /** The body of a generated report file (POST /report/<kind>) of the location and range. */
  reportRequest: { location_id: string; dates: [{ start_date: string; end_date: string }] };
}

/** What the live-event, show and attendee-tracking pages share: filters, parameters, tier. */
export function useEventPage(location: Location): EventPage {
  const { i18n } = useTranslation();
  const filtersState = useDashboardFilters(location);
  const { filters } = filtersState;
  const params = { ...toAnalyticsQuery(filters), area_id: null };
  const metrics = availableMetrics(location.services);
  return {
    filtersState,
    params,
    dayParams: { ...params, granularity: 'day' },
    hasFigures: metrics.includes('WALK-BY') || metrics.includes('FOOTTRAFFIC'),
    hasImpressions: metrics.includes('WALK-BY') && metrics.includes('FOOTTRAFFIC'),
    comparisonRange: filters.compare
      ? formatDateRange(filtersComparison(filters), i18n.language)
      : undefined,
    fileSuffix: `${filters.start}_${filters.end}`,
    reportRequest: {
      location_id: location.id,
      dates: [{ start_date: filters.start, end_date: filters.end }],
    },
  };
}
