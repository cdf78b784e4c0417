// daily_rollups: one row per location and local day, derived in SQL from that day's
// hourly_rollups and gateway_hourly_rollups, so day/week/month answers (without business_hours)
// read 365 rows a year instead of 8,760 and give the same figures. Whoever writes hourly or
// gateway rollups rebuilds the days it touched (the pipeline in the same transaction).
import { namedSql, type SqlParams } from './named-sql';

type Executor = { execute: (query: ReturnType<typeof namedSql>) => PromiseLike<unknown> };

// The days to rebuild; the UTC bounds (two days wider than any time zone) let both tables use
// their primary key (location_id, ..., hour_start).
const DAYS = `location_id = any(cast(:location_ids as int[]))
  and hour_start >= cast(:utc_from as timestamptz) and hour_start < cast(:utc_to as timestamptz)
  and local_date between :date_low and :date_high`;

// Visitors of each local hour 0-23 of the day, null where the day has no row of that hour.
const VISITORS_BY_HOUR = Array.from(
  { length: 24 },
  (_, hour) => `(sum(visitors) filter (where local_hour = ${hour}))::int`,
).join(', ');

const REBUILD_SQL = `
with hourly as (
  select location_id, local_date, count(*)::int as hour_rows, sum(walk_bys) as walk_bys,
    sum(visitors) as visitors, sum(engagers) as engagers, sum(fqv) as fqv,
    sum(returning_visitors) as returning_visitors,
    sum(randomized_visitors) as randomized_visitors, sum(dwell_s_sum) as dwell_s_sum,
    sum(duration_s_sum) as duration_s_sum, sum(walk_ins) as walk_ins,
    sum(walk_outs) as walk_outs, max(occupancy_max) as occupancy_max,
    sum(presence_avg) as presence_sum, array[${VISITORS_BY_HOUR}] as visitors_by_hour
  from hourly_rollups
  where ${DAYS}
  group by location_id, local_date
),
gateways as (
  select location_id, local_date, count(distinct hour_start)::int as hours_with_data,
    array_agg(distinct sensor_id) as gateway_ids
  from gateway_hourly_rollups
  where ${DAYS} and (detections > 0 or heartbeats > 0 or minutes_seen > 0)
  group by location_id, local_date
)
insert into daily_rollups (location_id, local_date, weekday, hour_rows, walk_bys, visitors,
  engagers, fqv, returning_visitors, randomized_visitors, dwell_s_sum, duration_s_sum, walk_ins,
  walk_outs, occupancy_max, presence_sum, visitors_by_hour, hours_with_data, gateway_ids)
select coalesce(h.location_id, g.location_id), coalesce(h.local_date, g.local_date),
  extract(isodow from cast(coalesce(h.local_date, g.local_date) as date))::int - 1,
  coalesce(h.hour_rows, 0), coalesce(h.walk_bys, 0), coalesce(h.visitors, 0),
  coalesce(h.engagers, 0), coalesce(h.fqv, 0), coalesce(h.returning_visitors, 0),
  coalesce(h.randomized_visitors, 0), coalesce(h.dwell_s_sum, 0),
  coalesce(h.duration_s_sum, 0), coalesce(h.walk_ins, 0), coalesce(h.walk_outs, 0),
  h.occupancy_max, coalesce(h.presence_sum, 0),
  coalesce(h.visitors_by_hour, array_fill(null::int, array[24])),
  coalesce(g.hours_with_data, 0), coalesce(g.gateway_ids, '{}')
from hourly h
full join gateways g on g.location_id = h.location_id and g.local_date = h.local_date`;

const DELETE_SQL = `delete from daily_rollups
  where location_id = any(cast(:location_ids as int[]))
    and local_date between :date_low and :date_high`;

const DAY_MS = 86_400_000;

export type DailyRebuild = {
  /** The locations, named (not a range of ids): on Citus the statement goes to their shards
   * only (docs/operations.md "Citus"). */
  locationIds: readonly number[];
  dateLow: string;
  dateHigh: string;
};

/** Replaces the daily_rollups rows of the given locations and local dates (inclusive range). */
export async function rebuildDailyRollups(db: Executor, scope: DailyRebuild): Promise<void> {
  const params: SqlParams = {
    location_ids: `{${scope.locationIds.join(',')}}`,
    date_low: scope.dateLow,
    date_high: scope.dateHigh,
    utc_from: new Date(Date.parse(`${scope.dateLow}T00:00:00Z`) - 2 * DAY_MS).toISOString(),
    utc_to: new Date(Date.parse(`${scope.dateHigh}T00:00:00Z`) + 3 * DAY_MS).toISOString(),
  };
  await db.execute(namedSql(DELETE_SQL, params));
  await db.execute(namedSql(REBUILD_SQL, params));
}

/** Day, week and month answers without business_hours can read daily_rollups. */
export function readsDaily(query: { granularity: string; business_hours: boolean }): boolean {
  return query.granularity !== 'hour' && !query.business_hours;
}
