import { useTranslation } from 'react-i18next';
import { useDeleteFolder } from '../../api/folders';
import { ConfirmModal } from '../../components/confirm-modal';
import { failureMessage } from '../../lib/http/failure-message';
import type { FolderNode } from './org-tree';

/** Deletes an empty folder after asking; the server refuses one that still holds anything. */
export function DeleteFolderModal({ node, onClose }: { node: FolderNode; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteFolder();
  return (
    <ConfirmModal
      opened
      title={t('orgChart.deleteTitle')}
      confirmLabel={t('common.delete')}
      danger
      loading={remove.isPending}
      error={remove.isError ? failureMessage(remove.error, t) : null}
      onClose={onClose}
      onConfirm={() => remove.mutate(node.folder.id, { onSuccess: onClose })}
    >
      {t('orgChart.deleteText', { name: node.name })}
    </ConfirmModal>
  );
}
