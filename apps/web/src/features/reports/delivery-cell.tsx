import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DELIVERY_COLORS, type DeliveryView } from './report-delivery';

/** The latest mailing: a status badge (its words say it), when, a failure's reason, the next one. */
export function DeliveryCell({ delivery }: { delivery: DeliveryView }) {
  const { t } = useTranslation();
  const color = DELIVERY_COLORS[delivery.state];
  return (
    <Stack gap={2} maw={260}>
      <Badge
        color={color}
        variant="light"
        c={`${color}.9`}
        tt="none"
        styles={{ label: { overflow: 'visible' } }}
      >
        {delivery.label}
      </Badge>
      {delivery.when && <Text size="xs">{delivery.when}</Text>}
      {delivery.error && (
        <Text size="xs" c="red.9" lineClamp={3} title={delivery.error}>
          {t('reports.delivery.error', { error: delivery.error })}
        </Text>
      )}
      {delivery.next && (
        <Text size="xs" c="dimmed">
          {delivery.next}
        </Text>
      )}
    </Stack>
  );
}
