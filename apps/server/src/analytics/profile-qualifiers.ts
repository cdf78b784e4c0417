// GET /api/v1/locations/{id}/profile-qualifiers: new vs returning visitors (devices with a stable
// id), the randomized share (data quality) and visit frequency (days a device visited in the
// range). One statement: totals from hourly_rollups, frequency from the stored visits.
import type { ProfileQualifiersResponse } from '@footfall/core';
import { completenessOf } from './completeness';
import { num, numOrNull, ratio, runQuery, type Row } from './named-sql';
import { rangeOf, unavailableAmong, type AnalyticsScope } from './scope';

export const FREQUENCY_BINS = [
  { label: '1 day', min: 1, max: 1 },
  { label: '2 days', min: 2, max: 2 },
  { label: '3-5 days', min: 3, max: 5 },
  { label: '6+ days', min: 6, max: null },
] as const;

const frequencyColumns = FREQUENCY_BINS.map((bin, index) => {
  const upper = bin.max === null ? '' : ` and d.days <= ${bin.max}`;
  return `(select count(*) from devices d where d.days >= ${bin.min}${upper})::int as freq_${index}`;
}).join(',\n  ');

const PROFILE_SQL = `
with totals as (
  select coalesce(sum(h.visitors), 0)::float8 as visitors,
    coalesce(sum(h.returning_visitors), 0)::float8 as returning_visitors,
    coalesce(sum(h.randomized_visitors), 0)::float8 as randomized_visitors
  from hourly_rollups h
  where h.location_id = :location_id
    and h.hour_start >= cast(:from as timestamptz) and h.hour_start < cast(:to as timestamptz)
    and h.local_date between :start_date and :end_date
    and (not :business_hours or h.in_business_hours)
),
devices as (
  select v.device, count(distinct v.local_date) as days
  from visits v
  where v.location_id = :location_id and v.local_date between :start_date and :end_date
    and v.is_visitor and not v.randomized
    and (not :business_hours or exists (
      select 1 from hourly_rollups h
      where h.location_id = v.location_id and h.in_business_hours
        and h.hour_start <= v.start_ts and h.hour_start > v.start_ts - interval '1 hour'))
  group by v.device
)
select t.visitors, t.returning_visitors, t.randomized_visitors,
  (select count(*) from devices)::int as devices,
  (select avg(d.days) from devices d)::float8 as avg_visit_days,
  ${frequencyColumns}
from totals t`;

export async function profileQualifiers(scope: AnalyticsScope): Promise<ProfileQualifiersResponse> {
  const offered = scope.offered.has('FOOTTRAFFIC');
  const [rows, completeness] = await Promise.all([
    offered
      ? runQuery(scope.ctx.db, scope.log, 'analytics.profile-qualifiers', PROFILE_SQL, scope.params)
      : Promise.resolve([] as Row[]),
    completenessOf(scope),
  ]);
  const base = {
    range: rangeOf(scope),
    completeness,
    unavailable: unavailableAmong(scope, ['FOOTTRAFFIC']),
  };
  const row = rows[0];
  if (!offered || !row)
    return {
      ...base,
      visitors: null,
      identified_visitors: null,
      new_visitors: null,
      returning_visitors: null,
      returning_rate: null,
      randomized_visitors: null,
      randomized_share: null,
      frequency: null,
    };
  const visitors = num(row.visitors);
  const randomized = num(row.randomized_visitors);
  const identified = visitors - randomized;
  const returning = num(row.returning_visitors);
  return {
    ...base,
    visitors,
    identified_visitors: identified,
    new_visitors: Math.max(0, identified - returning),
    returning_visitors: returning,
    returning_rate: ratio(returning, identified),
    randomized_visitors: randomized,
    randomized_share: ratio(randomized, visitors),
    frequency: {
      devices: num(row.devices),
      avg_visit_days: numOrNull(row.avg_visit_days),
      bins: FREQUENCY_BINS.map((bin, index) => ({
        label: bin.label,
        devices: num(row[`freq_${index}`]),
      })),
    },
  };
}
