import { availableMetrics, type Location, type NotComparableReason } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsParams } from '../../../api/analytics';
import {
  filtersComparison,
  toAnalyticsQuery,
  useDashboardFilters,
  type UseDashboardFilters,
} from '../shared/dashboard-filters';
import { notComparableText } from '../shared/comparison-wording';
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
  /** "vs Oct 1 – 30, 2026" when comparing, for the KPI deltas. */
  comparisonLabel: string | undefined;
  /** Said instead of a delta when the comparison period is not comparable. */
  /** What a card says instead of a delta when the two periods are not comparable, by why. */
  notComparable: ((reason: NotComparableReason | null) => string) | undefined;
  /** The range, added to export file names. */
  fileSuffix: string;
  /** The body of a generated report file (POST /report/<kind>) of the location and range. */
  reportRequest: { location_id: string; dates: [{ start_date: string; end_date: string }] };
}

/** What the live-event, show and attendee-tracking pages share: filters, parameters, tier. */
export function useEventPage(location: Location): EventPage {
  const { t, i18n } = useTranslation();
  const filtersState = useDashboardFilters(location);
  const { filters } = filtersState;
  const params = { ...toAnalyticsQuery(filters), area_id: null };
  const metrics = availableMetrics(location.services);
  const comparison = filtersComparison(filters);
  return {
    filtersState,
    params,
    dayParams: { ...params, granularity: 'day' },
    hasFigures: metrics.includes('WALK-BY') || metrics.includes('FOOTTRAFFIC'),
    hasImpressions: metrics.includes('WALK-BY') && metrics.includes('FOOTTRAFFIC'),
    comparisonLabel: filters.compare
      ? t(
          comparison.averaged
            ? 'dashboards.controls.comparisonAveraged'
            : 'dashboards.controls.comparison',
          {
            range: formatDateRange(comparison, i18n.language),
          },
        )
      : undefined,
    notComparable: filters.compare
      ? (reason: NotComparableReason | null) =>
          notComparableText(formatDateRange(comparison, i18n.language), i18n.language, reason)
      : undefined,
    fileSuffix: `${filters.start}_${filters.end}`,
    reportRequest: {
      location_id: location.id,
      dates: [{ start_date: filters.start, end_date: filters.end }],
    },
  };
}
