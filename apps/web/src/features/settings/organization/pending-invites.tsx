import { Alert, Group, Text, Title } from '@mantine/core';
import type { InviteResult, PendingInvite } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendInvite, useRevokeInvite } from '../../../api/location-users';
import { ConfirmMutationModal } from '../../../components/confirm-mutation-modal';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format-date-time';
import { failureMessage } from '../../../lib/http/failure-message';
import { InviteResultNotice } from './invite-result-notice';
import { RowButton } from '../../../components/row-button';

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
  const columns: DataTableColumn<PendingInvite>[] = [
    { key: 'email', header: t('fields.email'), rowHeader: true, cell: (invite) => invite.email },
    { key: 'role', header: t('fields.role'), cell: (invite) => t(`roles.${invite.role}`) },
    {
      key: 'invitedBy',
      header: t('settingsOrganization.invitedBy'),
      cell: (invite) => invite.invited_by ?? '—',
    },
    {
      key: 'sentAt',
      header: t('settingsOrganization.sentAt'),
      cell: (invite) => (
        <>
          {formatDateTime(invite.sent_at, i18n.language)}
          <Text size="xs" c="dimmed">
            {t('settingsOrganization.expires', {
              date: formatDateTime(invite.expires_at, i18n.language),
            })}
          </Text>
        </>
      ),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: t('settingsOrganization.actions'),
      cell: (invite) => (
        <Group gap="xs" wrap="nowrap">
          <RowButton
            label={t('settingsOrganization.resend')}
            ariaLabel={t('settingsOrganization.resendLabel', { email: invite.email })}
            loading={resend.isPending && resend.variables === invite.id}
            disabled={resend.isPending}
            onClick={() => {
              setResent(null);
              resend.mutate(invite.id, { onSuccess: setResent });
            }}
          />
          <RowButton
            label={t('settingsOrganization.revoke')}
            ariaLabel={t('settingsOrganization.revokeLabel', { email: invite.email })}
            danger
            onClick={() => setRevoking(invite)}
          />
        </Group>
      ),
    });
  }

  return (
    <section aria-labelledby="pending-invites-heading">
      <Title order={3} size="h5" mt="lg" mb="xs" id="pending-invites-heading">
        {t('settingsOrganization.pending')}
      </Title>
      {resent && <InviteResultNotice result={resent} resent mb="sm" />}
      {resend.isError && (
        <Alert color="red" role="alert" mb="sm">
          {failureMessage(resend.error, t)}
        </Alert>
      )}
      <DataTable columns={columns} rows={invites} rowKey={(invite) => invite.id} minWidth={640} />
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
    <ConfirmMutationModal
      target={props.invite.id}
      mutation={revoke}
      title={t('settingsOrganization.revokeTitle')}
      confirmLabel={t('settingsOrganization.revoke')}
      onClose={props.onClose}
    >
      {t('settingsOrganization.revokeText', { email: props.invite.email })}
    </ConfirmMutationModal>
  );
}
