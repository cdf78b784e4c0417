import { Stack } from '@mantine/core';
import { parsePermissions } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useNotificationSettings } from '../../../api/notifications';
import { useUserPermissions } from '../../../api/user-permissions';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { NotificationRow } from './notification-row';

/** /main/settings/{id}/notifications: which alerts each person gets, by e-mail and webhook. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const settings = useNotificationSettings(id);
  const permissions = useUserPermissions(id);
  // Everyone edits their own alerts; managing users lets you edit everyone's.
  const canManage = parsePermissions(permissions.data?.permissions).has('locations_users_invite');

  let content;
  if (settings.isPending) content = <LoadingState />;
  else if (settings.isError) content = <ErrorState onRetry={() => void settings.refetch()} />;
  else if (settings.data.length === 0) {
    content = <EmptyState message={t('settingsNotifications.empty')} />;
  } else {
    const rows = [...settings.data].sort((a, b) => Number(b.is_you) - Number(a.is_you));
    content = (
      <Stack gap="md">
        {rows.map((setting) => (
          <NotificationRow
            key={setting.user_id}
            locationId={id}
            setting={setting}
            editable={setting.is_you || canManage}
          />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageTitle
        title={t('screens.settingsNotifications')}
        intro={t('settingsNotifications.intro')}
      />
      <div style={{ maxWidth: 720 }}>{content}</div>
    </>
  );
}
