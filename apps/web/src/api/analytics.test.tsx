import type { HeatmapPage } from '@footfall/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { analyticsKey, analyticsSearch, useHeatmap, type AnalyticsParams } from './analytics';

const params: AnalyticsParams = {
  start_date: '2026-03-01',
  end_date: '2026-03-07',
  granularity: 'day',
  area_id: '12',
  compare: true,
  business_hours: false,
};

describe('analyticsSearch', () => {
  it('sends only the parameters the endpoint reads, flags as 1', () => {
    expect(analyticsSearch('foot-traffic', params)).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-03-07',
      granularity: 'day',
      area_id: '12',
      compare: '1',
    });
    expect(analyticsSearch('dwell-group-areas', { ...params, business_hours: true })).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-03-07',
      granularity: 'day',
      business_hours: '1',
    });
  });

  it('leaves out an empty area', () => {
    expect(analyticsSearch('dwell-areas', { ...params, area_id: null })).not.toHaveProperty(
      'area_id',
    );
  });
});

describe('analyticsKey', () => {
  it('holds every filter the endpoint reads', () => {
    const key = analyticsKey('door-counter', '7', params);
    expect(key.slice(0, 3)).toEqual(['analytics', 'door-counter', '7']);
    expect(key[3]).toMatchObject({ compare: '1', granularity: 'day' });
  });

  it('differs with the share token of the page', () => {
    window.history.replaceState(null, '', '/view-only/heatmap?token=abc');
    expect(analyticsKey('heatmap', '7', params)[4]).toBe('abc');
  });
});

const heatmapPage = (cells: [number, number, number][]): HeatmapPage => ({
  range: {
    start_date: '2026-03-01',
    end_date: '2026-03-07',
    days: 7,
    time_zone: 'UTC',
    granularity: 'day',
    business_hours: false,
    area_id: null,
  },
  completeness: {
    gateways_connected: 1,
    gateways_reporting: 1,
    hours_in_range: 168,
    hours_without_data: 0,
    pending_days: 0,
    note: '',
  },
  unavailable: [],
  cell_m: 1,
  floor_plans: [{ id: 1, name: 'Ground' }],
  cells: cells.map(([cell_x, cell_y, count]) => ({ floor_plan_id: 1, cell_x, cell_y, count })),
});

describe('useHeatmap', () => {
  it('follows next_url to the last page and merges the cells', async () => {
    const pages = [
      {
        data: heatmapPage([[0, 0, 1]]),
        next_url: '/api/v1/locations/7/heatmap?cursor=1.0.0',
        description: { start_date: '2026-03-01', end_date: '2026-03-07' },
      },
      {
        data: heatmapPage([[1, 0, 2]]),
        next_url: null,
        description: { start_date: '2026-03-01', end_date: '2026-03-07' },
      },
    ];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(pages.shift())));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useHeatmap('7', params), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.cells.map((cell) => cell.count)).toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]?.[0 as never])).toBe(
      '/api/v1/locations/7/heatmap?cursor=1.0.0',
    );
  });
});
