// Heatmap cells (metres on the floor plan's grid) -> rectangles in the floor plan image's pixels.
import type { HeatmapPage } from '@footfall/core';

type Cell = HeatmapPage['cells'][number];

export interface HeatRect {
  cellX: number;
  cellY: number;
  /** Top-left corner and size in image pixels. */
  x: number;
  y: number;
  size: number;
  count: number;
  /** 0-1 on the colour scale (square root of count / max, so quiet cells still show). */
  intensity: number;
}

export interface HeatGrid {
  rects: HeatRect[];
  /** The busiest cell's count (0 without cells). */
  max: number;
  /** Every count of the plan, summed. */
  total: number;
}

/**
 * The cells of one floor plan as pixel rectangles: a cell (x, y) covers metres
 * [x * cellM, (x + 1) * cellM) from the image's top-left corner, and a metre is
 * 1 / metresPerPixel pixels. Cells without a count are left out.
 */
export function heatGrid(
  cells: readonly Cell[],
  floorPlanId: number,
  cellM: number,
  metresPerPixel: number,
): HeatGrid {
  if (!(metresPerPixel > 0) || !(cellM > 0)) return { rects: [], max: 0, total: 0 };
  const own = cells.filter((cell) => cell.floor_plan_id === floorPlanId && cell.count > 0);
  const max = own.reduce((highest, cell) => Math.max(highest, cell.count), 0);
  const total = own.reduce((sum, cell) => sum + cell.count, 0);
  const size = cellM / metresPerPixel;
  const rects = own.map((cell) => ({
    cellX: cell.cell_x,
    cellY: cell.cell_y,
    x: cell.cell_x * size,
    y: cell.cell_y * size,
    size,
    count: cell.count,
    intensity: max === 0 ? 0 : Math.sqrt(cell.count / max),
  }));
  return { rects, max, total };
}
