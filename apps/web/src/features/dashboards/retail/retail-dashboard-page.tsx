import { parsePermissions, unavailableMetrics, type Location, type Metric } from '@footfall/core';
import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDoorCounter,
  useFootTraffic,
  useProfileQualifiers,
  useVisitDuration,
} from '../../../api/analytics';
import { businessHoursQuery } from '../../../api/business-hours';
import { useUserPermissions } from '../../../api/user-permissions';
import { useLocale } from '../../../i18n/use-locale';
import {
  DashboardGrid,
  DashboardGridWide,
  DashboardLayout,
  dashboardPage,
  filtersComparison,
  formatDateRange,
  toAnalyticsQuery,
  useDashboardFilters,
} from '../shared';
import { ReportDownloadMenu } from '../../report-files';
import { LivePanel } from '../live/live-panel';
import { comparisonLabels } from '../shared/comparison-wording';
import { busiestHoursGrid, busiestHoursRows } from './busiest-hours';
import { BusiestHoursCard } from './busiest-hours-card';
import { InsightsPanel } from './insights-panel';
import { periodAxis } from './period-axis';
import { periodLabeler } from './period-label';
import { retailAvailability } from './retail-availability';
import { RetailKpiGrid } from './retail-kpi-grid';
import { doorCountersSilent, retailKpis } from './retail-kpis';
import { retailInsights } from './retail-insights';
import { retailSeries } from './retail-series';
import { ReturningCard } from './returning-card';
import { SeriesCard } from './series-card';
import { UnavailableCard } from './unavailable-card';
import { VisitDurationCard } from './visit-duration-card';

const TRAFFIC_METRICS: readonly Metric[] = ['FOOTTRAFFIC', 'WALK-BY', 'WALK-IN'];
// Together they are the visitors: stacked.
const ENGAGEMENT_SERIES = ['engagers', 'browsers'] as const;

/** A query's state for a chart card: a disabled query (metric not offered) is not "loading". */
const cardState = (query: {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}) => ({
  isPending: query.isLoading,
  isError: query.isError,
  isFetching: query.isFetching,
  refetch: query.refetch,
});

/** /main/dashboard/{id}/retail: the retail home (issue 6, item 3). */
export const RetailDashboardPage = dashboardPage(RetailDashboard);

