// The comparison report (GET /api/system/reports/{id}/comparison): each covered location's
// comparison metrics (core comparisonMetricsOf) over the report's period (or an override) and the
// days just before it (core comparisonRange, as the analytics API's compare=1: twice as long past
// 15 days; every metric is a rate or a per-day mean, so the two stay comparable). Each figure is
// graded among the corporation's locations of the same type with data in the same range, from the
// rows the scores API grades with (scorePeerRows), so both agree figure for figure.
import {
  COMPARISON_METRICS,
  comparabilityOf,
  comparisonMetricsOf,
  comparisonRange,
  fqvFigure,
  gradeAmongPeers,
  gradeBandRules,
  localDateOf,
  metricChange,
  locationDisplayName,
  rangeLengthDays,
  type ComparisonFigures,
  type ComparisonLocation,
  type ComparisonMetric,
  type DateRange,
  type ReportComparison,
  type ReportComparisonQuery,
} from '@footfall/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { completenessOf, coverageOf, previousCoverageOf } from '../analytics/completeness';
import { num, type Row } from '../analytics/named-sql';
import { scorePeerRows } from '../analytics/scores';
import { analyticsScope, type AnalyticsScope } from '../analytics/scope';
import type { AuthContext } from '../http/authenticate';
import type { ReportAccess } from './report-access';
import { periodRange } from './report-results';
import { idOut } from '../db/ids';

type Covered = ReportAccess['covered'][number];

const windowOf = (w: DateRange & { days: number }) => ({
  start_date: w.start,
  end_date: w.end,
  days: w.days,
});

const totalsOf = (row: Row) => ({
  walk_bys: num(row.walk_bys),
  visitors: num(row.visitors),
  engagers: num(row.engagers),
  fqv: fqvFigure(num(row.fqv), row.has_areas === true),
  dwell_s_sum: num(row.dwell_s_sum),
});

// As the scores API: attraction needs walk-bys and foot traffic, the others foot traffic.
function isOffered(scope: AnalyticsScope, metric: ComparisonMetric): boolean {
  const traffic = scope.offered.has('FOOTTRAFFIC');
  return metric === 'attraction' ? traffic && scope.offered.has('WALK-BY') : traffic;
}

/** The scope moved to its comparison window (opened with compare=1), for the peer statement. */
function previousScope(scope: AnalyticsScope): AnalyticsScope {
  const previous = scope.comparison;
  if (!previous) throw new Error('The scope was opened without its comparison range');
  return {
    ...scope,
    window: previous,
    comparison: null,
    params: {
      ...scope.params,
      from: previous.from,
      to: previous.to,
      start_date: previous.start,
      end_date: previous.end,
    },
  };
}

/** One range's graded figures of the scope's location, and how many peers had data. */
async function gradedFigures(scope: AnalyticsScope) {
  const rows = await scorePeerRows(scope);
  const peers = rows.map((row) => ({
    locationId: num(row.location_id),
    metrics: comparisonMetricsOf(totalsOf(row), scope.window.days),
  }));
  const own = peers.find((peer) => peer.locationId === scope.location.id)?.metrics;
  const figures = {} as ComparisonFigures;
  for (const metric of COMPARISON_METRICS) {
    const peerValues = peers
      .map((peer) => peer.metrics[metric])
      .filter((value): value is number => value !== null);
    const value = isOffered(scope, metric) ? (own?.[metric] ?? null) : null;
    figures[metric] = { value, ...gradeAmongPeers(value, peerValues) };
  }
  return { figures, peers: rows.length };
}

/** The range a location is compared over: the override, or the report's period in its zone. */
export function comparedRange(
  access: Pick<ReportAccess, 'report'>,
  query: ReportComparisonQuery,
  timeZone: string,
  now: Date,
): DateRange {
  if (query.start_date && query.end_date) return { start: query.start_date, end: query.end_date };
  return periodRange(access.report.period, localDateOf(now.getTime(), timeZone));
}

async function compareLocation(
  ctx: AppContext,
  auth: AuthContext,
  log: FastifyBaseLogger,
  access: ReportAccess,
  query: ReportComparisonQuery,
  location: Covered,
) {
  const range = comparedRange(access, query, location.timezone, ctx.now());
  const scope = await analyticsScope(
    ctx,
    auth,
    log,
    location.id,
    {
      start_date: range.start,
      end_date: range.end,
      granularity: 'day',
      compare: true,
      business_hours: false,
    },
    { permission: 'reports_view' },
  );
  const before = previousScope(scope);
  const [current, previous, completeness, previousCoverage] = await Promise.all([
    gradedFigures(scope),
    gradedFigures(before),
    completenessOf(scope),
    previousCoverageOf(scope),
  ]);
  // The same comparability and change rules as the analytics API's compare=1 (core catalogue).
  const comparability = comparabilityOf(
    coverageOf(completeness),
    previousCoverage ?? { hours_in_range: 0, hours_with_data: 0 },
  );
  const change = {} as ComparisonLocation['change'];
  for (const metric of COMPARISON_METRICS) {
    change[metric] = metricChange(
      metric,
      current.figures[metric].value,
      previous.figures[metric].value,
      comparability.comparable,
    );
  }
  const entry: ComparisonLocation = {
    location_id: idOut(location.id),
    name: locationDisplayName(location.name),
    type: location.type,
    time_zone: scope.timeZone,
    current: current.figures,
    previous: previous.figures,
    change,
    comparable: comparability.comparable,
    not_comparable_reason: comparability.reason,
    peers: { current: current.peers, previous: previous.peers },
  };
  return { entry, range: windowOf(scope.window), comparisonRange: windowOf(before.window) };
}

/** The comparison of a report the caller may see (reportAccess with reports_view was checked). */
export async function computeComparison(
  ctx: AppContext,
  auth: AuthContext,
  log: FastifyBaseLogger,
  access: ReportAccess,
  query: ReportComparisonQuery,
  reportProgress: (fraction: number) => void = () => undefined,
): Promise<ReportComparison> {
  const results = [];
  // One location at a time (two peer statements each, often cached): a report may cover many.
  for (const [index, location] of access.covered.entries()) {
    results.push(await compareLocation(ctx, auth, log, access, query, location));
    reportProgress((index + 1) / access.covered.length);
  }
  const peers = new Map<string, { type: string; current: number; previous: number }>();
  for (const { entry } of results) {
    if (!peers.has(entry.type)) peers.set(entry.type, { type: entry.type, ...entry.peers });
  }
  const first = results[0];
  // Nothing covered: the ranges are still the ones the rules give (today in UTC).
  const fallback = comparedRange(access, query, 'UTC', ctx.now());
  const fallbackPrevious = comparisonRange(fallback);
  return {
    report_id: idOut(access.report.id),
    report_name: access.report.name,
    range: first?.range ?? windowOf({ ...fallback, days: rangeLengthDays(fallback) }),
    comparison_range:
      first?.comparisonRange ??
      windowOf({ ...fallbackPrevious, days: rangeLengthDays(fallbackPrevious) }),
    metrics: [...COMPARISON_METRICS],
    locations: results.map((result) => result.entry),
    peers: [...peers.values()],
    bands: gradeBandRules(),
  };
}
