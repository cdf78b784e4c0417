import { Paper, Stack, Text, Title } from '@mantine/core';
import { locationDisplayName, parsePermissions } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocationUsers, usePendingInvites } from '../../../api/location-users';
import { useLocationById } from '../../../api/locations';
import { useUserPermissions } from '../../../api/user-permissions';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { PageState } from '../../../components/page-state';
import { InviteForm } from './invite-form';
import { PendingInvites } from './pending-invites';
import { PlacementSection } from './placement-section';
import { UsersTable } from './users-table';

/** /main/settings/{id}/organization: where the location sits and who has access to it. */
export function OrganizationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocationById(id);
  const permissions = useUserPermissions(id);
  const granted = parsePermissions(permissions.data?.permissions);
  const canViewUsers = granted.has('locations_users_view');
  const canManage = granted.has('locations_users_invite');
  const users = useLocationUsers(id, permissions.isSuccess && canViewUsers);
  const invites = usePendingInvites(id, permissions.isSuccess && canViewUsers);

  const title = t('screens.settingsOrganization');
  if (location.isPending || permissions.isPending) return <PageState title={title} />;
  if (location.isError)
    return <PageState title={title} failed onRetry={() => void location.refetch()} />;
  const locationName = locationDisplayName(location.data.name);

  let people;
  if (!canViewUsers) people = <Text c="dimmed">{t('settingsOrganization.usersHidden')}</Text>;
  else if (users.isPending) people = <LoadingState />;
  else if (users.isError) people = <ErrorState onRetry={() => void users.refetch()} />;
  else if (users.data.length === 0)
    people = <EmptyState message={t('settingsOrganization.noUsers')} />;
  else {
    people = (
      <UsersTable
        locationId={id}
        locationName={locationName}
        users={users.data}
        canManage={canManage}
      />
    );
  }

  return (
    <>
      <PageTitle title={title} />
      <Stack gap="xl" maw={960}>
        <PlacementSection location={location.data} canMove={granted.has('locations_edit')} />
        <Paper withBorder p="lg" component="section" aria-labelledby="users-heading">
          <Title order={2} size="h4" mb="sm" id="users-heading">
            {t('settingsOrganization.users')}
          </Title>
          {people}
          {canViewUsers && invites.isError && <ErrorState onRetry={() => void invites.refetch()} />}
          {canViewUsers && invites.isSuccess && (
            <PendingInvites locationId={id} invites={invites.data} canManage={canManage} />
          )}
        </Paper>
        {canManage && (
          <Paper withBorder p="lg" component="section">
            <Title order={2} size="h4" mb="sm" id="invite-heading">
              {t('settingsOrganization.invite')}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t('settingsOrganization.inviteIntro', { location: locationName })}
            </Text>
            <InviteForm locationId={id} />
          </Paper>
        )}
      </Stack>
    </>
  );
}
