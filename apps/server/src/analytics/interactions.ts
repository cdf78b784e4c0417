// GET /api/v1/locations/{id}/interactions: the customer journey as area-to-area transitions
// (from, to, count) over the range, from transition_hourly_rollups in one statement. With area_id
// only the transitions into or out of that area. Answered where core's hasAreaAnalytics says so
// (the ADAM add-on at any tier, or FOOTTRAFFIC).
import type { InteractionsResponse } from '@footfall/core';
import { completenessOf } from './completeness';
import { num, runQuery, type Row } from './named-sql';
import { rangeOf, type AnalyticsScope } from './scope';

const INTERACTIONS_SQL = `
select t.from_area_id, t.to_area_id, fa.name as from_name, ta.name as to_name,
  sum(t.count)::int as count
from transition_hourly_rollups t
left join areas fa on fa.id = t.from_area_id and fa.location_id = t.location_id
left join areas ta on ta.id = t.to_area_id and ta.location_id = t.location_id
where t.location_id = :location_id
  and t.hour_start >= cast(:from as timestamptz) and t.hour_start < cast(:to as timestamptz)
  and t.local_date between :start_date and :end_date
  and (not :business_hours or exists (
    select 1 from hourly_rollups h
    where h.location_id = t.location_id and h.hour_start = t.hour_start and h.in_business_hours))
  and (cast(:area_id as int) is null
    or t.from_area_id = cast(:area_id as int) or t.to_area_id = cast(:area_id as int))
group by t.from_area_id, t.to_area_id, fa.name, ta.name
order by count desc, t.from_area_id, t.to_area_id`;

export async function interactions(scope: AnalyticsScope): Promise<InteractionsResponse> {
  const [rows, completeness] = await Promise.all([
    scope.areaAnalytics
      ? runQuery(scope.ctx.db, scope.log, 'analytics.interactions', INTERACTIONS_SQL, {
          ...scope.params,
          area_id: scope.areaId,
        })
      : Promise.resolve([] as Row[]),
    completenessOf(scope),
  ]);
  const names = new Map<number, string>();
  for (const row of rows) {
    names.set(num(row.from_area_id), String(row.from_name ?? `Area ${num(row.from_area_id)}`));
    names.set(num(row.to_area_id), String(row.to_name ?? `Area ${num(row.to_area_id)}`));
  }
  return {
    range: rangeOf(scope),
    completeness,
    unavailable: scope.areaUnavailable,
    areas: [...names]
      .map(([area_id, name]) => ({ area_id, name }))
      .sort((a, b) => a.area_id - b.area_id),
    transitions: rows.map((row) => ({
      from_area_id: num(row.from_area_id),
      to_area_id: num(row.to_area_id),
      count: num(row.count),
    })),
  };
}
