// /location/{locationId}/attendee-tracking/floor-plan/{floorPlanId}: the event hall's floor plan
// in the shared editor, outside the app shell. The show's booths (its child locations) are listed
// beside the plan for drawing their outlines (areas of the show with booth_location_id).
import { Anchor, Container } from '@mantine/core';
import {
  dashboardPath,
  hasPermissionPrefix,
  locationDisplayName,
  parsePermissions,
} from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFloorPlan } from '../../api/floor-plans';
import { useLocationById, useLocations } from '../../api/locations';
import { useUserPermissions } from '../../api/user-permissions';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { PageTitle } from '../../components/page-title';
import { FloorPlanEditor } from './floor-plan-editor';

export function FloorPlanEditorPage() {
  const { t } = useTranslation();
  const { locationId = '', floorPlanId = '' } = useParams();
  const plan = useFloorPlan(floorPlanId);
  const permissions = useUserPermissions(locationId);
  const granted = parsePermissions(permissions.data?.permissions);
  const location = useLocationById(locationId);
  const locations = useLocations();
  // Booth outlines are areas: without a locations_areas_ permission there is no "Booths" panel.
  const readsAreas = hasPermissionPrefix(granted, 'locations_areas_');
  const childIds = location.data?.type === 'AT' ? location.data.child_ids : [];
  const booths = readsAreas
    ? (locations.data ?? [])
        .filter((candidate) => childIds.includes(candidate.id))
        .map((booth) => ({
          id: booth.id,
          name: locationDisplayName(booth.name),
          path: dashboardPath(booth),
        }))
    : [];

  let content;
  if (plan.isPending || permissions.isPending) content = <LoadingState />;
  else if (plan.isError || plan.data.location_id !== locationId)
    content = <ErrorState message={t('floorPlans.notFound')} />;
  else
    content = (
      <FloorPlanEditor
        locationId={locationId}
        floorPlan={plan.data}
        canEdit={granted.has('locations_floorplan_edit')}
        canEditAreas={granted.has('locations_areas_edit')}
        booths={booths}
      />
    );

  return (
    <Container size="xl" py="md">
      <Anchor component={Link} to={`/main/settings/${locationId}/floor-plans`} size="sm">
        {t('floorPlans.backToSettings')}
      </Anchor>
      <PageTitle title={t('screens.floorPlanEditor')} />
      {content}
    </Container>
  );
}
