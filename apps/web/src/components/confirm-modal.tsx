import { Alert, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ModalActions } from './modal-actions';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the confirmed action runs. */
  loading?: boolean;
  /** Why the action failed, shown in the dialog so the user can retry or cancel. */
  error?: string | null;
  /** Red for actions that remove or replace something. */
  danger?: boolean;
}

/** Asks before an action that cannot be undone. */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack>
        {typeof props.children === 'string' ? <Text>{props.children}</Text> : props.children}
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <ModalActions
          submitLabel={props.confirmLabel}
          onSubmit={props.onConfirm}
          onCancel={props.onClose}
          loading={props.loading}
          danger={props.danger}
        />
      </Stack>
    </Modal>
  );
}
