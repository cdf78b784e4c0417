// Per-bucket charts of the gateways: uptime (%) and detections, one series per gateway, with the
// tables the chart card shows and exports.
import type { ConnectivityResponse, Granularity } from '@footfall/core';
import {
  LABELS_INSIDE_GRID,
  paletteColor,
  type AnalyticsChartOption,
  type ChartTable,
} from '../../../components/chart';
import { gatewayLabel } from './gateway-rows';

type Gateway = ConnectivityResponse['gateways'][number];
export type GatewayFigure = 'uptime_pct' | 'detections';

export interface SeriesFormat {
  /** Axis and tooltip label of a bucket key. */
  bucket: (bucket: string) => string;
  /** A figure in the locale ("98.5%" for uptime, "1,204" for detections). */
  value: (value: number) => string;
}

/** Buckets shown at once before the chart offers zooming (a month of hours is 720). */
const ZOOM_FROM = 48;

/** The bucket keys of the answer, in order (every gateway lists the same ones). */
export function bucketsOf(gateways: readonly Gateway[]): string[] {
  const keys = new Set<string>();
  for (const gateway of gateways) for (const bucket of gateway.buckets) keys.add(bucket.bucket);
  return [...keys].sort();
}

export function gatewaySeriesOption(
  gateways: readonly Gateway[],
  figure: GatewayFigure,
  format: SeriesFormat,
): AnalyticsChartOption {
  const buckets = bucketsOf(gateways);
  const zoom = buckets.length > ZOOM_FROM;
  return {
    color: gateways.map((_, index) => paletteColor(index)),
    tooltip: {
      trigger: 'axis',
      confine: true,
      valueFormatter: (value) => (typeof value === 'number' ? format.value(value) : ''),
    },
    legend: { type: 'scroll', bottom: 0 },
    grid: { left: 8, right: 24, top: 16, bottom: zoom ? 72 : 40, ...LABELS_INSIDE_GRID },
    xAxis: {
      type: 'category',
      data: buckets.map(format.bucket),
      // The end labels align to the plot's edges so that the last one is not clipped.
      axisLabel: {
        hideOverlap: true,
        alignMinLabel: 'left',
        alignMaxLabel: 'right',
        color: '#495057',
      },
    },
    yAxis: {
      type: 'value',
      min: 0,
      ...(figure === 'uptime_pct' ? { max: 100 } : {}),
      axisLabel: { formatter: (value: number) => format.value(value), color: '#495057' },
    },
    dataZoom: zoom ? [{ type: 'inside' }, { type: 'slider', bottom: 28, height: 18 }] : [],
    series: gateways.map((gateway) => {
      const values = new Map(gateway.buckets.map((bucket) => [bucket.bucket, bucket[figure]]));
      const data = buckets.map((bucket) => values.get(bucket) ?? null);
      return figure === 'uptime_pct'
        ? { type: 'line', name: gatewayLabel(gateway), data, step: 'middle', showSymbol: false }
        : { type: 'bar', name: gatewayLabel(gateway), data, barMaxWidth: 16 };
    }),
  };
}

/** The same figures as a table: one row per bucket, one column per gateway. */
export function gatewaySeriesTable(
  gateways: readonly Gateway[],
  figure: GatewayFigure,
  texts: { bucket: string },
  format: SeriesFormat,
): ChartTable {
  const buckets = bucketsOf(gateways);
  const byGateway = gateways.map(
    (gateway) => new Map(gateway.buckets.map((bucket) => [bucket.bucket, bucket[figure]])),
  );
  return {
    columns: [
      { key: 'bucket', label: texts.bucket },
      ...gateways.map((gateway) => ({
        key: `g${gateway.sensor_id}`,
        label: gatewayLabel(gateway),
        format: (value: string | number | null) =>
          typeof value === 'number' ? format.value(value) : '',
      })),
    ],
    rows: buckets.map((bucket) => ({
      bucket: format.bucket(bucket),
      ...Object.fromEntries(
        gateways.map((gateway, index) => [
          `g${gateway.sensor_id}`,
          roundTo(byGateway[index]?.get(bucket) ?? null, figure === 'uptime_pct' ? 1 : 0),
        ]),
      ),
    })),
  };
}

const roundTo = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The granularity the connectivity page asks for: hours (gaps to the hour) up to a month, days
 * beyond (a year of hours per gateway would be too many points to read).
 */
export function connectivityGranularity(days: number): Granularity {
  return days <= 31 ? 'hour' : 'day';
}
