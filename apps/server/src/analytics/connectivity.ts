// GET /api/v1/locations/{id}/connectivity: per gateway of the location (with area_id, those placed
// in that area): online now, last seen, last heartbeat, and per bucket its detections, uptime
// (minutes seen / 60 over the bucket's hours) and gap hours (hours with nothing), from
// gateway_hourly_rollups in one statement. Connectivity is not a metric of a tier: always shown.
import { MQTT_STATES, SENSOR_ONLINE_WINDOW_MS, type ConnectivityResponse } from '@footfall/core';
import { bucketSql, hoursPerBucket, localHourOfBucket } from './buckets';
import { completenessOf } from './completeness';
import { num, runQuery, type Row } from './named-sql';
import { rangeOf, type AnalyticsScope } from './scope';

const connectivitySql = (bucket: string) => `
with gateways as (
  select s.id, s.serial, s.name, s.last_seen_at,
    (select max(hb.ts) from gateway_heartbeats hb
      where hb.location_id = :location_id and hb.sensor_id = s.id) as last_heartbeat
  from sensors s
  where s.location_id = :location_id
    and (cast(:area_id as int) is null or s.area_id = cast(:area_id as int))
),
hours as (
  select r.sensor_id, r.detections, r.minutes_seen, ${bucket} as bucket,
    (r.detections > 0 or r.heartbeats > 0 or r.minutes_seen > 0) as seen
  from gateway_hourly_rollups r
  where r.location_id = :location_id and r.sensor_id in (select id from gateways)
    and r.hour_start >= cast(:from as timestamptz) and r.hour_start < cast(:to as timestamptz)
    and r.local_date between :start_date and :end_date
    and (not :business_hours or exists (
      select 1 from hourly_rollups h
      where h.location_id = :location_id and h.hour_start = r.hour_start and h.in_business_hours))
)
select g.id, g.serial, g.name, g.last_seen_at, g.last_heartbeat, r.bucket,
  grouping(r.bucket) as no_bucket,
  coalesce(sum(r.detections), 0)::float8 as detections,
  coalesce(sum(r.minutes_seen), 0)::float8 as minutes_seen,
  count(*) filter (where r.seen)::int as hours_seen
from gateways g
left join hours r on r.sensor_id = g.id
group by grouping sets (
  (g.id, g.serial, g.name, g.last_seen_at, g.last_heartbeat, r.bucket),
  (g.id, g.serial, g.name, g.last_seen_at, g.last_heartbeat))
order by g.serial`;

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

const uptimeOf = (minutesSeen: number, hours: number) =>
  hours === 0 ? 0 : Math.min(100, (100 * minutesSeen) / (60 * hours));

export async function connectivity(scope: AnalyticsScope): Promise<ConnectivityResponse> {
  const [rows, completeness, mqtt] = await Promise.all([
    runQuery(
      scope.ctx.db,
      scope.log,
      'analytics.connectivity',
      connectivitySql(bucketSql(scope.query.granularity, 'r')),
      { ...scope.params, area_id: scope.areaId },
    ),
    completenessOf(scope),
    mqttStatus(scope),
  ]);
  const bucketHours = hoursPerBucket(scope.hours, scope.query.granularity);
  const totalHours = scope.hours.length;
  const now = scope.ctx.now().getTime();
  const byGateway = new Map<number, Row[]>();
  for (const row of rows) byGateway.set(num(row.id), [...(byGateway.get(num(row.id)) ?? []), row]);
  const gateways = [...byGateway.values()].map((gatewayRows) => {
    const total = gatewayRows.find((row) => num(row.no_bucket) === 1) ?? (gatewayRows[0] as Row);
    const seenBuckets = new Map(
      gatewayRows
        .filter((row) => num(row.no_bucket) === 0 && row.bucket !== null)
        .map((row) => [String(row.bucket), row]),
    );
    const keys = [...new Set([...bucketHours.keys(), ...seenBuckets.keys()])].sort();
    const lastSeen = iso(total.last_seen_at);
    return {
      sensor_id: num(total.id),
      serial: String(total.serial),
      name: total.name === null ? null : String(total.name),
      online: lastSeen !== null && now - Date.parse(lastSeen) <= SENSOR_ONLINE_WINDOW_MS,
      last_seen: lastSeen,
      last_heartbeat: iso(total.last_heartbeat),
      detections: num(total.detections),
      uptime_pct: uptimeOf(num(total.minutes_seen), totalHours),
      gap_hours: Math.max(0, totalHours - num(total.hours_seen)),
      buckets: keys.map((bucket) => {
        const row = seenBuckets.get(bucket);
        const hours = bucketHours.get(bucket) ?? 0;
        return {
          bucket,
          local_hour: localHourOfBucket(scope.query.granularity, bucket, scope.offsetAt),
          detections: num(row?.detections),
          uptime_pct: uptimeOf(num(row?.minutes_seen), hours),
          gap_hours: Math.max(0, hours - num(row?.hours_seen)),
        };
      }),
    };
  });
  return { range: rangeOf(scope), completeness, unavailable: [], gateways, mqtt };
}

/** The organisation's broker connection and this location's last message through it. */
async function mqttStatus(scope: AnalyticsScope): Promise<ConnectivityResponse['mqtt']> {
  const [row] = await runQuery(
    scope.ctx.db,
    scope.log,
    'analytics.connectivity.mqtt',
    `select c.enabled, c.state,
       (select max(b.received_at) from ingest_batches b
         where b.location_id = :location_id and b.source = 'mqtt') as last_message_at
     from mqtt_connections c where c.corporation_id = :corporation_id`,
    { location_id: scope.params.location_id, corporation_id: scope.location.corporationId },
  );
  if (!row) return null;
  const state = row.enabled ? String(row.state) : 'off';
  return {
    state: MQTT_STATES.find((known) => known === state) ?? 'disconnected',
    last_message_at: iso(row.last_message_at),
  };
}
