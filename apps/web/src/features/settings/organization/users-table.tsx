import { Alert, Button, NativeSelect, Table, Text } from '@mantine/core';
import { roleSchema, type LocationUser } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeUserRole } from '../../../api/location-users';
import { failureMessage } from '../../../lib/http/failure-message';
import { RemoveAccessModal } from './remove-access-modal';
import { roleOptions } from './role-options';

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

  return (
    <>
      {changeRole.isError && (
        <Alert color="red" role="alert" mb="sm">
          {failureMessage(changeRole.error, t)}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('fields.name')}</Table.Th>
              <Table.Th scope="col">{t('fields.email')}</Table.Th>
              <Table.Th scope="col">{t('fields.role')}</Table.Th>
              <Table.Th scope="col">{t('settingsOrganization.source')}</Table.Th>
              {canManage && (
                <Table.Th scope="col">
                  <Text span size="sm" fw={700}>
                    {t('settingsOrganization.actions')}
                  </Text>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => {
              const name = fullName(user);
              const editableRole = canManage && user.source === 'location' && !user.is_you;
              return (
                <Table.Tr key={user.user_id}>
                  <Table.Th scope="row" fw={500}>
                    {name}
                    {user.is_you && (
                      <Text span c="dimmed" size="sm">
                        {' '}
                        {t('settingsOrganization.you')}
                      </Text>
                    )}
                  </Table.Th>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>
                    {editableRole ? (
                      <NativeSelect
                        aria-label={t('settingsOrganization.roleOf', { name })}
                        data={roleOptions(t)}
                        value={user.role}
                        size="xs"
                        disabled={changeRole.isPending}
                        onChange={(event) => {
                          const role = roleSchema.safeParse(event.currentTarget.value);
                          if (role.success) {
                            changeRole.mutate({ userId: user.user_id, role: role.data });
                          }
                        }}
                      />
                    ) : (
                      t(`roles.${user.role}`)
                    )}
                  </Table.Td>
                  <Table.Td>{t(`settingsOrganization.sources.${user.source}`)}</Table.Td>
                  {canManage && (
                    <Table.Td>
                      {!user.is_you && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          aria-label={t('settingsOrganization.removeLabel', { name })}
                          onClick={() => setRemoving(user)}
                        >
                          {t('settingsOrganization.remove')}
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
