// GET /api/v1/locations/{id}/foot-traffic: walk-bys, visitors and their classes per bucket and in
// total, the busiest hours (weekday x local hour) and, with compare=1, the comparison range. One
// statement over hourly_rollups (or, with area_id, area_hourly_rollups) using grouping sets; day,
// week and month answers without business_hours read daily_rollups instead (same figures).
import { fqvFigure, type FootTrafficFigures, type FootTrafficResponse } from '@footfall/core';
import { bucketSql, bucketStarted, localHourOfBucket } from './buckets';
import { comparisonOf, SCANNED_HOURS, scanStart } from './compare';
import { completenessAndAreasOf, coverageOf, previousCoverageOf } from './completeness';
import { readsDaily } from './daily-rollups';
import { estimateOf } from './estimate';
import { num, ratio, runQuery, type Row } from './named-sql';
import { rangeOf, unavailableAmong, type AnalyticsScope } from './scope';

// Rows of the location (hourly_rollups) in the scanned window, in business hours when asked.
const LOCATION_ROWS = `
  select h.hour_start, h.local_date, h.weekday, h.local_hour, h.walk_bys, h.visitors, h.engagers,
    h.fqv, h.returning_visitors, h.randomized_visitors, h.dwell_s_sum, h.duration_s_sum,
    h.presence_avg
  from hourly_rollups h
  where ${SCANNED_HOURS}`;

// One area's visitors and dwell (area_hourly_rollups); the hour's weekday and business-hours flag
// come from the location's row of the same hour.
const AREA_ROWS = `
  select a.hour_start, a.local_date, h.weekday, h.local_hour, null::int as walk_bys, a.visitors,
    null::int as engagers, null::int as fqv, null::int as returning_visitors,
    null::int as randomized_visitors, a.dwell_s_sum, null::bigint as duration_s_sum,
    null::float8 as presence_avg
  from area_hourly_rollups a
  left join hourly_rollups h on h.location_id = a.location_id and h.hour_start = a.hour_start
  where a.location_id = :location_id and a.area_id = :area_id
    and a.hour_start >= cast(:scan_from as timestamptz) and a.hour_start < cast(:to as timestamptz)
    and a.local_date between :scan_start and :end_date
    and (a.hour_start >= cast(:from as timestamptz)
      or a.hour_start < cast(:previous_to as timestamptz))
    and (not :business_hours or coalesce(h.in_business_hours, false))`;

const footTrafficSql = (rows: string, bucket: string) => `
select r.period, r.bucket, r.weekday, r.local_hour,
  grouping(r.bucket) as no_bucket, grouping(r.weekday) as no_matrix,
  sum(r.walk_bys)::float8 as walk_bys, sum(r.visitors)::float8 as visitors,
  sum(r.engagers)::float8 as engagers, sum(r.fqv)::float8 as fqv,
  sum(r.returning_visitors)::float8 as returning_visitors,
  sum(r.randomized_visitors)::float8 as randomized_visitors,
  sum(r.dwell_s_sum)::float8 as dwell_s_sum, sum(r.duration_s_sum)::float8 as duration_s_sum,
  avg(r.presence_avg)::float8 as presence_avg
from (
  select src.*, ${bucket} as bucket,
    case when src.hour_start >= cast(:from as timestamptz) then 'current' else 'previous' end
      as period
  from (${rows}) src
) r
group by grouping sets ((r.period, r.bucket), (r.period), (r.period, r.weekday, r.local_hour))`;

// Per weekday, the visitors of each local hour (1-based array index), in 24 aggregates over the
// days rather than 24 rows per day: the days' arrays summed element by element.
const HOUR_SUMS = Array.from({ length: 24 }, (_, i) => `sum(r.visitors_by_hour[${i + 1}])`).join(
  ', ',
);

// The same rows as footTrafficSql over LOCATION_ROWS, from daily_rollups (day/week/month without
// business_hours): bucket and total rows, then the weekday x local hour grid from each day's
// visitors per local hour (hours without a row are null there and give no grid cell, as a
// weekday x hour without any hourly row gives none).
// A comparison range cut mid-day (the selection holds today) takes its days before the cut whole
// and the cut's day from its hours before the cut, as the hourly statement would.
const footTrafficDailySql = (bucket: string) => `
with days as (
  select d.*, ${bucket} as bucket,
    case when d.local_date >= :start_date then 'current' else 'previous' end as period
  from (
    select d.local_date, d.weekday, d.hour_rows, d.walk_bys, d.visitors, d.engagers, d.fqv,
      d.returning_visitors, d.randomized_visitors, d.dwell_s_sum, d.duration_s_sum,
      d.presence_sum, d.visitors_by_hour
    from daily_rollups d
    where d.location_id = :location_id and d.local_date between :scan_start and :end_date
      and d.hour_rows > 0 and (d.local_date >= :start_date or d.local_date < :cut_date)
    union all
    select h.local_date, min(h.weekday), count(*)::int, sum(h.walk_bys), sum(h.visitors),
      sum(h.engagers), sum(h.fqv), sum(h.returning_visitors), sum(h.randomized_visitors),
      sum(h.dwell_s_sum), sum(h.duration_s_sum), sum(h.presence_avg), null::int[]
    from hourly_rollups h
    where h.location_id = :location_id and h.local_date = :cut_date and :cut_date < :start_date
      and h.hour_start < cast(:previous_to as timestamptz)
    group by h.local_date
  ) d
)
select r.period, r.bucket, null::int as weekday, null::int as local_hour,
  grouping(r.bucket) as no_bucket, 1 as no_matrix,
  sum(r.walk_bys)::float8 as walk_bys, sum(r.visitors)::float8 as visitors,
  sum(r.engagers)::float8 as engagers, sum(r.fqv)::float8 as fqv,
  sum(r.returning_visitors)::float8 as returning_visitors,
  sum(r.randomized_visitors)::float8 as randomized_visitors,
  sum(r.dwell_s_sum)::float8 as dwell_s_sum, sum(r.duration_s_sum)::float8 as duration_s_sum,
  (sum(r.presence_sum) / sum(r.hour_rows))::float8 as presence_avg
from days r
group by grouping sets ((r.period, r.bucket), (r.period))
union all
select 'current', null, m.weekday, (h.n - 1)::int, 1, 0, null, m.sums[h.n]::float8,
  null, null, null, null, null, null, null
from (
  select r.weekday, array[${HOUR_SUMS}] as sums
  from days r
  where r.period = 'current'
  group by r.weekday
) m
cross join generate_series(1, 24) as h(n)
where m.sums[h.n] is not null`;

