// GET /api/v1/locations/{id}/door-counter: walk-ins, walk-outs, traffic ((in + out) / 2) and the
// highest occupancy per bucket, from hourly_rollups in one statement (daily_rollups for day, week
// and month without business_hours). Without the WALK-IN metric
// (no door counter, or a tier without metrics) it answers 200 with the reason and no numbers.
import type { DoorCounterFigures, DoorCounterResponse } from '@footfall/core';
import { bucketSql, bucketStarted, localHourOfBucket } from './buckets';
import { comparisonOf, SCANNED_HOURS, scanStart } from './compare';
import { completenessOf, doorCoverageOf } from './completeness';
import { readsDaily } from './daily-rollups';
import { num, runQuery, type Row } from './named-sql';
import { rangeOf, unavailableAmong, type AnalyticsScope } from './scope';

// Walk-ins, walk-outs and the highest occupancy per period and bucket, and per period, over
// `rows` (each row's figures with its bucket and period).
const periodTotalsSql = (rows: string) => `
select r.period, r.bucket, grouping(r.bucket) as no_bucket,
  sum(r.walk_ins)::float8 as walk_ins, sum(r.walk_outs)::float8 as walk_outs,
  max(r.occupancy_max)::float8 as occupancy_max
from (${rows}
) r
group by grouping sets ((r.period, r.bucket), (r.period))`;

const doorCounterSql = (bucket: string) =>
  periodTotalsSql(`
  select h.walk_ins, h.walk_outs, h.occupancy_max, ${bucket} as bucket,
    case when h.hour_start >= cast(:from as timestamptz) then 'current' else 'previous' end
      as period
  from hourly_rollups h
  where ${SCANNED_HOURS}`);

// The same rows from daily_rollups (day/week/month without business_hours); a comparison range
// cut mid-day takes the cut's day from its hours before the cut (as foot-traffic.ts).
const doorCounterDailySql = (bucket: string) =>
  periodTotalsSql(`
  select d.walk_ins, d.walk_outs, d.occupancy_max, ${bucket} as bucket,
    case when d.local_date >= :start_date then 'current' else 'previous' end as period
  from (
    select d.local_date, d.walk_ins, d.walk_outs, d.occupancy_max
    from daily_rollups d
    where d.location_id = :location_id and d.local_date between :scan_start and :end_date
      and d.hour_rows > 0 and (d.local_date >= :start_date or d.local_date < :cut_date)
    union all
    select h.local_date, sum(h.walk_ins), sum(h.walk_outs), max(h.occupancy_max)
    from hourly_rollups h
    where h.location_id = :location_id and h.local_date = :cut_date and :cut_date < :start_date
      and h.hour_start < cast(:previous_to as timestamptz)
    group by h.local_date
  ) d`);

function figuresOf(row: Row | undefined): DoorCounterFigures {
  const walkIns = num(row?.walk_ins);
  const walkOuts = num(row?.walk_outs);
  return {
    walk_ins: walkIns,
    walk_outs: walkOuts,
    traffic: (walkIns + walkOuts) / 2,
    occupancy_max: num(row?.occupancy_max),
  };
}

const NONE: DoorCounterFigures = {
  walk_ins: null,
  walk_outs: null,
  traffic: null,
  occupancy_max: null,
};

export async function doorCounter(scope: AnalyticsScope): Promise<DoorCounterResponse> {
  const offered = scope.offered.has('WALK-IN');
  const daily = readsDaily(scope.query);
  const [rows, completeness, coverage] = await Promise.all([
    offered
      ? runQuery(
          scope.ctx.db,
          scope.log,
          daily ? 'analytics.door-counter.daily' : 'analytics.door-counter',
          daily
            ? doorCounterDailySql(bucketSql(scope.query.granularity, 'd'))
            : doorCounterSql(bucketSql(scope.query.granularity, 'h')),
          { ...scope.params, ...scanStart(scope) },
        )
      : Promise.resolve([] as Row[]),
    completenessOf(scope),
    offered && scope.comparison ? doorCoverageOf(scope) : Promise.resolve(null),
  ]);
  const totalOf = (period: string) =>
    rows.find((row) => row.period === period && num(row.no_bucket) === 1);
  const now = scope.ctx.now().getTime();
  const buckets = rows
    .filter((row) => row.period === 'current' && num(row.no_bucket) === 0)
    .filter((row) => bucketStarted(scope.query.granularity, String(row.bucket), now))
    .map((row) => ({
      bucket: String(row.bucket),
      local_hour: localHourOfBucket(scope.query.granularity, String(row.bucket), scope.offsetAt),
      ...figuresOf(row),
    }))
    .sort((a, b) => a.bucket.localeCompare(b.bucket));
  const totals = offered ? figuresOf(totalOf('current')) : NONE;
  return {
    range: rangeOf(scope),
    completeness,
    unavailable: unavailableAmong(scope, ['WALK-IN']),
    buckets,
    totals,
    comparison:
      offered && coverage
        ? comparisonOf(scope, totals, figuresOf(totalOf('previous')), coverage)
        : null,
    basis: { method: 'counted' },
  };
}
