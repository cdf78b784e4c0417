import type { Location } from '@footfall/core';
import { useMemo } from 'react';
import { useInteractions } from '../../../api/analytics';
import { useAreas } from '../../../api/areas';
import { toAnalyticsQuery, useDashboardFilters } from '../shared/dashboard-filters';
import { DashboardLayout } from '../shared/dashboard-layout';
import { dashboardPage } from '../shared/dashboard-location';
import { areaNamesById } from './area-names';
import { JourneySankey } from './journey-sankey';

function JourneyDashboard({ location }: { location: Location }) {
  const filters = useDashboardFilters(location);
  const params = toAnalyticsQuery(filters.filters);
  const interactions = useInteractions(location.id, params);
  const areas = useAreas(location.id);
  const names = useMemo(() => areaNamesById(areas.data), [areas.data]);
  return (
    <DashboardLayout
      analysisPage="journey"
      location={location}
      filters={filters}
      hide={['granularity', 'group', 'compare']}
    >
      <JourneySankey
        data={interactions.data}
        state={interactions}
        areaNames={names}
        fileSuffix={`${filters.filters.start}_${filters.filters.end}`}
      />
    </DashboardLayout>
  );
}

/** /main/dashboard/:id/journey: the customer journey between the location's areas. */
export const JourneyPage = dashboardPage(JourneyDashboard);
