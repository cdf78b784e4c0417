import type { ConnectivityResponse } from '@footfall/core';
import { Group, Paper, Text } from '@mantine/core';
import { MqttStateBadge } from '../../../components/mqtt-state-badge';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { absoluteTime, relativeTime } from './time-labels';

interface MqttStatusProps {
  mqtt: NonNullable<ConnectivityResponse['mqtt']>;
  timeZone: string;
  now: number;
}

/** The organisation's MQTT broker as the subscriber last saw it, and this location's last
 * message through it (door counters and counting gateways that publish over MQTT). */
export function MqttStatus({ mqtt, timeZone, now }: MqttStatusProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={t('journeys.connectivity.mqttTitle')}
    >
      <Group gap="sm">
        <Text fw={500} size="sm">
          {t('journeys.connectivity.mqttTitle')}
        </Text>
        <MqttStateBadge state={mqtt.state} testId="connectivity-mqtt-state" />
        <Text
          size="sm"
          c="dimmed"
          title={
            mqtt.last_message_at ? absoluteTime(mqtt.last_message_at, timeZone, locale) : undefined
          }
        >
          {mqtt.last_message_at
            ? t('journeys.connectivity.mqttLastMessage', {
                when: relativeTime(mqtt.last_message_at, now, locale),
              })
            : t('journeys.connectivity.mqttNoMessage')}
        </Text>
      </Group>
    </Paper>
  );
}
