import type { Location } from '@footfall/core';
import { rangeLengthDays } from '@footfall/core';
import { useConnectivity } from '../../../api/analytics';
import { toAnalyticsQuery, useDashboardFilters } from '../shared/dashboard-filters';
import { DashboardLayout } from '../shared/dashboard-layout';
import { dashboardPage } from '../shared/dashboard-location';
import { connectivityGranularity } from './connectivity-charts';
import { ConnectivityView } from './connectivity-view';

function ConnectivityDashboard({ location }: { location: Location }) {
  const filters = useDashboardFilters(location);
  const { start, end } = filters.filters;
  const params = {
    ...toAnalyticsQuery(filters.filters),
    granularity: connectivityGranularity(rangeLengthDays({ start, end })),
  };
  const connectivity = useConnectivity(location.id, params);
  return (
    <DashboardLayout
      analysisPage="connectivity"
      location={location}
      filters={filters}
      hide={['granularity', 'group', 'compare']}
    >
      <ConnectivityView
        data={connectivity.data}
        state={connectivity}
        fileSuffix={`${start}_${end}`}
      />
    </DashboardLayout>
  );
}

/** /main/dashboard/:id/connectivity: the location's gateways, their uptime and gaps. */
export const ConnectivityPage = dashboardPage(ConnectivityDashboard);
