import { formatWhole } from '@footfall/core';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { LocationConnections } from '@footfall/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  useLocationConnections,
  useRemoveMqttConnection,
  useSaveMqttConnection,
} from '../../../api/connections';
import { CopyField } from '../../../components/copy-field';
import { QueryContent } from '../../../components/query-content';
import { MqttStateBadge } from '../../../components/mqtt-state-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { LastReceived } from './last-received';
import { MqttBrokerForm } from './mqtt-broker-form';
import { SettingsCard } from '../../../components/settings-card';

/** The three ways sensor data comes in (docs/connectors.md), each with what to copy into the
 * device or the vendor's dashboard and when it last brought data (refreshed every 10 s). */
export function ConnectHardwareSection({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  const connections = useLocationConnections(locationId);
  return (
    <SettingsCard title={t('connectHardware.heading')} intro={t('connectHardware.intro')}>
      <QueryContent query={connections}>
        {({ api, meraki, mqtt }) => {
          const readAt = connections.dataUpdatedAt;
          const apiSettings = (
            <Anchor
              component={Link}
              to={`/main/settings/${encodeURIComponent(locationId)}/api`}
              size="sm"
            >
              {t('connectHardware.openApiSettings')}
            </Anchor>
          );
          return (
            <Stack gap="md">
              <Way
                title={t('connectHardware.apiTitle')}
                at={api.last_received_at}
                readAt={readAt}
                id="api"
              >
                <Text size="sm" c="dimmed">
                  {t('connectHardware.apiIntro')}
                </Text>
                <CopyField label={t('connectHardware.ingestUrl')} value={api.ingest_url} code />
                <Text size="sm">
                  {api.has_key ? t('connectHardware.keySet') : t('connectHardware.keyMissing')}{' '}
                  {apiSettings}
                </Text>
                {api.refused_old_key && <RefusedOldKey refused={api.refused_old_key} />}
              </Way>
              <Way
                title={t('connectHardware.merakiTitle')}
                at={meraki.last_received_at}
                readAt={readAt}
                id="meraki"
              >
                <Text size="sm" c="dimmed">
                  {t('connectHardware.merakiIntro')}
                </Text>
                <CopyField label={t('settingsApi.merakiUrl')} value={meraki.receiver_url} code />
                <Text size="sm">
                  {meraki.validator_set
                    ? t('connectHardware.validatorSet')
                    : t('connectHardware.validatorMissing')}{' '}
                  {apiSettings}
                </Text>
              </Way>
              <Way
                title={t('connectHardware.mqttTitle')}
                at={mqtt.last_received_at}
                readAt={readAt}
                id="mqtt"
              >
                <MqttWay mqtt={mqtt} />
              </Way>
            </Stack>
          );
        }}
      </QueryContent>
    </SettingsCard>
  );
}

/** Data still sent with the key a rotation replaced: refused, so said where people look. */
function RefusedOldKey({
  refused,
}: {
  refused: NonNullable<LocationConnections['api']['refused_old_key']>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Alert color="orange" role="alert" title={t('connectHardware.refusedOldKeyTitle')}>
      {t('connectHardware.refusedOldKey', {
        count: refused.count,
        last: formatDateTime(refused.last_at, i18n.language),
        from: refused.last_from,
        replaced: formatDateTime(refused.replaced_at, i18n.language),
      })}
    </Alert>
  );
}

function Way(props: {
  title: string;
  at: string | null;
  readAt: number;
  id: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby={`way-${props.id}`}>
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={3} size="h5" id={`way-${props.id}`}>
          {props.title}
        </Title>
        <LastReceived at={props.at} readAt={props.readAt} testId={`last-received-${props.id}`} />
      </Group>
      <Stack gap="sm">{props.children}</Stack>
    </Paper>
  );
}

function MqttWay({ mqtt }: { mqtt: LocationConnections['mqtt'] }) {
  const { t, i18n } = useTranslation();
  const { connection } = mqtt;
  const save = useSaveMqttConnection(mqtt.corporation_id);
  const remove = useRemoveMqttConnection(mqtt.corporation_id);
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('connectHardware.mqttIntro')}
      </Text>
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {t('connectHardware.mqttBroker')}
        </Text>
        <MqttStateBadge state={connection?.state ?? null} testId="mqtt-state" />
        {connection && (
          <Text size="sm" c="dimmed">
            {t('connectHardware.mqttCounts', {
              stored: formatWhole(connection.messages_stored, i18n.language),
              dropped: formatWhole(connection.messages_dropped, i18n.language),
            })}
          </Text>
        )}
      </Group>
      {connection?.last_error && connection.last_error_at && (
        <Text size="sm" c="red.8" data-testid="mqtt-last-error">
          {t('connectHardware.mqttLastError', {
            date: formatDateTime(connection.last_error_at, i18n.language),
            error: connection.last_error,
          })}
        </Text>
      )}
      <CopyField
        label={t('connectHardware.mqttDoorCountsTopic')}
        value={mqtt.topics['door-counts']}
        code
      />
      <CopyField label={t('connectHardware.mqttCountsTopic')} value={mqtt.topics.counts} code />
      {mqtt.can_edit ? (
        <MqttBrokerForm
          key={connection ? JSON.stringify([connection.broker_url, connection.topics]) : 'new'}
          connection={connection}
          save={save}
          remove={remove}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('connectHardware.mqttReadOnly')}
        </Text>
      )}
    </>
  );
}
