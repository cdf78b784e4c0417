// Running a report (docs/product.md section 7): per covered location, the figures of the report's
// period from the analytics modules (the same queries as the analytics API, so the totals agree), a
// total row and one row per bucket. Rolling periods end today in each location's time zone. Metrics
// a location's tier does not offer are null.
import {
  addDays,
  localDateOf,
  type AnalyticsQuery,
  type DateRange,
  type ReportFigures,
  type ReportMetric,
  type ReportPeriod,
  type ReportResultRow,
  type ReportResults,
  type MetricChange,
} from '@footfall/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { doorCounter } from '../analytics/door-counter';
import { footTraffic } from '../analytics/foot-traffic';
import { analyticsScope } from '../analytics/scope';
import type { AuthContext } from '../http/authenticate';
import type { ReportRow } from './report-access';
import { idOut } from '../db/ids';

type TrafficFigures = Awaited<ReturnType<typeof footTraffic>>['totals'];
type DoorFigures = Awaited<ReturnType<typeof doorCounter>>['totals'];

/** The report's local date range for a location whose today is `today`. */
export function periodRange(period: ReportPeriod, today: string): DateRange {
  return period.kind === 'fixed'
    ? { start: period.start_date, end: period.end_date }
    : { start: addDays(today, 1 - period.days), end: today };
}

/** Each metric's change as the analytics answers state it (walk-ins: the door counters'). */
function changesPicked(
  metrics: readonly ReportMetric[],
  traffic: { comparison: { changes: Record<string, MetricChange> } | null },
  door: { comparison: { changes: Record<string, MetricChange> } | null },
): Record<string, MetricChange> {
  const changes: Record<string, MetricChange> = {};
  for (const metric of metrics) {
    const change =
      metric === 'walk_ins'
        ? door.comparison?.changes.walk_ins
        : traffic.comparison?.changes[metric];
    if (change) changes[metric] = change;
  }
  return changes;
}

function pick(
  metrics: readonly ReportMetric[],
  traffic: TrafficFigures | undefined,
  door: DoorFigures | undefined,
): ReportFigures {
  const figures: ReportFigures = {};
  for (const metric of metrics) {
    figures[metric] =
      metric === 'walk_ins' ? (door?.walk_ins ?? null) : (traffic?.[metric] ?? null);
  }
  return figures;
}

type LocationTarget = { id: number; name: string | null; timezone: string };

async function locationRows(
  ctx: AppContext,
  auth: AuthContext,
  log: FastifyBaseLogger,
  report: ReportRow,
  location: LocationTarget,
  metrics: readonly ReportMetric[],
) {
  const range = periodRange(report.period, localDateOf(ctx.now().getTime(), location.timezone));
  const query: AnalyticsQuery = {
    start_date: range.start,
    end_date: range.end,
    granularity: report.granularity as AnalyticsQuery['granularity'],
    compare: report.comparison,
    business_hours: false,
  };
  const scope = await analyticsScope(ctx, auth, log, location.id, query, {
    permission: 'reports_view',
  });
  const [traffic, door] = await Promise.all([footTraffic(scope), doorCounter(scope)]);
  const comparison = traffic.comparison ?? door.comparison;
  const total: ReportResultRow = {
    location_id: idOut(location.id),
    location_name: location.name ?? '',
    bucket: null,
    values: pick(metrics, traffic.totals, door.totals),
    previous: comparison
      ? pick(metrics, traffic.comparison?.previous, door.comparison?.previous)
      : null,
    changes: comparison ? changesPicked(metrics, traffic, door) : null,
  };
  const buckets = [...new Set([...traffic.buckets, ...door.buckets].map((b) => b.bucket))].sort();
  const bucketRows = buckets.map((bucket): ReportResultRow => ({
    location_id: idOut(location.id),
    location_name: location.name ?? '',
    bucket,
    values: pick(
      metrics,
      traffic.buckets.find((b) => b.bucket === bucket),
      door.buckets.find((b) => b.bucket === bucket),
    ),
    previous: null,
    changes: null,
  }));
  const comparisonRange = comparison
    ? { start_date: comparison.start_date, end_date: comparison.end_date }
    : null;
  return { range, comparisonRange, rows: [total, ...bucketRows] };
}

/** Computes a report's results (the caller's reports_view on each location was checked). */
export async function computeReportResults(
  ctx: AppContext,
  auth: AuthContext,
  log: FastifyBaseLogger,
  report: ReportRow,
  locations: readonly LocationTarget[],
  overrides: ReadonlyMap<number, ReportMetric[]>,
  runAt: Date,
): Promise<ReportResults> {
  const perLocation = [];
  // One location at a time: each runs two analytics statements; a report may cover many.
  for (const location of locations) {
    const metrics = overrides.get(location.id) ?? report.metrics;
    perLocation.push(await locationRows(ctx, auth, log, report, location, metrics));
  }
  const first = perLocation[0];
  const fallback = periodRange(report.period, localDateOf(runAt.getTime(), 'UTC'));
  return {
    report_id: idOut(report.id),
    run_at: runAt.toISOString(),
    range: first
      ? { start_date: first.range.start, end_date: first.range.end }
      : { start_date: fallback.start, end_date: fallback.end },
    comparison_range: first?.comparisonRange ?? null,
    rows: perLocation.flatMap((entry) => entry.rows),
  };
}
