// What every analytics request resolves first: access to the location (another corporation's id
// is a 404), its time zone, the local date range and its UTC instants (so queries use the
// rollups' primary keys), the comparison range, the metrics its tier offers, whether it has area
// analytics (its ADAM add-on or FOOTTRAFFIC) and, with business_hours=1, its opening hours.
import {
  areaAnalyticsUnavailable,
  availableMetrics,
  hasAreaAnalytics,
  comparisonRange,
  localDateOf,
  openHoursOfDay,
  rangeLengthDays,
  resolveAnalyticsRange,
  unavailableMetrics,
  zonedDayStart,
  addDays,
  type AnalyticsQuery,
  type AnalyticsRange,
  type DateRange,
  type Metric,
  type ServiceTier,
  type UnavailableMetric,
} from '@footfall/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../http/authenticate';
import { ApiError } from '../http/errors';
import {
  checkArea,
  servicesFromRows,
  servicesOf,
  type LocationRow,
} from '../hardware/hardware-access';
import { locationAccess } from '../organisation/guards';
import { readBusinessHours } from '../setup/business-hours-store';
import { hoursOfRange, type LocalHour } from './buckets';
import { zoneOffsets } from './zone-offsets';
import { idOut } from '../db/ids';

export type TimeWindow = DateRange & { days: number; from: string; to: string };

/**
 * The comparison range (core's comparisonRange). When the selection has not ended yet (it holds
 * today), the comparison range is cut as far before its end as the selection's end is ahead of
 * now, so today until 16:20 compares with yesterday until 16:20: `cutAt` is that instant.
 */
export type ComparisonWindow = TimeWindow & {
  averaged: boolean;
  cutAt: string | null;
  /** The local day of the cut (the one day read by the hour; the days before it whole). */
  cutDate: string | null;
  /** The local hours that count, as the selection's `hours` (up to the cut). */
  hours: LocalHour[];
  /** Days of data on each side for daily averages: elapsed days, fractions at a cut. */
  currentDays: number;
  previousDays: number;
};

export type AnalyticsScope = {
  ctx: AppContext;
  log: FastifyBaseLogger;
  location: LocationRow;
  timeZone: string;
  query: AnalyticsQuery;
  window: TimeWindow;
  comparison: ComparisonWindow | null;
  areaId: number | null;
  offered: ReadonlySet<Metric>;
  unavailable: UnavailableMetric[];
  /** Area dwell, attraction and journeys are answered (core's hasAreaAnalytics). */
  areaAnalytics: boolean;
  /** Their unavailable entries (core's areaAnalyticsUnavailable): empty when answered. */
  areaUnavailable: UnavailableMetric[];
  /** The zone's UTC offset at an instant of the range (cheap; see zone-offsets.ts). */
  offsetAt: (t: number) => number;
  /** The local hours of the range that count (elapsed; business hours with business_hours=1). */
  hours: LocalHour[];
  /** Parameters shared by the queries. */
  params: {
    location_id: number;
    from: string;
    to: string;
    start_date: string;
    end_date: string;
    business_hours: boolean;
  };
};

/** A local date range and the UTC instants [from, to) of its first and after-last midnight. */
export function timeWindow(range: DateRange, timeZone: string): TimeWindow {
  return {
    ...range,
    days: rangeLengthDays(range),
    from: new Date(zonedDayStart(range.start, timeZone)).toISOString(),
    to: new Date(zonedDayStart(addDays(range.end, 1), timeZone)).toISOString(),
  };
}

export type ScopeOptions = { permission?: string; areaApplies?: boolean };

