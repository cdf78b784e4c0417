import type { LocationType } from './types';

// Children of the /main/dashboard/{id} route (docs/product.md section 2).
export const DASHBOARD_KINDS = ['retail', 'xm', 'adam', 'show', 'attendee-tracking'] as const;
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];

export interface DashboardLocation {
  id: string | number;
  type: LocationType;
  child_ids?: readonly (string | number)[] | null;
}

function dashboardKind(location: DashboardLocation): DashboardKind | null {
  switch (location.type) {
    case 'XM':
      return 'xm';
    case 'RETAIL':
      return 'retail';
    case 'AT':
      // An attendee-tracking site with booths gets the tracking dashboard; a lone one is a show.
      return (location.child_ids?.length ?? 0) > 0 ? 'attendee-tracking' : 'show';
    case 'MALL':
      return null;
  }
}

/** Where a location's dashboard lives; null for a mall, which has none. */
export function dashboardPath(location: DashboardLocation): string | null {
  const kind = dashboardKind(location);
  return kind === null ? null : `/main/dashboard/${encodeURIComponent(location.id)}/${kind}`;
}
