import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ModalActionsProps {
  /** The primary action's label ("Save", "Create", "Delete"). */
  submitLabel: string;
  onCancel: () => void;
  /** Without it the primary button submits the form the actions stand in. */
  onSubmit?: () => void;
  /** While the primary action runs. */
  loading?: boolean;
  disabled?: boolean;
  /** "Cancel" unless told otherwise. */
  cancelLabel?: string;
  /** Red for actions that remove or replace something. */
  danger?: boolean;
}

/** A dialog's footer: Cancel, then the primary action, at the end of the line. */
export function ModalActions(props: ModalActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel}>
        {props.cancelLabel ?? t('common.cancel')}
      </Button>
      <Button
        type={props.onSubmit ? 'button' : 'submit'}
        color={props.danger ? 'red' : undefined}
        loading={props.loading}
        disabled={props.disabled}
        onClick={props.onSubmit}
      >
        {props.submitLabel}
      </Button>
    </Group>
  );
}