function RetailDashboard({ location }: { location: Location }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const filterState = useDashboardFilters(location);
  const { filters } = filterState;
  const params = toAnalyticsQuery(filters);
  const permissionsQuery = useUserPermissions(location.id);
  const permissions = useMemo(
    () => parsePermissions(permissionsQuery.data?.permissions),
    [permissionsQuery.data],
  );

  // The client's rule decides what to ask; the answers' own `unavailable` lists can refuse more.
  const offered = useMemo(
    () => retailAvailability(location.services, [], permissions).offered,
    [location.services, permissions],
  );
  const visitorsOffered = offered.has('FOOTTRAFFIC');
  const footTraffic = useFootTraffic(location.id, params, {
    enabled: visitorsOffered || offered.has('WALK-BY'),
  });
  const doorCounter = useDoorCounter(location.id, params, { enabled: offered.has('WALK-IN') });
  const visitDuration = useVisitDuration(location.id, params, { enabled: visitorsOffered });
  const profile = useProfileQualifiers(location.id, params, { enabled: visitorsOffered });
  const businessHours = useQuery({
    ...businessHoursQuery(location.id),
    enabled: permissions.has('locations_businesshours_view'),
  });

  const availability = useMemo(() => {
    const refused = [footTraffic.data, doorCounter.data].flatMap(
      (answer) => answer?.unavailable.map((item) => item.metric) ?? [],
    );
    return retailAvailability(location.services, refused, permissions);
  }, [location.services, footTraffic.data, doorCounter.data, permissions]);

  const kpis = useMemo(
    () => retailKpis(footTraffic.data, doorCounter.data),
    [footTraffic.data, doorCounter.data],
  );
  const series = useMemo(
    () =>
      retailSeries(
        footTraffic.data,
        doorCounter.data,
        periodAxis(filters.granularity, filters.start, filters.end) ?? undefined,
      ),
    [footTraffic.data, doorCounter.data, filters.granularity, filters.start, filters.end],
  );
  const periodLabel = useMemo(
    () => periodLabeler(filters.granularity, locale, location.timezone),
    [filters.granularity, locale, location.timezone],
  );
  const busiest = footTraffic.data?.busiest_hours;
  const businessDays = businessHours.data?.days;
  const grid = useMemo(
    () => (busiest ? busiestHoursGrid(busiest, busiestHoursRows(businessDays)) : null),
    [busiest, businessDays],
  );
  const insights = useMemo(
    () => (footTraffic.data ? retailInsights(footTraffic.data) : null),
    [footTraffic.data],
  );
  const trafficUnavailable = useMemo(
    () =>
      unavailableMetrics(location.services).filter((item) => TRAFFIC_METRICS.includes(item.metric)),
    [location.services],
  );

  const comparison = filtersComparison(filters);
  const comparisonRangeText = formatDateRange(comparison, locale);
  const comparisonLabel = filters.compare
    ? comparisonLabels(
        t,
        comparisonRangeText,
        footTraffic.data?.comparison,
        locale,
        location.timezone,
      )
    : null;
  const fileSuffix = `${filters.start}_${filters.end}`;
  const completeness = footTraffic.data?.completeness ?? doorCounter.data?.completeness ?? null;
  const shownTraffic = (['visitors', 'walkBys', 'walkIns'] as const).filter(
    (key) => availability.missingFor(key) === null,
  );
  const unavailableChart = (title: string, part: Parameters<typeof availability.missingFor>[0]) => {
    const missing = availability.missingFor(part);
    return missing ? (
      <UnavailableCard
        title={title}
        missing={missing}
        locationId={location.id}
        tier={location.service}
      />
    ) : null;
  };

  return (
    <DashboardLayout
      location={location}
      filters={availability.nothingOffered ? undefined : filterState}
      hide={['group']}
    >
      {availability.nothingOffered ? (
        // Nothing of this page is offered: the reason once, instead of on every card.
        <UnavailableCard
          whole
          title={t('retail.nothingOffered')}
          missing={availability.nothingOffered}
          locationId={location.id}
          tier={location.service}
        />
      ) : (
        <>
          <Group justify="flex-end" role="group" aria-label={t('retail.download.group')}>
            <ReportDownloadMenu
              kind="retail-report"
              request={{
                location_id: location.id,
                dates: [{ start_date: filters.start, end_date: filters.end }],
              }}
              label={t('retail.download.label')}
            />
          </Group>
          <RetailKpiGrid
            kpis={kpis}
            availability={availability}
            locationId={location.id}
            tier={location.service}
            loading={(kpi) =>
              kpi.key === 'walkIns' ? doorCounter.isLoading : footTraffic.isLoading
            }
            comparisonLabel={comparisonLabel}
            areaSelected={filters.area !== null}
            doorCountersSilent={doorCountersSilent(doorCounter.data)}
          />
          <DashboardGrid>
            {unavailableChart(t('retail.insights.title'), 'insights') ?? (
              <InsightsPanel
                insights={insights}
                isPending={footTraffic.isLoading}
                isError={footTraffic.isError}
                onRetry={() => void footTraffic.refetch()}
              />
            )}
            <LivePanel locationId={location.id} timeZone={location.timezone} />
            <DashboardGridWide>
              {unavailableChart(t('retail.charts.traffic'), 'traffic') ?? (
                <SeriesCard
                  title={t('retail.charts.traffic')}
                  ariaLabel={t('retail.charts.trafficLabel')}
                  series={series}
                  shown={shownTraffic}
                  periodLabel={periodLabel}
                  state={
                    footTraffic.isLoading || doorCounter.isLoading
                      ? { isPending: true, isError: false }
                      : cardState(footTraffic.isError ? footTraffic : doorCounter)
                  }
                  completeness={completeness}
                  unavailable={trafficUnavailable}
                  fileSuffix={fileSuffix}
                />
              )}
            </DashboardGridWide>
            {unavailableChart(t('retail.charts.busiestHours'), 'busiestHours') ?? (
              <BusiestHoursCard
                grid={grid}
                state={cardState(footTraffic)}
                completeness={footTraffic.data?.completeness ?? null}
                fileSuffix={fileSuffix}
              />
            )}
            {unavailableChart(t('retail.charts.engagement'), 'engagement') ?? (
              <SeriesCard
                title={t('retail.charts.engagement')}
                ariaLabel={t('retail.charts.engagementLabel')}
                series={series}
                shown={ENGAGEMENT_SERIES}
                stacked
                periodLabel={periodLabel}
                state={cardState(footTraffic)}
                completeness={footTraffic.data?.completeness ?? null}
                fileSuffix={fileSuffix}
              />
            )}
            {unavailableChart(t('retail.charts.visitDuration'), 'visitDuration') ?? (
              <VisitDurationCard
                response={visitDuration.data}
                state={cardState(visitDuration)}
                fileSuffix={fileSuffix}
              />
            )}
            {unavailableChart(t('retail.charts.returning'), 'returning') ?? (
              <ReturningCard
                response={profile.data}
                state={cardState(profile)}
                fileSuffix={fileSuffix}
              />
            )}
          </DashboardGrid>
        </>
      )}
    </DashboardLayout>
  );
}
