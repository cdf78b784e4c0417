import { Modal, Stack } from '@mantine/core';
import type { Folder } from '@footfall/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMove } from '../../api/folders';
import { ModalActions } from '../../components/modal-actions';
import { isApiError } from '../../lib/http/api-error';
import { failureMessage } from '../../lib/http/failure-message';
import { DestinationSelect } from './destination-select';
import { FormNotices } from '../../components/form-notices';

export interface MoveSubject {
  kind: 'folder' | 'location';
  id: string;
  name: string;
  /** The folder it is in now ("0" for the top level). */
  currentFolderId: string;
}

interface MoveModalProps {
  subject: MoveSubject;
  folders: readonly Folder[];
  corporationName: string;
  onClose: () => void;
  onMoved?: () => void;
}

/** Moves a folder or a location to another folder (docs/product.md section 4: via destination_id). */
export function MoveModal({ subject, folders, corporationName, onClose, onMoved }: MoveModalProps) {
  const { t } = useTranslation();
  const move = useMove();
  const [destination, setDestination] = useState(subject.currentFolderId);
  const [fieldFailure, setFieldFailure] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setFieldFailure(undefined);
    try {
      await move.mutateAsync({ kind: subject.kind, id: subject.id, destinationId: destination });
      onMoved?.();
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fields.destination_id) {
        setFieldFailure(error.fields.destination_id);
      } else setFailure(failureMessage(error, t));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('orgChart.moveTitle', { name: subject.name })}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <FormNotices failure={failure} />
          <DestinationSelect
            label={t('orgChart.destination')}
            folders={folders}
            moving={subject}
            rootName={corporationName}
            value={destination}
            onChange={(value) => {
              setDestination(value);
              setFieldFailure(undefined);
            }}
            error={fieldFailure}
          />
          <ModalActions
            submitLabel={t('orgChart.move')}
            onCancel={onClose}
            loading={move.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
