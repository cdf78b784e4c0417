import { useTranslation } from 'react-i18next';
import { useRemoveUserAccess } from '../../../api/location-users';
import { ConfirmModal } from '../../../components/confirm-modal';
import { failureMessage } from '../../../lib/http/failure-message';

interface RemoveAccessModalProps {
  locationId: string;
  locationName: string;
  userId: string;
  name: string;
  onClose: () => void;
}

/**
 * Removes a person's access to this location after asking. Access given by the organisation or
 * a folder cannot be removed here; the server's 409 message says so in the dialog.
 */
export function RemoveAccessModal(props: RemoveAccessModalProps) {
  const { t } = useTranslation();
  const remove = useRemoveUserAccess(props.locationId);
  return (
    <ConfirmModal
      opened
      title={t('settingsOrganization.removeTitle')}
      confirmLabel={t('settingsOrganization.remove')}
      danger
      loading={remove.isPending}
      error={remove.isError ? failureMessage(remove.error, t) : null}
      onClose={props.onClose}
      onConfirm={() => remove.mutate(props.userId, { onSuccess: props.onClose })}
    >
      {t('settingsOrganization.removeText', { name: props.name, location: props.locationName })}
    </ConfirmModal>
  );
}
