// The baseline the pipeline is compared with: the same sessionisation written as SQL window
// functions over raw_detections (lag() per device in time order, a running count of gaps longer
// than visit_gap as the session number, then first/last and inside span per session).
import type { PipelineDefinitions } from '../apps/server/src/pipeline/stages/types';

const TIME_ZONE = /^[A-Za-z_+\-/0-9]+$/;

export interface SessionSqlOptions {
  timeZone: string;
  definitions: PipelineDefinitions;
  /** Extra condition on raw_detections (bound parameters $1... of the caller). */
  where: string;
}

/**
 * One row per session: location_id, local_date, device, first_ts, last_ts, dwell_s (inside span)
 * and is_visitor, by the rules of the pipeline's sessioniseDay (gap > visit_gap splits; detections
 * below ignore_rssi dropped first; a visitor's inside span >= min_visit).
 */
export function sessionsSql({ timeZone, definitions, where }: SessionSqlOptions): string {
  if (!TIME_ZONE.test(timeZone)) throw new Error(`Not a time zone name: ${timeZone}`);
  const numbers = [
    definitions.ignore_rssi,
    definitions.visitor_rssi,
    definitions.visit_gap_minutes,
    definitions.min_visit_minutes,
  ];
  if (!numbers.every(Number.isFinite)) throw new Error('Definitions must be numbers');
  // Session numbers use the default RANGE frame, so detections at the same instant (one probe heard
  // by several gateways) always fall in the same session whatever order the sort left them in.
  return `
with kept as (
  select r.location_id, r.device, r.ts, r.rssi,
    to_char(r.ts at time zone '${timeZone}', 'YYYY-MM-DD') as local_date
  from raw_detections r
  where r.rssi >= ${definitions.ignore_rssi} and (${where})
), marked as (
  select k.*,
    case when k.ts - lag(k.ts) over w > interval '${definitions.visit_gap_minutes} minutes'
      then 1 else 0 end as starts
  from kept k
  window w as (partition by k.location_id, k.local_date, k.device order by k.ts)
), numbered as (
  select m.*,
    sum(m.starts) over (partition by m.location_id, m.local_date, m.device order by m.ts)
      as session
  from marked m
), spans as (
  select location_id, local_date, device, session, min(ts) as first_ts, max(ts) as last_ts,
    max(ts) filter (where rssi >= ${definitions.visitor_rssi})
      - min(ts) filter (where rssi >= ${definitions.visitor_rssi}) as inside
  from numbered
  group by location_id, local_date, device, session
)
select location_id, local_date, device, first_ts, last_ts,
  coalesce(inside >= interval '${definitions.min_visit_minutes} minutes', false) as is_visitor,
  coalesce(extract(epoch from inside), 0) as dwell_s
from spans`;
}
