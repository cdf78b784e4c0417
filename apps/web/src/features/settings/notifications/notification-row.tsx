import { Button, Checkbox, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { ALERT_KINDS, type NotificationSetting } from '@footfall/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateNotificationSetting } from '../../../api/notifications';
import { isApiError } from '../../../lib/http/api-error';
import { failureMessage } from '../../../lib/http/failure-message';
import {
  draftOf,
  toNotificationUpdate,
  webhookUrlError,
  type NotificationDraft,
} from './notification-fields';
import { FormNotices } from '../../../components/form-notices';

interface NotificationRowProps {
  locationId: string;
  setting: NotificationSetting;
  editable: boolean;
}

/** One person's alerts for the location, saved on their own. */
export function NotificationRow({ locationId, setting, editable }: NotificationRowProps) {
  const { t } = useTranslation();
  const update = useUpdateNotificationSetting(locationId);
  const [draft, setDraft] = useState<NotificationDraft>(() => draftOf(setting));
  const [urlError, setUrlError] = useState<string | undefined>();
  const [notice, setNotice] = useState<'saved' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = `${setting.first_name} ${setting.last_name}`.trim() || setting.email;
  const headingId = `notifications-${setting.user_id}`;

  const change = (next: Partial<NotificationDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setNotice(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const error = webhookUrlError(t, draft.webhookUrl);
    setUrlError(error);
    if (error) return;
    try {
      const saved = await update.mutateAsync({
        userId: setting.user_id,
        ...toNotificationUpdate(draft),
      });
      setDraft(draftOf(saved));
      setNotice('saved');
    } catch (failed) {
      if (isApiError(failed) && failed.fields.webhook_url) setUrlError(failed.fields.webhook_url);
      else setFailure(failureMessage(failed, t));
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <div>
            <Text fw={600} id={headingId}>
              {name}
              {setting.is_you && (
                <Text span c="dimmed" fw={400} size="sm">
                  {' '}
                  {t('settingsOrganization.you')}
                </Text>
              )}
            </Text>
            <Text size="sm" c="dimmed">
              {setting.email}
            </Text>
          </div>
          <Group gap="lg" role="group" aria-label={t('settingsNotifications.alertsOf', { name })}>
            {ALERT_KINDS.map((kind) => (
              <Checkbox
                key={kind}
                label={t(`settingsNotifications.alerts.${kind}`)}
                checked={draft.alerts[kind]}
                disabled={!editable}
                onChange={(event) =>
                  change({ alerts: { ...draft.alerts, [kind]: event.currentTarget.checked } })
                }
              />
            ))}
          </Group>
          <Switch
            label={t('settingsNotifications.byEmail')}
            checked={draft.byEmail}
            disabled={!editable}
            onChange={(event) => change({ byEmail: event.currentTarget.checked })}
          />
          <TextInput
            label={t('fields.webhookUrl')}
            description={t('settingsNotifications.webhookHint')}
            placeholder="https://"
            type="url"
            value={draft.webhookUrl}
            readOnly={!editable}
            error={urlError}
            onChange={(event) => {
              change({ webhookUrl: event.currentTarget.value });
              setUrlError(undefined);
            }}
          />
          <FormNotices failure={failure} />
          {editable && (
            <Group justify="flex-end" gap="sm">
              {notice && (
                <Text size="sm" c="teal.9" role="status">
                  {t('forms.saved')}
                </Text>
              )}
              <Button
                type="submit"
                size="sm"
                loading={update.isPending}
                aria-label={t('settingsNotifications.saveFor', { name })}
              >
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