export async function analyticsScope(
  ctx: AppContext,
  auth: AuthContext,
  log: FastifyBaseLogger,
  locationId: number,
  query: AnalyticsQuery,
  options: ScopeOptions = {},
): Promise<AnalyticsScope> {
  const { location } = await locationAccess(
    ctx,
    auth,
    locationId,
    options.permission ?? 'locations_view',
  );
  const timeZone = location.timezone;
  const resolved = resolveAnalyticsRange(query, localDateOf(ctx.now().getTime(), timeZone));
  if (!resolved.ok) {
    const message = Object.values(resolved.fields)[0] ?? 'The date range is not valid';
    throw new ApiError('ValidationException', message, resolved.fields);
  }
  const areaApplies = options.areaApplies ?? false;
  const [services, businessHours, areaId] = await Promise.all([
    // Read with the caller's token where it was (http/authenticate.ts): one round trip less.
    auth.scope?.services
      ? servicesFromRows(auth.scope.services, location.id)
      : servicesOf(ctx, location.id),
    query.business_hours ? readBusinessHours(ctx.db, location.id) : null,
    areaApplies && query.area_id !== undefined
      ? checkArea(ctx, location.id, idOut(query.area_id))
      : null,
  ]);
  const tier = {
    service: location.service as ServiceTier,
    tag_services: services.tag,
    sensor_services: services.sensor,
  };
  const window = timeWindow(resolved.range, timeZone);
  const now = ctx.now().getTime();
  const openHours = businessHours ? (date: string) => openHoursOfDay(businessHours, date) : null;
  const previous = query.compare ? comparisonRange(resolved.range) : null;
  return {
    ctx,
    log,
    location,
    timeZone,
    query,
    window,
    comparison: previous
      ? comparisonWindow(
          window,
          timeWindow(previous, timeZone),
          previous.averaged,
          now,
          (range, until) => hoursOfRange(range, timeZone, until, openHours),
          timeZone,
        )
      : null,
    areaId,
    offsetAt: zoneOffsets(Date.parse(window.from), Date.parse(window.to), timeZone),
    offered: new Set(availableMetrics(tier)),
    unavailable: unavailableMetrics(tier),
    areaAnalytics: hasAreaAnalytics(tier, location.addon),
    areaUnavailable: areaAnalyticsUnavailable(tier, location.addon),
    hours: hoursOfRange(resolved.range, timeZone, now, openHours),
    params: {
      location_id: location.id,
      from: window.from,
      to: window.to,
      start_date: window.start,
      end_date: window.end,
      business_hours: query.business_hours,
    },
  };
}

const DAY_MS = 24 * 3_600_000;

function comparisonWindow(
  selection: TimeWindow,
  previous: TimeWindow,
  averaged: boolean,
  now: number,
  hoursUntil: (range: DateRange, until: number) => LocalHour[],
  timeZone: string,
): ComparisonWindow {
  const from = Date.parse(selection.from);
  const to = Date.parse(selection.to);
  // Whole minutes: the cut is shown as a time of day, and every surface rendered in the same
  // minute (the dashboard, its PDF) gets exactly the same daily averages.
  const minute = Math.floor(now / 60_000) * 60_000;
  const ahead = minute > from && minute < to ? to - minute : 0;
  const previousTo = Date.parse(previous.to);
  const cut = ahead > 0 ? previousTo - ahead : null;
  return {
    ...previous,
    averaged,
    cutAt: cut === null ? null : new Date(cut).toISOString(),
    cutDate: cut === null ? null : localDateOf(cut, timeZone),
    hours: hoursUntil(previous, cut ?? previousTo),
    currentDays: ahead > 0 ? (minute - from) / DAY_MS : selection.days,
    previousDays: cut === null ? previous.days : (cut - Date.parse(previous.from)) / DAY_MS,
  };
}

/** The `range` every answer echoes. */
export function rangeOf(scope: AnalyticsScope): AnalyticsRange {
  return {
    start_date: scope.window.start,
    end_date: scope.window.end,
    days: scope.window.days,
    time_zone: scope.timeZone,
    granularity: scope.query.granularity,
    business_hours: scope.query.business_hours,
    area_id: scope.areaId,
  };
}

/** The unavailable entries among `metrics` (what this endpoint would have shown). */
export function unavailableAmong(scope: AnalyticsScope, metrics: readonly Metric[]) {
  return scope.unavailable.filter((entry) => metrics.includes(entry.metric));
}
