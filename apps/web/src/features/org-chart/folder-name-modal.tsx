import { Modal, Stack, TextInput } from '@mantine/core';
import { ROOT_FOLDER_ID, trimStrings, type Folder } from '@footfall/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateFolder, useRenameFolder } from '../../api/folders';
import { ModalActions } from '../../components/modal-actions';
import { isApiError } from '../../lib/http/api-error';
import { failureMessage } from '../../lib/http/failure-message';
import { fieldError } from '../../lib/forms/field-error';
import { DestinationSelect } from './destination-select';
import { FormNotices } from '../../components/form-notices';

interface FolderNameModalProps {
  corporationId: string;
  corporationName: string;
  folders: readonly Folder[];
  /** The folder to rename; without it a new folder is created. */
  folder?: Folder;
  onClose: () => void;
}

/** Creates a folder (name and parent) or renames one. */
export function FolderNameModal(props: FolderNameModalProps) {
  const { t } = useTranslation();
  const renaming = props.folder !== undefined;
  const create = useCreateFolder(props.corporationId);
  const rename = useRenameFolder();
  const [name, setName] = useState(props.folder?.name ?? '');
  const [parentId, setParentId] = useState(ROOT_FOLDER_ID);
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || rename.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = trimStrings(name);
    const error = fieldError(t, trimmed, ['notEmpty'], t('fields.name'));
    setNameError(error);
    if (error) return;
    setFailure(null);
    try {
      if (props.folder) await rename.mutateAsync({ folderId: props.folder.id, name: trimmed });
      else await create.mutateAsync({ name: trimmed, parent_id: parentId });
      props.onClose();
    } catch (failed) {
      if (isApiError(failed) && failed.fields.name) setNameError(failed.fields.name);
      else setFailure(failureMessage(failed, t));
    }
  };

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={renaming ? t('orgChart.renameTitle') : t('orgChart.newFolder')}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <FormNotices failure={failure} />
          <TextInput
            label={t('fields.name')}
            required
            data-autofocus
            value={name}
            error={nameError}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(undefined);
            }}
          />
          {!renaming && (
            <DestinationSelect
              label={t('orgChart.parentFolder')}
              folders={props.folders}
              moving={null}
              rootName={props.corporationName}
              value={parentId}
              onChange={setParentId}
            />
          )}
          <ModalActions
            submitLabel={renaming ? t('orgChart.rename') : t('orgChart.create')}
            onCancel={props.onClose}
            loading={pending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
