import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerakiReceiver, useSaveMerakiValidator } from '../../../api/access-keys';
import { CopyField } from '../../../components/copy-field';
import { QueryContent } from '../../../components/query-content';
import { formatDateTime } from '../../../lib/format-date-time';
import { failureMessage } from '../../../lib/http/failure-message';
import { SettingsCard } from '../../../components/settings-card';

interface MerakiSectionProps {
  locationId: string;
  /** corporations_api_edit: may enter the validator. */
  canEdit: boolean;
}

/** The location's Cisco Meraki Scanning API receiver: the post URL to enter in Meraki, the
 * validator Meraki shows (entered here), and when Meraki last posted. */
export function MerakiSection({ locationId, canEdit }: MerakiSectionProps) {
  const { t, i18n } = useTranslation();
  const receiver = useMerakiReceiver(locationId);
  const save = useSaveMerakiValidator(locationId);
  const saved = receiver.data?.validator ?? '';

  return (
    <SettingsCard title={t('settingsApi.merakiHeading')} intro={t('settingsApi.merakiIntro')}>
      <QueryContent query={receiver}>
        {(data) => (
          <Stack gap="sm">
            <CopyField label={t('settingsApi.merakiUrl')} value={data.receiver_url} code />
            {/* Keyed by the saved value: a save (or another user's, on refetch) starts the field anew. */}
            <ValidatorForm key={saved} saved={saved} canEdit={canEdit} save={save} />
            {save.isSuccess && (
              <Alert color="teal" role="status">
                {t('settingsApi.merakiSaved')}
              </Alert>
            )}
            <Text size="sm" c="dimmed" data-testid="meraki-last-post">
              {data.last_post_at
                ? t('settingsApi.merakiLastPost', {
                    date: formatDateTime(data.last_post_at, i18n.language),
                  })
                : t('settingsApi.merakiNoPost')}
            </Text>
          </Stack>
        )}
      </QueryContent>
    </SettingsCard>
  );
}

interface ValidatorFormProps {
  saved: string;
  canEdit: boolean;
  save: ReturnType<typeof useSaveMerakiValidator>;
}

function ValidatorForm({ saved, canEdit, save }: ValidatorFormProps) {
  const { t } = useTranslation();
  const [validator, setValidator] = useState(saved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(validator.trim());
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('settingsApi.merakiValidator')}
          value={validator}
          onChange={(event) => {
            setValidator(event.currentTarget.value);
            if (!save.isPending) save.reset();
          }}
          readOnly={!canEdit}
          error={save.isError ? failureMessage(save.error, t) : undefined}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          style={{ flex: 1 }}
        />
        {canEdit && (
          <Button
            type="submit"
            loading={save.isPending}
            disabled={validator.trim() === '' || validator.trim() === saved}
          >
            {t('settingsApi.merakiSave')}
          </Button>
        )}
      </Group>
    </form>
  );
}
