// How complete the data behind an answer is (every analytics answer carries it): gateways
// connected and reporting, the range's hours and those without data from any gateway, read from
// gateway_hourly_rollups (daily_rollups' copy of them without business_hours; with
// business_hours=1 only business hours count), and the days the pipeline has yet to compute.
import {
  addDays,
  localDateOf,
  pendingDatesIn,
  pluralFor,
  zonedDayStart,
  type Completeness,
  type PeriodCoverage,
} from '@footfall/core';
import type { Database } from '../db/client';
import { namedSql, num, runQuery, type Row } from './named-sql';
import type { AnalyticsScope } from './scope';
import { HAS_AREAS } from './has-areas';

// Read in the same statement, so no answer needs one of its own: the location's days still waiting
// for the pipeline (the answer's ranges pick theirs in code, by core's pendingDatesIn), and
// whether it has areas (FQV needs them: core's fqvFigure).
const LOCATION_STATE = `
  (select string_agg(p.local_date, ',' order by p.local_date) from pipeline_dirty_days p
    where p.location_id = :location_id) as pending_dates,
  ${HAS_AREAS(':location_id')} as has_areas`;

const COMPLETENESS_SQL = `
with reported as (
  select g.sensor_id, g.hour_start
  from gateway_hourly_rollups g
  where g.location_id = :location_id
    and g.hour_start >= cast(:from as timestamptz) and g.hour_start < cast(:to as timestamptz)
    and (g.detections > 0 or g.heartbeats > 0 or g.minutes_seen > 0)
)
select
  (select count(*) from sensors s where s.location_id = :location_id)::int as gateways_connected,
  (select count(distinct r.sensor_id) from reported r)::int as gateways_reporting,
  (select count(distinct r.hour_start) from reported r
    where not :business_hours or exists (
      select 1 from hourly_rollups h
      where h.location_id = :location_id and h.hour_start = r.hour_start and h.in_business_hours
    ))::int as hours_with_data,${LOCATION_STATE}`;

// The same figures from daily_rollups when business hours do not matter.
const COMPLETENESS_DAILY_SQL = `
select
  (select count(*) from sensors s where s.location_id = :location_id)::int as gateways_connected,
  (select count(distinct g.sensor_id)
    from daily_rollups d cross join lateral unnest(d.gateway_ids) as g(sensor_id)
    where d.location_id = :location_id and d.local_date between :start_date and :end_date
  )::int as gateways_reporting,
  (select coalesce(sum(d.hours_with_data), 0) from daily_rollups d
    where d.location_id = :location_id and d.local_date between :start_date and :end_date
  )::int as hours_with_data,${LOCATION_STATE}`;

/** The English note's form of a phrase for a count ("1 gateway", "2 gateways"). */
const forCount = pluralFor('en-US');

/** The English `note` of an answer's completeness. */
export function completenessNote(figures: Omit<Completeness, 'note'>): string {
  const days = figures.pending_days;
  const pending =
    days > 0
      ? ` ${days} ${forCount(days, 'day is', 'days are')} still being computed: figures may change.`
      : '';
  return sensorsNote(figures) + pending;
}

function sensorsNote(figures: Omit<Completeness, 'note'>): string {
  const { gateways_connected, gateways_reporting, hours_in_range, hours_without_data } = figures;
  if (gateways_connected === 0 && gateways_reporting === 0)
    return 'No gateway is connected to this location, so there is no sensor data.';
  if (gateways_reporting === 0)
    return 'No gateway reported in this range: the figures are missing, not zero.';
  const reporting = `${gateways_reporting} ${forCount(gateways_reporting, 'gateway', 'gateways')} reported in this range (${gateways_connected} connected now).`;
  if (hours_without_data === 0) return `${reporting} Every hour of the range has data.`;
  // "1 of 48 hours has": the noun agrees with the total, the verb with the hours missing.
  return `${reporting} ${hours_without_data} of ${hours_in_range} ${forCount(hours_in_range, 'hour', 'hours')} ${forCount(hours_without_data, 'has', 'have')} no data from any gateway: figures for ${forCount(hours_without_data, 'that hour', 'those hours')} are missing, not zero.`;
}

/**
 * The comparison range's coverage (hours that count, up to its cut, and those with data), by the
 * same rule as the selection's completeness: from daily_rollups, except with business hours (the
 * hourly gateway rows) and for the day of a cut, read by the hour up to the cut.
 */
