import { useTranslation } from 'react-i18next';
import { useDeleteFolder } from '../../api/folders';
import { ConfirmMutationModal } from '../../components/confirm-mutation-modal';
import type { FolderNode } from './org-tree';

/** Deletes an empty folder after asking; the server refuses one that still holds anything. */
export function DeleteFolderModal({ node, onClose }: { node: FolderNode; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteFolder();
  return (
    <ConfirmMutationModal
      target={node.folder.id}
      mutation={remove}
      title={t('orgChart.deleteTitle')}
      confirmLabel={t('common.delete')}
      onClose={onClose}
    >
      {t('orgChart.deleteText', { name: node.name })}
    </ConfirmMutationModal>
  );
}
