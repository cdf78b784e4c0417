import { numberFormat } from '@footfall/core';
import type { ConnectivityResponse } from '@footfall/core';
import { Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartCardState } from '../../../components/chart';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useLocale } from '../../../i18n/use-locale';
import {
  gatewaySeriesOption,
  gatewaySeriesTable,
  type GatewayFigure,
  type SeriesFormat,
} from './connectivity-charts';
import { GapWarning } from './gap-warning';
import { gapPeriods } from './gateway-gaps';
import { gatewayRows } from './gateway-rows';
import { GatewayStatusTable } from './gateway-status-table';
import { MqttStatus } from './mqtt-status';
import { bucketLabel } from './time-labels';

interface ConnectivityViewProps {
  data: ConnectivityResponse | undefined;
  state: ChartCardState;
  fileSuffix?: string;
}

/**
 * Connectivity (issue 6, item 8): every gateway's state, the gaps in what they sent, and per
 * bucket their uptime and detections. Shared by the in-app page and the read-only page.
 */
export function ConnectivityView({ data, state, fileSuffix }: ConnectivityViewProps) {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  if (state.isPending) return <LoadingState />;
  if (state.isError || !data)
    return <ErrorState onRetry={state.refetch ? () => void state.refetch?.() : undefined} />;
  const timeZone = data.range.time_zone;
  const mqtt = data.mqtt && <MqttStatus mqtt={data.mqtt} timeZone={timeZone} now={now} />;
  if (data.gateways.length === 0)
    return (
      <Stack gap="md">
        {mqtt}
        <EmptyState message={t('journeys.connectivity.noGateways')} />
      </Stack>
    );
  return (
    <Stack gap="md">
      {mqtt}
      <GapWarning
        gaps={gapPeriods(data.gateways)}
        granularity={data.range.granularity}
        timeZone={timeZone}
      />
      <GatewayStatusTable rows={gatewayRows(data.gateways)} timeZone={timeZone} now={now} />
      <GatewayChart data={data} state={state} figure="uptime_pct" fileSuffix={fileSuffix} />
      <GatewayChart data={data} state={state} figure="detections" fileSuffix={fileSuffix} />
    </Stack>
  );
}

interface GatewayChartProps {
  data: ConnectivityResponse;
  state: ChartCardState;
  figure: GatewayFigure;
  fileSuffix?: string;
}

function GatewayChart({ data, state, figure, fileSuffix }: GatewayChartProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const { granularity, time_zone: timeZone } = data.range;
  const { option, table } = useMemo(() => {
    const number = numberFormat(locale, 'decimal');
    const format: SeriesFormat = {
      bucket: (bucket) => bucketLabel(bucket, granularity, timeZone, locale),
      value: (value) =>
        figure === 'uptime_pct'
          ? numberFormat(locale, 'percent').format(value / 100)
          : number.format(value),
    };
    return {
      option: gatewaySeriesOption(data.gateways, figure, format),
      table: gatewaySeriesTable(
        data.gateways,
        figure,
        { bucket: t(`journeys.connectivity.bucket.${granularity}`) },
        format,
      ),
    };
  }, [data.gateways, figure, granularity, timeZone, locale, t]);
  const title =
    figure === 'uptime_pct'
      ? t(`journeys.connectivity.uptimeTitle.${granularity}`)
      : t(`journeys.connectivity.detectionsTitle.${granularity}`);
  return (
    <ChartCard
      title={title}
      description={
        figure === 'uptime_pct'
          ? t('journeys.connectivity.uptimeDescription')
          : t('journeys.connectivity.detectionsDescription')
      }
      option={option}
      table={table}
      state={state}
      completeness={data.completeness}
      fileSuffix={fileSuffix}
    />
  );
}