export async function previousCoverageOf(scope: AnalyticsScope): Promise<PeriodCoverage | null> {
  const previous = scope.comparison;
  if (!previous) return null;
  const hoursWithData = async (
    hourly: boolean,
    range: { from: string; to: string; start_date: string; end_date: string },
  ) => {
    const [row = {}] = await runQuery(
      scope.ctx.db,
      scope.log,
      hourly ? 'analytics.completeness.previous' : 'analytics.completeness.previous.daily',
      hourly ? COMPLETENESS_SQL : COMPLETENESS_DAILY_SQL,
      { ...scope.params, ...range },
    );
    return num(row.hours_with_data);
  };
  const whole = { from: previous.from, start_date: previous.start };
  let hours: number;
  if (scope.query.business_hours) {
    hours = await hoursWithData(true, {
      ...whole,
      to: previous.cutAt ?? previous.to,
      end_date: previous.end,
    });
  } else if (previous.cutAt !== null && previous.cutDate !== null) {
    // Whole days before the cut's day, then that day's hours up to the cut.
    const cutDayStart = Math.max(
      Date.parse(previous.from),
      zonedDayStart(previous.cutDate, scope.timeZone),
    );
    const [before, cutDay] = await Promise.all([
      previous.cutDate > previous.start
        ? hoursWithData(false, {
            ...whole,
            to: new Date(cutDayStart).toISOString(),
            end_date: addDays(previous.cutDate, -1),
          })
        : Promise.resolve(0),
      hoursWithData(true, {
        from: new Date(cutDayStart).toISOString(),
        to: previous.cutAt,
        start_date: previous.cutDate,
        end_date: previous.cutDate,
      }),
    ]);
    hours = before + cutDay;
  } else {
    hours = await hoursWithData(false, { ...whole, to: previous.to, end_date: previous.end });
  }
  return { hours_in_range: previous.hours.length, hours_with_data: hours };
}

// Door counters report intervals of their own (door_counts), not through gateways: a door-counter
// answer's coverage is the hours in which a door counter sent an interval, which the pipeline
// counts per hour (hourly_rollups.door_intervals) so that no answer reads the raw intervals.
const DOOR_HOURS_SQL = `
select count(*)::int as hours_with_data
from hourly_rollups h
where h.location_id = :location_id
  and h.hour_start >= cast(:from as timestamptz) and h.hour_start < cast(:to as timestamptz)
  and h.door_intervals > 0
  and (not :business_hours or h.in_business_hours)`;

/** Hours of [from, to) in which a door counter of the location sent an interval (business hours
 * only when asked): the door answers' coverage, and the daily summary's for walk-ins. */
export async function doorHoursWithData(
  db: Database,
  params: { location_id: number; from: string; to: string; business_hours: boolean },
): Promise<number> {
  const result = (await db.execute(namedSql(DOOR_HOURS_SQL, params))) as unknown as {
    rows: Row[];
  };
  return num(result.rows[0]?.hours_with_data);
}

/** The door counters' coverage of the selection and of the comparison range (up to its cut). */
export async function doorCoverageOf(
  scope: AnalyticsScope,
): Promise<{ current: PeriodCoverage; previous: PeriodCoverage | null }> {
  const read = (from: string, to: string) =>
    doorHoursWithData(scope.ctx.db, {
      location_id: scope.params.location_id,
      business_hours: scope.params.business_hours,
      from,
      to,
    });
  const previous = scope.comparison;
  const [current, before] = await Promise.all([
    read(scope.window.from, scope.window.to),
    previous ? read(previous.from, previous.cutAt ?? previous.to) : Promise.resolve(0),
  ]);
  return {
    current: { hours_in_range: scope.hours.length, hours_with_data: current },
    previous: previous ? { hours_in_range: previous.hours.length, hours_with_data: before } : null,
  };
}

/** The selection's coverage as the comparison rule reads it. */
export const coverageOf = (completeness: Completeness): PeriodCoverage => ({
  hours_in_range: completeness.hours_in_range,
  hours_with_data: completeness.hours_in_range - completeness.hours_without_data,
});

export async function completenessOf(scope: AnalyticsScope): Promise<Completeness> {
  return (await completenessAndAreasOf(scope)).completeness;
}

/** The answer's completeness, and whether the location has areas (read in the same statement). */
export async function completenessAndAreasOf(
  scope: AnalyticsScope,
): Promise<{ completeness: Completeness; hasAreas: boolean }> {
  const [row = {}] = await runQuery(
    scope.ctx.db,
    scope.log,
    scope.query.business_hours ? 'analytics.completeness' : 'analytics.completeness.daily',
    scope.query.business_hours ? COMPLETENESS_SQL : COMPLETENESS_DAILY_SQL,
    scope.params,
  );
  const hoursInRange = scope.hours.length;
  const figures = {
    gateways_connected: num(row.gateways_connected),
    gateways_reporting: num(row.gateways_reporting),
    hours_in_range: hoursInRange,
    hours_without_data: Math.max(0, hoursInRange - num(row.hours_with_data)),
    pending_days: pendingDaysOf(scope, row.pending_dates),
  };
  return {
    completeness: { ...figures, note: completenessNote(figures) },
    hasAreas: row.has_areas === true,
  };
}

/** The days of the answer (its range, and the comparison range when compared) that the pipeline
 * has yet to compute: the dashboards' notice counts them by the same rule. */
function pendingDaysOf(scope: AnalyticsScope, pendingDates: unknown): number {
  if (typeof pendingDates !== 'string' || pendingDates === '') return 0;
  const pending = pendingDates.split(',');
  const ranges = scope.comparison ? [scope.window, scope.comparison] : [scope.window];
  const today = localDateOf(scope.ctx.now().getTime(), scope.timeZone);
  return pendingDatesIn(pending, ranges, today).length;
}
