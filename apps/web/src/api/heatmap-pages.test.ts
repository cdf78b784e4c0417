import type { HeatmapPage } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { mergeHeatmapPages, nextPageUrl } from './heatmap-pages';

const meta: Omit<HeatmapPage, 'cells' | 'floor_plans'> = {
  range: {
    start_date: '2026-03-01',
    end_date: '2026-03-07',
    days: 7,
    time_zone: 'Europe/Paris',
    granularity: 'day',
    business_hours: false,
    area_id: null,
  },
  completeness: {
    gateways_connected: 2,
    gateways_reporting: 2,
    hours_in_range: 168,
    hours_without_data: 0,
    pending_days: 0,
    note: 'ok',
  },
  unavailable: [],
  cell_m: 1,
};

const page = (
  cells: [number, number, number, number][],
  plans: HeatmapPage['floor_plans'] = [{ id: 1, name: 'Ground' }],
): HeatmapPage => ({
  ...meta,
  floor_plans: plans,
  cells: cells.map(([floor_plan_id, cell_x, cell_y, count]) => ({
    floor_plan_id,
    cell_x,
    cell_y,
    count,
  })),
});

describe('mergeHeatmapPages', () => {
  it('keeps a single page as it is', () => {
    const one = page([[1, 0, 0, 3]]);
    expect(mergeHeatmapPages([one])).toEqual(one);
  });

  it('concatenates the cells of every page in (plan, x, y) order', () => {
    const merged = mergeHeatmapPages([
      page([
        [1, 0, 0, 3],
        [1, 0, 1, 2],
      ]),
      page(
        [
          [1, 2, 0, 5],
          [2, -1, 4, 1],
        ],
        [{ id: 2, name: 'First floor' }],
      ),
    ]);
    expect(merged.cells.map((c) => [c.floor_plan_id, c.cell_x, c.cell_y, c.count])).toEqual([
      [1, 0, 0, 3],
      [1, 0, 1, 2],
      [1, 2, 0, 5],
      [2, -1, 4, 1],
    ]);
    expect(merged.floor_plans).toEqual([
      { id: 1, name: 'Ground' },
      { id: 2, name: 'First floor' },
    ]);
    expect(merged.range).toEqual(meta.range);
  });

  it('sums a cell that came in two pages', () => {
    const merged = mergeHeatmapPages([page([[1, 3, 3, 4]]), page([[1, 3, 3, 6]])]);
    expect(merged.cells).toEqual([{ floor_plan_id: 1, cell_x: 3, cell_y: 3, count: 10 }]);
  });

  it('refuses no pages at all', () => {
    expect(() => mergeHeatmapPages([])).toThrow();
  });
});

describe('nextPageUrl', () => {
  it('rebases the server path on the API base', () => {
    expect(nextPageUrl('/api/v1/locations/7/heatmap?cursor=1.2.3')).toBe(
      '/api/v1/locations/7/heatmap?cursor=1.2.3',
    );
  });
  it('keeps any other URL', () => {
    expect(nextPageUrl('https://x.test/h?cursor=1.2.3')).toBe('https://x.test/h?cursor=1.2.3');
  });
});
