import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiKey, useRotateApiKey } from '../../../api/access-keys';
import { ConfirmModal } from '../../../components/confirm-modal';
import { CopyField } from '../../../components/copy-field';
import { QueryContent } from '../../../components/query-content';
import { formatDateTime } from '../../../lib/format-date-time';
import { failureMessage } from '../../../lib/http/failure-message';
import { SettingsCard } from '../../../components/settings-card';

interface ApiKeySectionProps {
  locationId: string;
  /** corporations_api_edit: may replace the key. */
  canRotate: boolean;
}

/** The location's ingest key: masked, or in full once right after it was replaced. */
export function ApiKeySection({ locationId, canRotate }: ApiKeySectionProps) {
  const { t, i18n } = useTranslation();
  const apiKey = useApiKey(locationId);
  const rotate = useRotateApiKey(locationId);
  const [confirming, setConfirming] = useState(false);
  // The full key lives only here: gone when the user leaves the page or closes the notice.
  const [revealed, setRevealed] = useState<string | null>(null);

  const confirmRotation = () =>
    rotate.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirming(false);
        setRevealed(answer.masked ? null : answer.api_key);
      },
    });

  return (
    <SettingsCard title={t('settingsApi.keyHeading')} intro={t('settingsApi.keyIntro')}>
      <QueryContent query={apiKey}>
        {(data) => {
          const hasKey = data.api_key !== null;
          return (
            <Stack gap="sm">
              {revealed ? (
                <Alert color="orange" title={t('settingsApi.newKey')} role="status">
                  <Stack gap="xs">
                    <Text size="sm">{t('settingsApi.newKeyWarning')}</Text>
                    <CopyField label={t('settingsApi.key')} value={revealed} code />
                    <Group justify="flex-end">
                      <Button size="xs" variant="default" onClick={() => setRevealed(null)}>
                        {t('settingsApi.copiedDone')}
                      </Button>
                    </Group>
                  </Stack>
                </Alert>
              ) : hasKey ? (
                <div>
                  <Text size="sm" fw={500}>
                    {t('settingsApi.key')}
                  </Text>
                  <Code fz="sm" data-testid="masked-api-key">
                    {data.api_key}
                  </Code>
                </div>
              ) : (
                <Text c="dimmed">{t('settingsApi.noKey')}</Text>
              )}
              {data.created_at && (
                <Text size="sm" c="dimmed">
                  {t('settingsApi.created', {
                    date: formatDateTime(data.created_at, i18n.language),
                  })}
                </Text>
              )}
              {canRotate && (
                <Group>
                  <Button variant="light" color="orange" onClick={() => setConfirming(true)}>
                    {hasKey ? t('settingsApi.rotate') : t('settingsApi.create')}
                  </Button>
                </Group>
              )}
            </Stack>
          );
        }}
      </QueryContent>
      <ConfirmModal
        opened={confirming}
        title={t('settingsApi.rotateTitle')}
        confirmLabel={t('settingsApi.rotate')}
        danger
        loading={rotate.isPending}
        error={rotate.isError ? failureMessage(rotate.error, t) : null}
        onClose={() => {
          setConfirming(false);
          rotate.reset();
        }}
        onConfirm={confirmRotation}
      >
        {t('settingsApi.rotateText')}
      </ConfirmModal>
    </SettingsCard>
  );
}
