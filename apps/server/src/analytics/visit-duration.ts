// GET /api/v1/locations/{id}/visit-duration: how long visits lasted (bins of minutes, mean and
// median), read from the stored visits of the location's local days (visits are results of the
// pipeline, not raw data). A visit counts in business hours when it starts in one.
import { VISIT_DURATION_BINS, type VisitDurationResponse } from '@footfall/core';
import { completenessOf } from './completeness';
import { num, numOrNull, runQuery, type Row } from './named-sql';
import { rangeOf, unavailableAmong, type AnalyticsScope } from './scope';

const binColumns = VISIT_DURATION_BINS.map((bin, index) => {
  const upper = bin.max_minutes === null ? '' : ` and v.duration_s < ${bin.max_minutes * 60}`;
  return `count(*) filter (where v.duration_s >= ${bin.min_minutes * 60}${upper})::int as bin_${index}`;
}).join(',\n  ');

const VISIT_DURATION_SQL = `
select count(*)::int as visits, avg(v.duration_s)::float8 as mean_s,
  percentile_cont(0.5) within group (order by v.duration_s)::float8 as median_s,
  ${binColumns}
from visits v
where v.location_id = :location_id and v.local_date between :start_date and :end_date
  and v.is_visitor
  and (cast(:area_id as int) is null
    or v.area_runs @> jsonb_build_array(jsonb_build_object('area_id', cast(:area_id as int))))
  and (not :business_hours or exists (
    select 1 from hourly_rollups h
    where h.location_id = v.location_id and h.in_business_hours
      and h.hour_start <= v.start_ts and h.hour_start > v.start_ts - interval '1 hour'))`;

export async function visitDuration(scope: AnalyticsScope): Promise<VisitDurationResponse> {
  const offered = scope.offered.has('FOOTTRAFFIC');
  const [rows, completeness] = await Promise.all([
    offered
      ? runQuery(scope.ctx.db, scope.log, 'analytics.visit-duration', VISIT_DURATION_SQL, {
          ...scope.params,
          area_id: scope.areaId,
        })
      : Promise.resolve([] as Row[]),
    completenessOf(scope),
  ]);
  const row = rows[0];
  return {
    range: rangeOf(scope),
    completeness,
    unavailable: unavailableAmong(scope, ['FOOTTRAFFIC']),
    bins: VISIT_DURATION_BINS.map((bin, index) => ({
      ...bin,
      visits: row ? num(row[`bin_${index}`]) : 0,
    })),
    visits: offered ? num(row?.visits) : null,
    mean_s: numOrNull(row?.mean_s),
    median_s: numOrNull(row?.median_s),
  };
}
