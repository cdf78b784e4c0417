import type { Location } from '@footfall/core';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  useConnectivity,
  useHeatmap,
  useInteractions,
  type AnalyticsParams,
} from '../../api/analytics';
import { useLocationFloorPlan } from '../../api/floor-plans';
import type { ScreenKey } from '../../app/screen-handle';
import { useLocale } from '../../i18n/use-locale';
import { ConnectivityView } from '../dashboards/connectivity/connectivity-view';
import { connectivityGranularity } from '../dashboards/connectivity/connectivity-charts';
import { HeatmapView } from '../dashboards/heatmap/heatmap-view';
import { useHeatmapSelection } from '../dashboards/heatmap/use-heatmap-selection';
import { JourneySankey } from '../dashboards/journey/journey-sankey';
import {
  localToday,
  parseDashboardFilters,
  toAnalyticsQuery,
} from '../dashboards/shared/dashboard-filters';
import { formatDateRange } from '../dashboards/shared/format-range';
import { PendingDaysAlert, useRefreshWhilePending } from '../dashboards/shared/pending-days-notice';
import { sharedRange } from './shared-range';

interface SharedChartProps {
  screen: ScreenKey | null;
  location: Location;
}

/**
 * The shared chart itself, read-only: the same components as the app's pages, for the token's
 * location and the range of the link (`start`, `end`, `bh`; default the last 30 days). The HTTP
 * client sends the page's token with every call.
 */
export function SharedChart({ screen, location }: SharedChartProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const [search] = useSearchParams();
  const filters = parseDashboardFilters(search, localToday(location.timezone));
  const params = toAnalyticsQuery({ ...filters, area: null, compare: false });
  const range = sharedRange(filters);
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('journeys.viewOnly.rangeLabel')}:{' '}
        {formatDateRange({ start: range.start, end: range.end }, locale)}
      </Text>
      {screen === 'viewOnlyJourney' && <SharedJourney location={location} params={params} />}
      {screen === 'viewOnlyHeatmap' && <SharedHeatmap location={location} params={params} />}
      {screen === 'viewOnlyConnectivity' && (
        <SharedConnectivity location={location} params={params} days={range.days} />
      )}
    </>
  );
}

interface SharedProps {
  location: Location;
  params: AnalyticsParams;
}

/** Days of the range the pipeline is still computing, from the answer: said above the chart,
 * whose figures are asked for again until they are done. */
function PendingDays({ locationId, count }: { locationId: string; count: number | undefined }) {
  useRefreshWhilePending(locationId, count);
  return <PendingDaysAlert count={count ?? 0} />;
}

function SharedJourney({ location, params }: SharedProps) {
  const interactions = useInteractions(location.id, params);
  return (
    <>
      <PendingDays locationId={location.id} count={interactions.data?.completeness.pending_days} />
      <JourneySankey data={interactions.data} state={interactions} />
    </>
  );
}

function SharedHeatmap({ location, params }: SharedProps) {
  // A share token reads the location's first floor plan (v1/locations/{id}/floor-plan).
  const floorPlan = useLocationFloorPlan(location.id);
  const plan = floorPlan.data?.floor_plan;
  // The view's own answer (the same query, asked once), for its pending days.
  const { hour } = useHeatmapSelection();
  const shown = useHeatmap(location.id, { ...params, hour });
  return (
    <>
      <PendingDays locationId={location.id} count={shown.data?.completeness.pending_days} />
      <HeatmapView
        locationId={location.id}
        params={params}
        floorPlans={floorPlan.data ? (plan ? [plan] : []) : undefined}
        floorPlansState={floorPlan}
      />
    </>
  );
}

function SharedConnectivity({ location, params, days }: SharedProps & { days: number }) {
  const connectivity = useConnectivity(location.id, {
    ...params,
    granularity: connectivityGranularity(days),
  });
  return (
    <>
      <PendingDays locationId={location.id} count={connectivity.data?.completeness.pending_days} />
      <ConnectivityView data={connectivity.data} state={connectivity} />
    </>
  );
}
