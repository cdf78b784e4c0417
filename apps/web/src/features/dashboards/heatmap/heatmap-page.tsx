import type { Location } from '@footfall/core';
import { useFloorPlans } from '../../../api/floor-plans';
import { toAnalyticsQuery, useDashboardFilters } from '../shared/dashboard-filters';
import { DashboardLayout } from '../shared/dashboard-layout';
import { dashboardPage } from '../shared/dashboard-location';
import { HeatmapView } from './heatmap-view';

function HeatmapDashboard({ location }: { location: Location }) {
  const filters = useDashboardFilters(location);
  const floorPlans = useFloorPlans(location.id);
  const { start, end } = filters.filters;
  return (
    <DashboardLayout
      analysisPage="heatmap"
      location={location}
      filters={filters}
      hide={['granularity', 'area', 'group', 'compare']}
    >
      <HeatmapView
        key={location.id}
        locationId={location.id}
        params={toAnalyticsQuery(filters.filters)}
        floorPlans={floorPlans.data}
        floorPlansState={floorPlans}
        floorPlansLink={`/main/settings/${encodeURIComponent(location.id)}/floor-plans`}
        fileSuffix={`${start}_${end}`}
      />
    </DashboardLayout>
  );
}

/** /main/dashboard/:id/heatmap: the floor plans with the heat layer, by hour. */
export const HeatmapPage = dashboardPage(HeatmapDashboard);
