import type { Location } from '@footfall/core';
import { rangeLengthDays } from '@footfall/core';
import { useConnectivity } from '../../../api/analytics';
import { DashboardControls } from '../shared/dashboard-controls';
import { toAnalyticsQuery, useDashboardFilters } from '../shared/dashboard-filters';
import { DashboardLayout } from '../shared/dashboard-layout';
import { DashboardLocationGate } from '../shared/dashboard-location';
import { connectivityGranularity } from './connectivity-charts';
import { ConnectivityView } from './connectivity-view';

/** /main/dashboard/:id/connectivity: the location's gateways, their uptime and gaps. */
export function ConnectivityPage() {
  return (
    <DashboardLocationGate>
      {(location) => <ConnectivityDashboard location={location} />}
    </DashboardLocationGate>
  );
}

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
      controls={
        <DashboardControls
          location={location}
          value={filters}
          hide={['granularity', 'group', 'compare']}
        />
      }
    >
      <ConnectivityView
        data={connectivity.data}
        state={connectivity}
        fileSuffix={`${start}_${end}`}
      />
    </DashboardLayout>
  );
}