function figuresOf(
  scope: AnalyticsScope,
  row: Row | undefined,
  areas: boolean,
): FootTrafficFigures {
  const traffic = scope.offered.has('FOOTTRAFFIC');
  // With area_id only visitors and dwell exist (area_hourly_rollups).
  const whole = traffic && scope.areaId === null;
  const sum = (name: string) => num(row?.[name]);
  const visitors = traffic ? sum('visitors') : null;
  const walkBys = scope.offered.has('WALK-BY') && scope.areaId === null ? sum('walk_bys') : null;
  const engagers = whole ? sum('engagers') : null;
  return {
    walk_bys: walkBys,
    visitors,
    capture_rate:
      visitors === null || walkBys === null ? null : ratio(visitors, visitors + walkBys),
    engagers,
    browsers: visitors === null || engagers === null ? null : visitors - engagers,
    engagement_rate: ratio(engagers, visitors),
    fqv: whole ? fqvFigure(sum('fqv'), areas) : null,
    returning_visitors: whole ? sum('returning_visitors') : null,
    randomized_visitors: whole ? sum('randomized_visitors') : null,
    avg_dwell_s: traffic ? ratio(sum('dwell_s_sum'), visitors) : null,
    avg_visit_duration_s: whole ? ratio(sum('duration_s_sum'), visitors) : null,
    presence_avg: whole ? sum('presence_avg') : null,
  };
}

export async function footTraffic(scope: AnalyticsScope): Promise<FootTrafficResponse> {
  const unavailable = unavailableAmong(scope, ['WALK-BY', 'FOOTTRAFFIC']);
  const wanted = scope.offered.has('WALK-BY') || scope.offered.has('FOOTTRAFFIC');
  const daily = scope.areaId === null && readsDaily(scope.query);
  const [name, text] = daily
    ? ['analytics.foot-traffic.daily', footTrafficDailySql(bucketSql(scope.query.granularity, 'd'))]
    : scope.areaId === null
      ? [
          'analytics.foot-traffic',
          footTrafficSql(LOCATION_ROWS, bucketSql(scope.query.granularity, 'src')),
        ]
      : [
          'analytics.foot-traffic.area',
          footTrafficSql(AREA_ROWS, bucketSql(scope.query.granularity, 'src')),
        ];
  const [rows, { completeness, hasAreas: areas }, previousCoverage, estimate] = await Promise.all([
    wanted
      ? runQuery(scope.ctx.db, scope.log, name, text, {
          ...scope.params,
          ...scanStart(scope),
          area_id: scope.areaId,
        })
      : Promise.resolve([] as Row[]),
    completenessAndAreasOf(scope),
    previousCoverageOf(scope),
    estimateOf(scope.ctx.db, scope.location),
  ]);
  const current = rows.filter((row) => row.period === 'current');
  const totalOf = (period: string) =>
    rows.find(
      (row) => row.period === period && num(row.no_bucket) === 1 && num(row.no_matrix) === 1,
    );
  const now = scope.ctx.now().getTime();
  const buckets = current
    .filter((row) => num(row.no_bucket) === 0)
    .filter((row) => bucketStarted(scope.query.granularity, String(row.bucket), now))
    .map((row) => ({
      bucket: String(row.bucket),
      local_hour: localHourOfBucket(scope.query.granularity, String(row.bucket), scope.offsetAt),
      ...figuresOf(scope, row, areas),
    }))
    .sort((a, b) => a.bucket.localeCompare(b.bucket));
  const busiest = current
    .filter((row) => num(row.no_matrix) === 0 && row.weekday !== null)
    .map((row) => ({
      weekday: num(row.weekday),
      hour: num(row.local_hour),
      visitors: num(row.visitors),
    }))
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
  const totals = figuresOf(scope, totalOf('current'), areas);
  return {
    range: rangeOf(scope),
    completeness,
    unavailable,
    buckets,
    totals,
    busiest_hours: scope.offered.has('FOOTTRAFFIC') ? busiest : null,
    comparison: comparisonOf(scope, totals, figuresOf(scope, totalOf('previous'), areas), {
      current: coverageOf(completeness),
      previous: previousCoverage,
    }),
    estimate,
  };
}
