import { numberFormat } from '@footfall/core';
import { Box, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import type { GatewayRow } from './gateway-rows';
import { absoluteTime, relativeTime } from './time-labels';

interface GatewayStatusTableProps {
  rows: readonly GatewayRow[];
  timeZone: string;
  now: number;
}

/** Every gateway: online or offline (in words, not only colour), last seen, uptime, detections. */
export function GatewayStatusTable({ rows, timeZone, now }: GatewayStatusTableProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const number = numberFormat(locale, 'whole');
  const percent = numberFormat(locale, 'percent');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="gateways-title">
      <Title order={3} size="h5" id="gateways-title" mb="xs">
        {t('journeys.connectivity.gatewaysTitle', { gateways: number.format(rows.length) })}
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('journeys.connectivity.gateway')}</Table.Th>
              <Table.Th scope="col">{t('journeys.connectivity.status')}</Table.Th>
              <Table.Th scope="col">{t('journeys.connectivity.lastSeen')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('journeys.connectivity.uptime')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('journeys.connectivity.detections')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('journeys.connectivity.gapHours')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.sensorId}>
                <Table.Th scope="row" fw={500}>
                  <Text size="sm" fw={500}>
                    {row.label}
                  </Text>
                  {row.label !== row.serial && (
                    <Text size="xs" c="dimmed">
                      {row.serial}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Group gap={6} wrap="nowrap">
                    <Box
                      aria-hidden
                      w={10}
                      h={10}
                      style={{
                        borderRadius: '50%',
                        flexShrink: 0,
                        background: row.online
                          ? 'var(--mantine-color-teal-8)'
                          : 'var(--mantine-color-red-8)',
                      }}
                    />
                    <Text size="sm" fw={600} c={row.online ? 'teal.9' : 'red.9'}>
                      {row.online
                        ? t('journeys.connectivity.online')
                        : t('journeys.connectivity.offline')}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {row.lastSeen ? (
                    <>
                      <Text size="sm">{relativeTime(row.lastSeen, now, locale)}</Text>
                      <Text size="xs" c="dimmed" component="time" dateTime={row.lastSeen}>
                        {absoluteTime(row.lastSeen, timeZone, locale)}
                      </Text>
                    </>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('journeys.connectivity.neverSeen')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{percent.format(row.uptimePct / 100)}</Table.Td>
                <Table.Td ta="right">{number.format(row.detections)}</Table.Td>
                <Table.Td ta="right">{number.format(row.gapHours)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
