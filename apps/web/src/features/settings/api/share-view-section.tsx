import { SHARE_TOKEN_MAX_DAYS, type ShareToken } from '@footfall/core';
import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateShareToken } from '../../../api/access-keys';
import { CopyField } from '../../../components/copy-field';
import { formatDateTime } from '../../../lib/format-date-time';
import { failureMessage } from '../../../lib/http/failure-message';
import { fieldError } from '../../../lib/forms/field-error';
import { shareLinks } from './share-links';
import { SettingsCard } from '../../../components/settings-card';

const DEFAULT_DAYS = 7;
const SCREEN_KEYS = {
  journey: 'viewOnlyJourney',
  heatmap: 'viewOnlyHeatmap',
  connectivity: 'viewOnlyConnectivity',
} as const;

/** Creates read-only links to this location's charts that work without an account. */
export function ShareViewSection({ locationId }: { locationId: string }) {
  const { t, i18n } = useTranslation();
  const create = useCreateShareToken(locationId);
  const [days, setDays] = useState<string | number>(DEFAULT_DAYS);
  const [daysError, setDaysError] = useState<string | undefined>();
  const [share, setShare] = useState<ShareToken | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const label = t('fields.days');
    const error =
      fieldError(t, days, ['notEmpty', 'integer', 'positive'], label) ??
      (Number(days) > SHARE_TOKEN_MAX_DAYS
        ? t('settingsApi.daysMax', { max: SHARE_TOKEN_MAX_DAYS })
        : undefined);
    setDaysError(error);
    if (error) return;
    try {
      setShare(await create.mutateAsync(Number(days)));
    } catch {
      // Shown from the mutation's error below.
    }
  };

  return (
    <SettingsCard title={t('settingsApi.shareHeading')} intro={t('settingsApi.shareIntro')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Group align="flex-start" gap="sm">
          <NumberInput
            label={t('fields.days')}
            value={days}
            onChange={(value) => {
              setDays(value);
              setDaysError(undefined);
            }}
            min={1}
            max={SHARE_TOKEN_MAX_DAYS}
            allowDecimal={false}
            allowNegative={false}
            // Out-of-range days get a message rather than a silent correction.
            clampBehavior="none"
            error={daysError}
            w={160}
          />
          <Button type="submit" mt={25} loading={create.isPending}>
            {t('settingsApi.createLinks')}
          </Button>
        </Group>
      </form>
      {create.isError && (
        <Alert color="red" role="alert" mt="md">
          {failureMessage(create.error, t)}
        </Alert>
      )}
      {share && (
        <Stack gap="sm" mt="md" role="status">
          <Text size="sm" fw={500}>
            {t('settingsApi.expires', { date: formatDateTime(share.expires_at, i18n.language) })}
          </Text>
          {shareLinks(window.location.origin, share).map((link) => (
            <CopyField
              key={link.chart}
              label={t(`screens.${SCREEN_KEYS[link.chart]}`)}
              value={link.url}
            />
          ))}
        </Stack>
      )}
    </SettingsCard>
  );
}
