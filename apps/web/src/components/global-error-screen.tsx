import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clearGlobalApiError, useGlobalApiError } from '../lib/http/global-api-error';

/** The global error screen: shown while the failed-GET flag is set (docs/product.md sections 2 and
 * 8). */
export function GlobalErrorScreen() {
  const { t } = useTranslation();
  const failed = useGlobalApiError();
  return (
    <Modal
      opened={failed}
      onClose={clearGlobalApiError}
      title={t('errors.globalTitle')}
      centered
      // The Dismiss button below closes it (as does Escape); a second close button would repeat it.
      withCloseButton={false}
    >
      <Text mb="md">{t('errors.globalText')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={clearGlobalApiError}>
          {t('common.dismiss')}
        </Button>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </Group>
    </Modal>
  );
}
