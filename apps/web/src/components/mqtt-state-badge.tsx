import type { MqttState } from '@footfall/core';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<MqttState, string> = {
  connected: 'teal',
  connecting: 'yellow',
  disconnected: 'red',
  off: 'gray',
};

/** An MQTT broker connection's state in words (colour only helps); null: none set up. */
export function MqttStateBadge({ state, testId }: { state: MqttState | null; testId: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={state ? STATE_COLORS[state] : 'gray'} variant="light" data-testid={testId}>
      {t(`connectHardware.mqttState.${state ?? 'none'}`)}
    </Badge>
  );
}
