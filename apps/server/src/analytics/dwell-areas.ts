// GET /api/v1/locations/{id}/dwell-areas and /dwell-group-areas: visitors, total and average
// dwell and attraction per area, or per area group (areas joined through areas.group_id), from
// area_hourly_rollups in one statement each. Areas without data are listed with zeros. Answered
// where core's hasAreaAnalytics says so: with the ADAM add-on at any tier, or with FOOTTRAFFIC.
import {
  areaAttraction,
  type DwellAreasResponse,
  type DwellGroupAreasResponse,
} from '@footfall/core';
import { completenessOf } from './completeness';
import { num, ratio, runQuery, type Row } from './named-sql';
import { rangeOf, type AnalyticsScope } from './scope';

const ROLLUP_FILTER = `
    a.location_id = :location_id
    and a.hour_start >= cast(:from as timestamptz) and a.hour_start < cast(:to as timestamptz)
    and a.local_date between :start_date and :end_date
    and (not :business_hours or exists (
      select 1 from hourly_rollups h
      where h.location_id = a.location_id and h.hour_start = a.hour_start and h.in_business_hours))`;

// Each listed area's or group's figures over the rollups ROLLUP_FILTER keeps.
const DWELL_FIGURES = `
  coalesce(sum(a.visitors), 0)::float8 as visitors,
  coalesce(sum(a.dwell_s_sum), 0)::float8 as dwell_s_total`;

/** A listing's statement, its name in the logs and the column of each row's id. */
type DwellQuery = { name: string; idColumn: string; sql: string };

const DWELL_AREAS: DwellQuery = {
  name: 'analytics.dwell-areas',
  idColumn: 'area_id',
  sql: `
select ar.id as area_id, ar.name,${DWELL_FIGURES}
from areas ar
left join area_hourly_rollups a on a.area_id = ar.id and ${ROLLUP_FILTER}
where ar.location_id = :location_id and (cast(:area_id as int) is null or ar.id = :area_id)
group by ar.id, ar.name
order by ar.id`,
};

const DWELL_GROUPS: DwellQuery = {
  name: 'analytics.dwell-group-areas',
  idColumn: 'group_id',
  sql: `
select g.id as group_id, g.name,${DWELL_FIGURES}
from area_groups g
left join areas ar on ar.group_id = g.id and ar.location_id = g.location_id
left join area_hourly_rollups a on a.area_id = ar.id and ${ROLLUP_FILTER}
where g.location_id = :location_id
group by g.id, g.name
order by g.id`,
};

// The location's visitors over the same hours as ROLLUP_FILTER (the attraction's denominator),
// summed as foot-traffic sums its totals, so both say the same number where both are answered.
const LOCATION_VISITORS_SQL = `
select coalesce(sum(h.visitors), 0)::float8 as visitors
from hourly_rollups h
where h.location_id = :location_id
  and h.hour_start >= cast(:from as timestamptz) and h.hour_start < cast(:to as timestamptz)
  and h.local_date between :start_date and :end_date
  and (not :business_hours or h.in_business_hours)`;

const dwellOf = (row: Row, locationVisitors: number | null) => {
  const visitors = num(row.visitors);
  const total = num(row.dwell_s_total);
  return {
    visitors,
    dwell_s_total: total,
    avg_dwell_s: ratio(total, visitors),
    attraction: locationVisitors === null ? null : areaAttraction(visitors, locationVisitors),
  };
};

/** The answer's head and each listed row's id, name and dwell figures. */
async function dwellAnswer(scope: AnalyticsScope, listing: DwellQuery) {
  const query = (queryName: string, sql: string) =>
    scope.areaAnalytics
      ? runQuery(scope.ctx.db, scope.log, queryName, sql, {
          ...scope.params,
          area_id: scope.areaId,
        })
      : Promise.resolve([] as Row[]);
  const [rows, visitorRows, completeness] = await Promise.all([
    query(listing.name, listing.sql),
    query('analytics.location-visitors', LOCATION_VISITORS_SQL),
    completenessOf(scope),
  ]);
  const locationVisitors = scope.areaAnalytics ? num(visitorRows[0]?.visitors) : null;
  return {
    head: {
      range: rangeOf(scope),
      completeness,
      unavailable: scope.areaUnavailable,
      location_visitors: locationVisitors,
    },
    listed: rows.map((row) => ({
      id: num(row[listing.idColumn]),
      name: String(row.name),
      ...dwellOf(row, locationVisitors),
    })),
  };
}

export async function dwellAreas(scope: AnalyticsScope): Promise<DwellAreasResponse> {
  const { head, listed } = await dwellAnswer(scope, DWELL_AREAS);
  return { ...head, areas: listed.map(({ id, ...area }) => ({ area_id: id, ...area })) };
}

export async function dwellGroupAreas(scope: AnalyticsScope): Promise<DwellGroupAreasResponse> {
  const { head, listed } = await dwellAnswer(scope, DWELL_GROUPS);
  return { ...head, groups: listed.map(({ id, ...group }) => ({ group_id: id, ...group })) };
}
