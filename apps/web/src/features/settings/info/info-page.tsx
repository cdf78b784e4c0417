import { Alert, Stack } from '@mantine/core';
import { availableMetrics, parsePermissions } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { z } from 'zod';
import { useLocationById } from '../../../api/locations';
import { useUserPermissions } from '../../../api/user-permissions';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { AccuracySection } from './accuracy-section';
import { LocationInfoForm } from './location-info-form';
import { DefinitionsSection } from './definitions-section';
import { SetupChecklist } from './setup-checklist';

// Set by the organisation chart when a mall (which has no dashboard) was opened.
const mallNotice = z.object({ notice: z.literal('mallNoDashboard') });

/** /main/settings/{id}/info: the location's details, its setup checklist, its analytics
 * definitions and how accurate its Wi-Fi figures are. */
export function InfoPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const routerLocation = useLocation();
  const location = useLocationById(id);
  const permissions = useUserPermissions(id);
  const fromMall = mallNotice.safeParse(routerLocation.state).success;

  let content;
  if (location.isPending || permissions.isPending) content = <LoadingState />;
  else if (location.isError) content = <ErrorState onRetry={() => void location.refetch()} />;
  else {
    const canEdit = parsePermissions(permissions.data?.permissions).has('locations_edit');
    const metrics = availableMetrics(location.data.services);
    content = (
      <Stack gap="xl" maw={900}>
        {/* Keyed by id so switching locations starts a fresh form. */}
        <LocationInfoForm key={location.data.id} location={location.data} canEdit={canEdit} />
        <SetupChecklist location={location.data} />
        <DefinitionsSection locationId={location.data.id} canEdit={canEdit} />
        {/* Only visitor figures are Wi-Fi estimates: without them there is nothing to calibrate. */}
        {metrics.includes('FOOTTRAFFIC') && (
          <AccuracySection
            locationId={location.data.id}
            hasDoorCounter={metrics.includes('WALK-IN')}
          />
        )}
      </Stack>
    );
  }

  return (
    <>
      <PageTitle title={t('screens.settingsInfo')} />
      {fromMall && (
        <Alert color="blue" mb="md" role="status">
          {t('settingsInfo.mallNote')}
        </Alert>
      )}
      {content}
    </>
  );
}
