import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  message?: string;
  /** Asks again; the button is shown only when given. */
  onRetry?: () => void;
}

/** A failed part of a screen, in place of its content. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('errors.loadFailedTitle')} role="alert">
      {message ?? t('errors.loadFailed')}
      {onRetry && (
        <Button mt="sm" variant="light" color="red" onClick={onRetry} display="block">
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
