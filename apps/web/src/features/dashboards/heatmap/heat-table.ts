import type { ChartTable } from '../../../components/chart';
import type { HeatGrid } from './heat-grid';

export interface HeatTableTexts {
  x: string;
  y: string;
  count: string;
}

/** The heat layer's cells as the card's table and CSV: position in metres and count. */
export function heatTable(grid: HeatGrid, cellM: number, texts: HeatTableTexts): ChartTable {
  return {
    columns: [
      { key: 'x_m', label: texts.x },
      { key: 'y_m', label: texts.y },
      { key: 'count', label: texts.count },
    ],
    rows: [...grid.rects]
      .sort((a, b) => b.count - a.count || a.cellX - b.cellX || a.cellY - b.cellY)
      .map((rect) => ({ x_m: rect.cellX * cellM, y_m: rect.cellY * cellM, count: rect.count })),
  };
}
