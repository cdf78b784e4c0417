import {
  Alert,
  Button,
  Group,
  PasswordInput,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { MQTT_DEFAULT_TOPIC, type MqttConnection } from '@footfall/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { useRemoveMqttConnection, useSaveMqttConnection } from '../../../api/connections';
import { isApiError } from '../../../lib/http/api-error';
import { failureMessage } from '../../../lib/http/failure-message';

interface MqttBrokerFormProps {
  connection: MqttConnection | null;
  /** Held by the parent: a save remounts this form with the saved values, and its outcome stays. */
  save: ReturnType<typeof useSaveMqttConnection>;
  remove: ReturnType<typeof useRemoveMqttConnection>;
}

/** The organisation's broker: URL, credentials (the password is never shown, only replaced),
 * topic filters one per line, on or off; and disconnecting. */
export function MqttBrokerForm({ connection, save, remove }: MqttBrokerFormProps) {
  const { t } = useTranslation();
  const [brokerUrl, setBrokerUrl] = useState(connection?.broker_url ?? '');
  const [username, setUsername] = useState(connection?.username ?? '');
  const [password, setPassword] = useState('');
  const [topics, setTopics] = useState((connection?.topics ?? [MQTT_DEFAULT_TOPIC]).join('\n'));
  const [enabled, setEnabled] = useState(connection?.enabled ?? true);
  const fields = isApiError(save.error) ? save.error.fields : {};
  const topicError = Object.entries(fields).find(([field]) => field.startsWith('topics'))?.[1];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.reset();
    save.mutate({
      broker_url: brokerUrl.trim(),
      username: username.trim() || null,
      // An empty password field keeps the saved one.
      ...(password !== '' ? { password } : {}),
      topics: topics
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      enabled,
    });
  };

  return (
    <form onSubmit={submit} aria-label={t('connectHardware.mqttFormLabel')}>
      <Stack gap="sm">
        <TextInput
          label={t('connectHardware.brokerUrl')}
          description={t('connectHardware.brokerUrlHelp')}
          placeholder="mqtt://broker.example.com:1883"
          value={brokerUrl}
          onChange={(event) => setBrokerUrl(event.currentTarget.value)}
          error={fields.broker_url}
          required
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('connectHardware.username')}
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={fields.username}
            autoComplete="off"
          />
          <PasswordInput
            label={t('connectHardware.password')}
            placeholder={connection?.has_password ? t('connectHardware.passwordKept') : undefined}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fields.password}
            autoComplete="new-password"
          />
        </Group>
        <Textarea
          label={t('connectHardware.topics')}
          description={t('connectHardware.topicsHelp')}
          value={topics}
          onChange={(event) => setTopics(event.currentTarget.value)}
          error={topicError}
          autosize
          minRows={2}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Switch
          label={t('connectHardware.enabled')}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        {save.isError && Object.keys(fields).length === 0 && (
          <Alert color="red" role="alert">
            {failureMessage(save.error, t)}
          </Alert>
        )}
        {save.isSuccess && (
          <Alert color="teal" role="status">
            {t('connectHardware.mqttSaved')}
          </Alert>
        )}
        {remove.isError && (
          <Alert color="red" role="alert">
            {failureMessage(remove.error, t)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {connection ? t('connectHardware.mqttSave') : t('connectHardware.mqttConnect')}
          </Button>
          {connection && (
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() => {
                save.reset();
                remove.mutate();
              }}
            >
              {t('connectHardware.mqttRemove')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
