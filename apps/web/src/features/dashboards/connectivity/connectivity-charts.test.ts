import { describe, expect, it } from 'vitest';
import { connectivityFixture } from '../../../test/connectivity-fixture';
import {
  bucketsOf,
  connectivityGranularity,
  gatewaySeriesOption,
  gatewaySeriesTable,
} from './connectivity-charts';

const format = {
  bucket: (bucket: string) => bucket.slice(11, 16),
  value: (value: number) => `${value}`,
};
const gateways = connectivityFixture.gateways;

describe('gateway series', () => {
  it('draws uptime as one line per gateway on 0-100', () => {
    const option = gatewaySeriesOption(gateways, 'uptime_pct', format);
    expect((option.xAxis as { data: string[] }).data).toEqual(['08:00', '09:00', '10:00', '11:00']);
    expect(option.yAxis).toMatchObject({ min: 0, max: 100 });
    const series = option.series as { type: string; name: string; data: (number | null)[] }[];
    expect(series.map((item) => [item.type, item.name, item.data])).toEqual([
      ['line', 'Entrance', [100, 100, 100, 100]],
      ['line', 'GW-0002', [0, 50, 0, 0]],
    ]);
    expect(option.dataZoom).toEqual([]);
  });

  it('keeps the first and last bucket labels inside the plot', () => {
    const option = gatewaySeriesOption(gateways, 'uptime_pct', format);
    expect((option.xAxis as { axisLabel: object }).axisLabel).toMatchObject({
      hideOverlap: true,
      alignMinLabel: 'left',
      alignMaxLabel: 'right',
    });
  });

  it('draws detections as bars and tabulates them per bucket', () => {
    const option = gatewaySeriesOption(gateways, 'detections', format);
    expect((option.series as { type: string }[]).every((item) => item.type === 'bar')).toBe(true);
    const table = gatewaySeriesTable(gateways, 'detections', { bucket: 'Hour' }, format);
    expect(table.columns.map((column) => column.label)).toEqual(['Hour', 'Entrance', 'GW-0002']);
    expect(table.rows[1]).toEqual({ bucket: '09:00', g1: 70, g2: 40 });
  });

  it('zooms when there are many buckets', () => {
    const many = gateways.map((gateway) => ({
      ...gateway,
      buckets: Array.from({ length: 60 }, (_, index) => ({
        ...gateway.buckets[0]!,
        bucket: `2026-03-${String(1 + Math.floor(index / 24)).padStart(2, '0')}T${String(index % 24).padStart(2, '0')}:00:00Z`,
      })),
    }));
    expect(bucketsOf(many)).toHaveLength(60);
    expect(gatewaySeriesOption(many, 'uptime_pct', format).dataZoom).toHaveLength(2);
  });

  it('asks hours up to a month and days beyond', () => {
    expect(connectivityGranularity(31)).toBe('hour');
    expect(connectivityGranularity(32)).toBe('day');
  });
});
