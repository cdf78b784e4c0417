import { describe, expect, it } from 'vitest';
import { heatGrid } from './heat-grid';

const cells = [
  { floor_plan_id: 1, cell_x: 0, cell_y: 0, count: 4 },
  { floor_plan_id: 1, cell_x: 2, cell_y: 3, count: 16 },
  { floor_plan_id: 1, cell_x: -1, cell_y: 1, count: 0 },
  { floor_plan_id: 2, cell_x: 5, cell_y: 5, count: 99 },
];

describe('heatGrid', () => {
  it('places the cells of one floor plan in image pixels', () => {
    // 0.05 m per pixel: a 1 m cell is 20 pixels.
    const grid = heatGrid(cells, 1, 1, 0.05);
    expect(grid.max).toBe(16);
    expect(grid.total).toBe(20);
    expect(grid.rects).toEqual([
      { cellX: 0, cellY: 0, x: 0, y: 0, size: 20, count: 4, intensity: 0.5 },
      { cellX: 2, cellY: 3, x: 40, y: 60, size: 20, count: 16, intensity: 1 },
    ]);
  });

  it('scales larger cells and keeps negative cells (left or above the image)', () => {
    const grid = heatGrid([{ floor_plan_id: 3, cell_x: -2, cell_y: 1, count: 1 }], 3, 2, 0.1);
    expect(grid.rects[0]).toMatchObject({ x: -40, y: 20, size: 20 });
  });

  it('draws nothing without a scale', () => {
    expect(heatGrid(cells, 1, 1, 0)).toEqual({ rects: [], max: 0, total: 0 });
    expect(heatGrid(cells, 1, 1, Number.NaN)).toEqual({ rects: [], max: 0, total: 0 });
  });
});

describe('heatTable', () => {
  it('lists the cells busiest first, in metres', async () => {
    const { heatTable } = await import('./heat-table');
    const table = heatTable(heatGrid(cells, 1, 2, 0.05), 2, { x: 'X', y: 'Y', count: 'N' });
    expect(table.columns.map((column) => column.label)).toEqual(['X', 'Y', 'N']);
    expect(table.rows).toEqual([
      { x_m: 4, y_m: 6, count: 16 },
      { x_m: 0, y_m: 0, count: 4 },
    ]);
  });
});
