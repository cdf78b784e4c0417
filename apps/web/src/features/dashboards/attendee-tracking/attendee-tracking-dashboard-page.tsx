import { DashboardLocationGate } from '../shared/dashboard-location';
import { ShowOverview } from '../show/show-overview';
import { BoothsSection } from './booths-section';

/** /main/dashboard/{id}/attendee-tracking: a show with booths, its totals and its booths compared. */
export function AttendeeTrackingDashboardPage() {
  return (
    <DashboardLocationGate>
      {(location) => (
        <ShowOverview
          location={location}
          boothsReport={location.child_ids.length > 0}
          booths={(page) => (
            <BoothsSection
              show={location}
              params={{ ...page.dayParams, compare: false }}
              fileSuffix={page.fileSuffix}
            />
          )}
        />
      )}
    </DashboardLocationGate>
  );
}
