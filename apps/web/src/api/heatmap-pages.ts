// The heatmap answer comes in pages (docs/product.md section 10); the dashboard wants one answer.
import type { HeatmapPage } from '@footfall/core';
import { apiUrl } from '../lib/http/urls';

type Cell = HeatmapPage['cells'][number];

/**
 * One answer from every page of a heatmap: the range, completeness, floor plans and cell size of
 * the first page and every page's cells. The server sends each cell once; a cell that still came
 * twice (a page boundary re-read) is counted once per page it came in, summed into one cell.
 * Cells stay ordered by (floor plan, x, y).
 */
export function mergeHeatmapPages(pages: readonly HeatmapPage[]): HeatmapPage {
  const [first] = pages;
  if (!first) throw new Error('A heatmap needs at least one page');
  const cells = new Map<string, Cell>();
  for (const page of pages) {
    for (const cell of page.cells) {
      const key = `${cell.floor_plan_id}.${cell.cell_x}.${cell.cell_y}`;
      const known = cells.get(key);
      cells.set(key, known ? { ...known, count: known.count + cell.count } : cell);
    }
  }
  const floorPlans = new Map(first.floor_plans.map((plan) => [plan.id, plan]));
  for (const page of pages.slice(1)) {
    for (const plan of page.floor_plans)
      if (!floorPlans.has(plan.id)) floorPlans.set(plan.id, plan);
  }
  return {
    ...first,
    floor_plans: [...floorPlans.values()],
    cells: [...cells.values()].sort(
      (a, b) => a.floor_plan_id - b.floor_plan_id || a.cell_x - b.cell_x || a.cell_y - b.cell_y,
    ),
  };
}

/**
 * The server's `next_url` is a path on its origin (`/api/v1/...`); the app may reach the API
 * under another base (VITE_API_URL), so an `/api/` path is rebased on it.
 */
export function nextPageUrl(nextUrl: string): string {
  return nextUrl.startsWith('/api/') ? apiUrl(nextUrl.slice('/api/'.length)) : nextUrl;
}
