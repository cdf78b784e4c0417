import { Stack } from '@mantine/core';
import { parsePermissions } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUserPermissions } from '../../../api/user-permissions';
import { PageTitle } from '../../../components/page-title';
import { ApiKeySection } from './api-key-section';
import { MerakiSection } from './meraki-section';
import { ShareViewSection } from './share-view-section';

/** /main/settings/{id}/api (guarded by corporations_api_view): the ingest key, the Meraki
 * receiver (whose secret is that key) and share links. */
export function ApiPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const permissions = useUserPermissions(id);
  const granted = parsePermissions(permissions.data?.permissions);
  // The server lets reports_edit create share tokens: a shared view is a kind of report.
  const canShare = granted.has('reports_edit');
  return (
    <>
      <PageTitle title={t('screens.settingsApi')} />
      <Stack gap="xl" maw={820}>
        <ApiKeySection locationId={id} canRotate={granted.has('corporations_api_edit')} />
        <MerakiSection locationId={id} canEdit={granted.has('corporations_api_edit')} />
        {canShare && <ShareViewSection locationId={id} />}
      </Stack>
    </>
  );
}
