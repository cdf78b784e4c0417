// Test answers for the main dashboard's transforms (imported by tests only).
import { comparisonFixture } from '../../test/comparison-fixture';
import {
  estimateFromSummary,
  resolveEstimate,
  type DoorCounterResponse,
  type FootTrafficResponse,
  type Location,
} from '@footfall/core';
import { aLocation } from '../../test/fixtures';
import type { FigureCell, OverviewRow } from './overview-row';
import { NO_FIGURES } from '../../test/foot-traffic-fixture';

const meta = {
  range: {
    start_date: '2026-10-23',
    end_date: '2026-11-21',
    days: 30,
    time_zone: 'America/New_York',
    granularity: 'day' as const,
    business_hours: false,
    area_id: null,
  },
  completeness: {
    gateways_connected: 1,
    gateways_reporting: 1,
    hours_in_range: 720,
    hours_without_data: 0,
    pending_days: 0,
    note: '',
  },
  unavailable: [],
};

export function aFootTraffic(
  totals: { visitors: number | null; walk_bys: number | null; capture_rate?: number | null },
  comparison?: { current: number; previous: number; comparable?: boolean },
): FootTrafficResponse {
  const figures = { ...NO_FIGURES, ...totals };
  return {
    ...meta,
    buckets: [],
    totals: figures,
    busiest_hours: null,
    comparison: comparison
      ? comparisonFixture(
          { ...figures, visitors: comparison.current },
          { ...figures, visitors: comparison.previous },
          {
            start_date: '2026-08-24',
            end_date: '2026-10-22',
            days: 60,
            averaged: true,
            comparable: comparison.comparable ?? true,
          },
        )
      : null,
    estimate: estimateFromSummary(resolveEstimate(null)),
  };
}

export function aDoorCounter(walkIns: number | null): DoorCounterResponse {
  return {
    ...meta,
    buckets: [],
    totals: { walk_ins: walkIns, walk_outs: walkIns, traffic: walkIns, occupancy_max: null },
    comparison: null,
    basis: { method: 'counted' },
  };
}

export const plusWithDoors: Location = aLocation({ id: '1', name: 'Flagship' });
export const liteWalkBysOnly: Location = aLocation({
  id: '2',
  name: 'Corner Kiosk',
  service: 'LITE',
  services: { service: 'LITE', tag_services: [], sensor_services: ['FOOTTRAFFIC'] },
});
export const premiumMall: Location = aLocation({
  id: '3',
  name: 'City Mall',
  type: 'MALL',
  service: 'PREMIUM',
  services: { service: 'PREMIUM', tag_services: [], sensor_services: [] },
});

const value = (n: number | null): FigureCell =>
  n === null ? { kind: 'none' } : { kind: 'value', value: n };

/** A row with the given figures (null: answered without a figure). */
export function aRow(
  id: string,
  name: string,
  figures: Partial<
    Record<'visitors' | 'walkBys' | 'captureRate' | 'walkIns' | 'trend', number | null>
  >,
  overrides: Partial<OverviewRow> = {},
): OverviewRow {
  return {
    id,
    name,
    type: 'RETAIL',
    service: 'PLUS',
    folderId: '0',
    parentId: null,
    path: `/main/dashboard/${id}/retail`,
    figures: {
      visitors: value(figures.visitors ?? null),
      walkBys: value(figures.walkBys ?? null),
      captureRate: value(figures.captureRate ?? null),
      walkIns: value(figures.walkIns ?? null),
      trend: value(figures.trend ?? null),
    },
    ...overrides,
  };
}
