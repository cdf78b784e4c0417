import { Alert, NativeSelect, Text } from '@mantine/core';
import { roleSchema, type LocationUser } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeUserRole } from '../../../api/location-users';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { failureMessage } from '../../../lib/http/failure-message';
import { RemoveAccessModal } from './remove-access-modal';
import { roleOptions } from './role-options';
import { RowButton } from '../../../components/row-button';

interface UsersTableProps {
  locationId: string;
  locationName: string;
  users: readonly LocationUser[];
  /** locations_users_invite: may change roles and remove access. */
  canManage: boolean;
}

const fullName = (user: LocationUser) =>
  `${user.first_name} ${user.last_name}`.trim() || user.email;

/** The people with access: role, where it comes from, and the changes a manager may make. */
export function UsersTable({ locationId, locationName, users, canManage }: UsersTableProps) {
  const { t } = useTranslation();
  const changeRole = useChangeUserRole(locationId);
  const [removing, setRemoving] = useState<LocationUser | null>(null);
  const columns: DataTableColumn<LocationUser>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      rowHeader: true,
      cell: (user) => (
        <>
          {fullName(user)}
          {user.is_you && (
            <Text span c="dimmed" size="sm">
              {' '}
              {t('settingsOrganization.you')}
            </Text>
          )}
        </>
      ),
    },
    { key: 'email', header: t('fields.email'), cell: (user) => user.email },
    {
      key: 'role',
      header: t('fields.role'),
      cell: (user) =>
        canManage && user.source === 'location' && !user.is_you ? (
          <NativeSelect
            aria-label={t('settingsOrganization.roleOf', { name: fullName(user) })}
            data={roleOptions(t)}
            value={user.role}
            size="xs"
            disabled={changeRole.isPending}
            onChange={(event) => {
              const role = roleSchema.safeParse(event.currentTarget.value);
              if (role.success) changeRole.mutate({ userId: user.user_id, role: role.data });
            }}
          />
        ) : (
          t(`roles.${user.role}`)
        ),
    },
    {
      key: 'source',
      header: t('settingsOrganization.source'),
      cell: (user) => t(`settingsOrganization.sources.${user.source}`),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: (
        <Text span size="sm" fw={700}>
          {t('settingsOrganization.actions')}
        </Text>
      ),
      cell: (user) =>
        !user.is_you && (
          <RowButton
            label={t('settingsOrganization.remove')}
            ariaLabel={t('settingsOrganization.removeLabel', { name: fullName(user) })}
            danger
            onClick={() => setRemoving(user)}
          />
        ),
    });
  }

  return (
    <>
      {changeRole.isError && (
        <Alert color="red" role="alert" mb="sm">
          {failureMessage(changeRole.error, t)}
        </Alert>
      )}
      <DataTable columns={columns} rows={users} rowKey={(user) => user.user_id} minWidth={640} />
      {removing && (
        <RemoveAccessModal
          locationId={locationId}
          locationName={locationName}
          userId={removing.user_id}
          name={fullName(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
