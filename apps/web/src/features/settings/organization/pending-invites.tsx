import { Alert, Button, Group, Table, Text, Title } from '@mantine/core';
import type { InviteResult, PendingInvite } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendInvite, useRevokeInvite } from '../../../api/location-users';
import { ConfirmModal } from '../../../components/confirm-modal';
import { formatDateTime } from '../../../lib/format-date-time';
import { failureMessage } from '../../../lib/http/failure-message';

interface PendingInvitesProps {
  locationId: string;
  invites: readonly PendingInvite[];
  /** locations_users_invite: may send again and revoke. */
  canManage: boolean;
}

/** Invitations mailed and not yet accepted, under the people with access: who, with which role,
 * sent when and by whom, with "Send again" (a new link) and "Revoke" for managers. */
export function PendingInvites({ locationId, invites, canManage }: PendingInvitesProps) {
  const { t, i18n } = useTranslation();
  const resend = useResendInvite(locationId);
  const [resent, setResent] = useState<InviteResult | null>(null);
  const [revoking, setRevoking] = useState<PendingInvite | null>(null);
  if (invites.length === 0) return null;

  return (
    <section aria-labelledby="pending-invites-heading">
      <Title order={3} size="h5" mt="lg" mb="xs" id="pending-invites-heading">
        {t('settingsOrganization.pending')}
      </Title>
      {resent && (
        <Alert color={resent.mail === 'outbox' ? 'yellow' : 'teal'} role="status" mb="sm">
          {resent.mail === 'outbox'
            ? `${t('settingsOrganization.resentNotSent', { email: resent.email })} ${t('settingsOrganization.mailInOutbox')}`
            : t('settingsOrganization.resent', { email: resent.email })}
        </Alert>
      )}
      {resend.isError && (
        <Alert color="red" role="alert" mb="sm">
          {failureMessage(resend.error, t)}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('fields.email')}</Table.Th>
              <Table.Th scope="col">{t('fields.role')}</Table.Th>
              <Table.Th scope="col">{t('settingsOrganization.invitedBy')}</Table.Th>
              <Table.Th scope="col">{t('settingsOrganization.sentAt')}</Table.Th>
              {canManage && <Table.Th scope="col">{t('settingsOrganization.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invites.map((invite) => (
              <Table.Tr key={invite.id}>
                <Table.Th scope="row" fw={500}>
                  {invite.email}
                </Table.Th>
                <Table.Td>{t(`roles.${invite.role}`)}</Table.Td>
                <Table.Td>{invite.invited_by ?? '—'}</Table.Td>
                <Table.Td>
                  {formatDateTime(invite.sent_at, i18n.language)}
                  <Text size="xs" c="dimmed">
                    {t('settingsOrganization.expires', {
                      date: formatDateTime(invite.expires_at, i18n.language),
                    })}
                  </Text>
                </Table.Td>
                {canManage && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-label={t('settingsOrganization.resendLabel', { email: invite.email })}
                        loading={resend.isPending && resend.variables === invite.id}
                        disabled={resend.isPending}
                        onClick={() => {
                          setResent(null);
                          resend.mutate(invite.id, { onSuccess: setResent });
                        }}
                      >
                        {t('settingsOrganization.resend')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={t('settingsOrganization.revokeLabel', { email: invite.email })}
                        onClick={() => setRevoking(invite)}
                      >
                        {t('settingsOrganization.revoke')}
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {revoking && (
        <RevokeInviteModal
          locationId={locationId}
          invite={revoking}
          onClose={() => setRevoking(null)}
        />
      )}
    </section>
  );
}

/** Asks before revoking: the invitee's link stops working. */
function RevokeInviteModal(props: {
  locationId: string;
  invite: PendingInvite;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const revoke = useRevokeInvite(props.locationId);
  return (
    <ConfirmModal
      opened
      title={t('settingsOrganization.revokeTitle')}
      confirmLabel={t('settingsOrganization.revoke')}
      danger
      loading={revoke.isPending}
      error={revoke.isError ? failureMessage(revoke.error, t) : null}
      onClose={props.onClose}
      onConfirm={() => revoke.mutate(props.invite.id, { onSuccess: props.onClose })}
    >
      {t('settingsOrganization.revokeText', { email: props.invite.email })}
    </ConfirmModal>
  );
}
