import { numberFormat } from '@footfall/core';
import { Box, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
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
  const columns: DataTableColumn<GatewayRow>[] = [
    {
      key: 'gateway',
      header: t('journeys.connectivity.gateway'),
      rowHeader: true,
      cell: (row) => (
        <>
          <Text size="sm" fw={500}>
            {row.label}
          </Text>
          {row.label !== row.serial && (
            <Text size="xs" c="dimmed">
              {row.serial}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t('journeys.connectivity.status'),
      noWrap: true,
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <Box
            aria-hidden
            w={10}
            h={10}
            style={{
              borderRadius: '50%',
              flexShrink: 0,
              background: row.online ? 'var(--mantine-color-teal-8)' : 'var(--mantine-color-red-8)',
            }}
          />
          <Text size="sm" fw={600} c={row.online ? 'teal.9' : 'red.9'}>
            {row.online ? t('journeys.connectivity.online') : t('journeys.connectivity.offline')}
          </Text>
        </Group>
      ),
    },
    {
      key: 'lastSeen',
      header: t('journeys.connectivity.lastSeen'),
      noWrap: true,
      cell: (row) =>
        row.lastSeen ? (
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
        ),
    },
    {
      key: 'uptime',
      header: t('journeys.connectivity.uptime'),
      align: 'right',
      cell: (row) => percent.format(row.uptimePct / 100),
    },
    {
      key: 'detections',
      header: t('journeys.connectivity.detections'),
      align: 'right',
      cell: (row) => number.format(row.detections),
    },
    {
      key: 'gapHours',
      header: t('journeys.connectivity.gapHours'),
      align: 'right',
      cell: (row) => number.format(row.gapHours),
    },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="gateways-title">
      <Title order={3} size="h5" id="gateways-title" mb="xs">
        {t('journeys.connectivity.gatewaysTitle', { gateways: number.format(rows.length) })}
      </Title>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.sensorId}
        minWidth={720}
        verticalSpacing="xs"
      />
    </Paper>
  );
}
