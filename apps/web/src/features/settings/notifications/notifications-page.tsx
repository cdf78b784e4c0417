import { Stack } from '@mantine/core';
import { parsePermissions } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useNotificationSettings } from '../../../api/notifications';
import { useUserPermissions } from '../../../api/user-permissions';
import { EmptyState } from '../../../components/empty-state';
import { QueryContent } from '../../../components/query-content';
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

  return (
    <>
      <PageTitle
        title={t('screens.settingsNotifications')}
        intro={t('settingsNotifications.intro')}
      />
      <div style={{ maxWidth: 720 }}>
        <QueryContent query={settings}>
          {(data) =>
            data.length === 0 ? (
              <EmptyState message={t('settingsNotifications.empty')} />
            ) : (
              <Stack gap="md">
                {/* You first. */}
                {[...data]
                  .sort((a, b) => Number(b.is_you) - Number(a.is_you))
                  .map((setting) => (
                    <NotificationRow
                      key={setting.user_id}
                      locationId={id}
                      setting={setting}
                      editable={setting.is_you || canManage}
                    />
                  ))}
              </Stack>
            )
          }
        </QueryContent>
      </div>
    </>
  );
}
