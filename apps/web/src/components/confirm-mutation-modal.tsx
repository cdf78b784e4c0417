import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../lib/http/failure-message';
import { ConfirmModal } from './confirm-modal';

/** The part of a TanStack mutation the dialog uses. */
interface Mutation<V> {
  mutate: (variables: V, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface ConfirmMutationModalProps<V> {
  /** What the mutation acts on (its variables); the dialog is open while there is one. */
  target: V | null;
  /** Run with the target on confirm; the dialog closes once it succeeds, else shows why not. */
  mutation: Mutation<V>;
  title: string;
  confirmLabel: string;
  children: ReactNode;
  onClose: () => void;
}

/** Asks before removing something (a red confirm button), then removes it through the server. */
export function ConfirmMutationModal<V>({
  target,
  mutation,
  onClose,
  ...texts
}: ConfirmMutationModalProps<V>) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      {...texts}
      opened={target !== null}
      danger
      loading={mutation.isPending}
      error={mutation.isError ? failureMessage(mutation.error, t) : null}
      onClose={onClose}
      onConfirm={() => {
        if (target !== null) mutation.mutate(target, { onSuccess: onClose });
      }}
    />
  );
}
