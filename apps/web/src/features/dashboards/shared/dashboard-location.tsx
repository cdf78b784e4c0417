import type { Location } from '@footfall/core';
import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';
import { useLocationById } from '../../../api/locations';
import { QueryContent } from '../../../components/query-content';

interface DashboardLocationGateProps {
  /** Draws the dashboard once the route's location (`:id`) is loaded. */
  children: (location: Location) => ReactNode;
}

/** Loads the location of /main/dashboard/:id; loading and error states until it is there. */
export function DashboardLocationGate({ children }: DashboardLocationGateProps) {
  const { id = '' } = useParams();
  const location = useLocationById(id);
  return <QueryContent query={location}>{children}</QueryContent>;
}

/** The route component of a dashboard: `Dashboard` drawn for the route's location, once loaded. */
export function dashboardPage(Dashboard: ComponentType<{ location: Location }>) {
  return function DashboardPage() {
    return (
      <DashboardLocationGate>
        {(location) => <Dashboard location={location} />}
      </DashboardLocationGate>
    );
  };
}
