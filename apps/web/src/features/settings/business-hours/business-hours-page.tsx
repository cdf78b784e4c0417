import { parsePermissions } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useBusinessHours } from '../../../api/business-hours';
import { useUserPermissions } from '../../../api/user-permissions';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { BusinessHoursForm } from './business-hours-form-view';

/** /main/settings/{id}/business-hours: the weekly hours, exceptions and a preview chart. */
export function BusinessHoursPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const hours = useBusinessHours(id);
  const permissions = useUserPermissions(id);

  let content;
  if (hours.isPending || permissions.isPending) content = <LoadingState />;
  else if (hours.isError) content = <ErrorState onRetry={() => void hours.refetch()} />;
  else {
    const canEdit = parsePermissions(permissions.data?.permissions).has(
      'locations_businesshours_edit',
    );
    // Keyed by location so switching locations starts a fresh form.
    content = <BusinessHoursForm key={id} locationId={id} hours={hours.data} canEdit={canEdit} />;
  }

  return (
    <>
      <PageTitle title={t('screens.settingsBusinessHours')} intro={t('businessHours.intro')} />
      {content}
    </>
  );
}
