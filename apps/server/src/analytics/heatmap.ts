// GET /api/v1/locations/{id}/heatmap: position counts per floor-plan grid cell (1 m) over the
// range (with `hour`, only that local hour of each day), summed from heatmap_hourly_rollups. Paginated by cell (keyset on floor plan, x, y):
// each page carries next_url (the same query with the next cursor; null on the last page), so
// merging the pages gives every cell exactly once.
import { HEATMAP_PAGE_SIZE, type HeatmapPage, type HeatmapQuery } from '@footfall/core';
import { completenessOf } from './completeness';
import { num, runQuery, type Row } from './named-sql';
import { rangeOf, unavailableAmong, type AnalyticsScope } from './scope';

export const HEATMAP_CELL_M = 1;

// One row: the location's floor plans and the page of cells, both as JSON.
const HEATMAP_SQL = `
with cells as (
  select c.floor_plan_id, c.cell_x, c.cell_y, sum(c.count)::int as count
  from heatmap_hourly_rollups c
  where :offered and c.location_id = :location_id
    and c.hour_start >= cast(:from as timestamptz) and c.hour_start < cast(:to as timestamptz)
    and c.local_date between :start_date and :end_date
    and (cast(:hour as int) is null
      or extract(hour from c.hour_start at time zone :time_zone) = cast(:hour as int))
    and (not :business_hours or exists (
      select 1 from hourly_rollups h
      where h.location_id = c.location_id and h.hour_start = c.hour_start and h.in_business_hours))
    and (cast(:after_plan as int) is null
      or (c.floor_plan_id, c.cell_x, c.cell_y)
        > (cast(:after_plan as int), cast(:after_x as int), cast(:after_y as int)))
  group by c.floor_plan_id, c.cell_x, c.cell_y
  order by c.floor_plan_id, c.cell_x, c.cell_y
  limit :limit
)
select
  (select json_agg(json_build_object('id', f.id, 'name', f.name) order by f.id)
    from floor_plans f where f.location_id = :location_id) as floor_plans,
  (select json_agg(json_build_array(c.floor_plan_id, c.cell_x, c.cell_y, c.count)
    order by c.floor_plan_id, c.cell_x, c.cell_y) from cells c) as cells`;

type FloorPlanRef = { id: number; name: string };

/** A json column (a driver may hand it over as text). */
function jsonList(value: unknown): unknown[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed : [];
}

function floorPlansOf(row: Row | undefined): FloorPlanRef[] {
  return jsonList(row?.floor_plans).map((plan) => {
    const { id, name } = plan as { id: unknown; name: unknown };
    return { id: num(id), name: String(name) };
  });
}

/** The same query with the cursor of the next page. */
function nextUrl(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl, 'http://localhost');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}

export async function heatmapPage(
  scope: AnalyticsScope,
  query: HeatmapQuery,
  requestUrl: string,
): Promise<{ data: HeatmapPage; next_url: string | null }> {
  const offered = scope.offered.has('HEATMAP');
  const pageSize = query.page_size ?? HEATMAP_PAGE_SIZE;
  const [after_plan, after_x, after_y] = query.cursor ? query.cursor.split('.').map(Number) : [];
  const [rows, completeness] = await Promise.all([
    runQuery(scope.ctx.db, scope.log, 'analytics.heatmap', HEATMAP_SQL, {
      ...scope.params,
      offered,
      after_plan: after_plan ?? null,
      after_x: after_x ?? null,
      after_y: after_y ?? null,
      limit: pageSize + 1,
      hour: query.hour ?? null,
      time_zone: scope.timeZone,
    }),
    completenessOf(scope),
  ]);
  const page = jsonList(rows[0]?.cells).map((cell) => {
    const [floor_plan_id, cell_x, cell_y, count] = (cell as unknown[]).map(num);
    return {
      floor_plan_id: floor_plan_id ?? 0,
      cell_x: cell_x ?? 0,
      cell_y: cell_y ?? 0,
      count: count ?? 0,
    };
  });
  const cells = page.slice(0, pageSize);
  const last = cells.at(-1);
  const more = page.length > pageSize && last !== undefined;
  return {
    data: {
      range: rangeOf(scope),
      completeness,
      unavailable: unavailableAmong(scope, ['HEATMAP']),
      cell_m: HEATMAP_CELL_M,
      floor_plans: floorPlansOf(rows[0]),
      cells,
    },
    next_url: more
      ? nextUrl(requestUrl, `${last.floor_plan_id}.${last.cell_x}.${last.cell_y}`)
      : null,
  };
}
