// The live snapshot of a location: today's counts (location time zone) and occupancy now, read
// from today's hourly rollups in one statement. Occupancy: with door counters, today's walk-ins
// minus walk-outs since the first business hour (the daily reset), at least 0; otherwise the
// Wi-Fi presence estimate of the latest hour.
import {
  addDays,
  localDateOf,
  zonedDayStart,
  type LiveSnapshot,
  type Metric,
  type UnavailableMetric,
} from '@footfall/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { num, numOrNull, runQuery } from '../analytics/named-sql';

const SNAPSHOT_SQL = `
with today as (
  select h.hour_start, h.in_business_hours, h.visitors, h.walk_bys, h.walk_ins, h.walk_outs,
    h.presence_avg
  from hourly_rollups h
  where h.location_id = :location_id
    and h.hour_start >= cast(:from as timestamptz) and h.hour_start < cast(:to as timestamptz)
),
opening as (select min(t.hour_start) as at from today t where t.in_business_hours)
select
  coalesce(sum(t.visitors), 0)::float8 as visitors,
  coalesce(sum(t.walk_bys), 0)::float8 as walk_bys,
  coalesce(sum(t.walk_ins), 0)::float8 as walk_ins,
  coalesce(sum(t.walk_ins - t.walk_outs) filter (
    where t.hour_start >= coalesce((select o.at from opening o), cast(:from as timestamptz))
  ), 0)::float8 as net_since_open,
  (select l.presence_avg from today l order by l.hour_start desc limit 1)::float8
    as latest_presence
from today t`;

export type LiveTarget = {
  locationId: number;
  timeZone: string;
  offered: ReadonlySet<Metric>;
  unavailable: UnavailableMetric[];
};

export async function liveSnapshot(
  ctx: AppContext,
  log: FastifyBaseLogger,
  target: LiveTarget,
): Promise<LiveSnapshot> {
  const now = ctx.now();
  const today = localDateOf(now.getTime(), target.timeZone);
  const [row = {}] = await runQuery(ctx.db, log, 'live.snapshot', SNAPSHOT_SQL, {
    location_id: target.locationId,
    from: new Date(zonedDayStart(today, target.timeZone)).toISOString(),
    to: new Date(zonedDayStart(addDays(today, 1), target.timeZone)).toISOString(),
  });
  const doors = target.offered.has('WALK-IN');
  const wifi = target.offered.has('FOOTTRAFFIC');
  return {
    occupancy_now: doors
      ? Math.max(0, num(row.net_since_open))
      : wifi
        ? (numOrNull(row.latest_presence) ?? 0)
        : null,
    occupancy_source: doors ? 'door_counter' : wifi ? 'wifi_presence' : null,
    visitors_today: wifi ? num(row.visitors) : null,
    walk_ins_today: doors ? num(row.walk_ins) : null,
    walk_bys_today: target.offered.has('WALK-BY') ? num(row.walk_bys) : null,
    local_date: today,
    updated_at: now.toISOString(),
    unavailable: target.unavailable.filter((entry) => entry.metric !== 'HEATMAP'),
  };
}
