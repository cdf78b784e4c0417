// /location/{locationId}/attendee-tracking/floor-plan/{floorPlanId}: the event hall's floor plan
// in the shared editor (booths are the show's areas), outside the app shell.
import { Anchor, Container } from '@mantine/core';
import { parsePermissions } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFloorPlan } from '../../api/floor-plans';
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
