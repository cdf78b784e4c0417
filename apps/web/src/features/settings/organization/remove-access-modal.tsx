import { useTranslation } from 'react-i18next';
import { useRemoveUserAccess } from '../../../api/location-users';
import { ConfirmMutationModal } from '../../../components/confirm-mutation-modal';

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
    <ConfirmMutationModal
      target={props.userId}
      mutation={remove}
      title={t('settingsOrganization.removeTitle')}
      confirmLabel={t('settingsOrganization.remove')}
      onClose={props.onClose}
    >
      {t('settingsOrganization.removeText', { name: props.name, location: props.locationName })}
    </ConfirmMutationModal>
  );
}
