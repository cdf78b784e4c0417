// GET /api/v1/locations/{id}/scores: attraction (capture rate), engagement rate, average dwell and
// FQV rate over the range, each graded by its percentile rank among the corporation's locations
// of the same type that have data in the same local days (core's gradeAmongPeers, bands in
// docs/analytics-api.md). One statement over hourly_rollups of those locations; the peers'
// figures are cached for a few minutes (peer-cache.ts).
import { fqvFigure, gradeAmongPeers, type ScoresResponse, SCORE_NAMES } from '@footfall/core';
import { and, eq } from 'drizzle-orm';
import { locations } from '../db/schema';
import { completenessOf } from './completeness';
import { cachedPeerRows } from './peer-cache';
import { HAS_AREAS } from './has-areas';
import { num, ratio, runQuery, type Row } from './named-sql';
import { rangeOf, unavailableAmong, type AnalyticsScope } from './scope';

// Time zones are at most 14 hours from UTC: a widened UTC window keeps the primary key usable
// for every peer while local_date selects each peer's own local days exactly.
const ZONE_MARGIN_MS = 14 * 3_600_000;

const SCORES_SQL = `
select h.location_id,
  sum(h.walk_bys)::float8 as walk_bys, sum(h.visitors)::float8 as visitors,
  sum(h.engagers)::float8 as engagers, sum(h.fqv)::float8 as fqv,
  sum(h.dwell_s_sum)::float8 as dwell_s_sum,
  ${HAS_AREAS('h.location_id')} as has_areas
from hourly_rollups h
where h.location_id = any(cast(:peer_ids as int[]))
  and h.hour_start >= cast(:wide_from as timestamptz) and h.hour_start < cast(:wide_to as timestamptz)
  and h.local_date between :start_date and :end_date
  and (not :business_hours or h.in_business_hours)
group by h.location_id`;

type ScoreName = (typeof SCORE_NAMES)[number];

function valuesOf(row: Row): Record<ScoreName, number | null> {
  const visitors = num(row.visitors);
  return {
    attraction: ratio(visitors, visitors + num(row.walk_bys)),
    engagement: ratio(num(row.engagers), visitors),
    dwell: ratio(num(row.dwell_s_sum), visitors),
    fqv: ratio(fqvFigure(num(row.fqv), row.has_areas === true), visitors),
  };
}

function isOffered(scope: AnalyticsScope, name: ScoreName): boolean {
  const traffic = scope.offered.has('FOOTTRAFFIC');
  return name === 'attraction' ? traffic && scope.offered.has('WALK-BY') : traffic;
}

/** Sums of every location of the scope's type in its corporation with data in the range (the
 * peers the scores grade among; the comparison report reads them too). Cached: peer-cache.ts. */
export function scorePeerRows(scope: AnalyticsScope): Promise<Row[]> {
  const params = {
    ...scope.params,
    corporation_id: scope.location.corporationId,
    type: scope.location.type,
    wide_from: new Date(Date.parse(scope.window.from) - ZONE_MARGIN_MS).toISOString(),
    wide_to: new Date(Date.parse(scope.window.to) + ZONE_MARGIN_MS).toISOString(),
  };
  const key = [
    params.corporation_id,
    params.type,
    params.start_date,
    params.end_date,
    params.business_hours,
  ].join('|');
  return cachedPeerRows(scope.ctx, key, async () => {
    // The peers' ids first: the rollups are read by naming their locations (one shard each on a
    // database distributed by location, docs/operations.md "Citus").
    const peers = await scope.ctx.db
      .select({ id: locations.id })
      .from(locations)
      .where(
        and(
          eq(locations.corporationId, scope.location.corporationId),
          eq(locations.type, scope.location.type),
        ),
      );
    const peerIds = peers.map((peer) => peer.id);
    const rows = await runQuery(scope.ctx.db, scope.log, 'analytics.scores', SCORES_SQL, {
      ...params,
      peer_ids: `{${peerIds.join(',')}}`,
    });
    return { rows, peerIds };
  });
}

export async function scores(scope: AnalyticsScope): Promise<ScoresResponse> {
  const [rows, completeness] = await Promise.all([scorePeerRows(scope), completenessOf(scope)]);
  const peers = rows.map((row) => ({ locationId: num(row.location_id), values: valuesOf(row) }));
  const own = peers.find((peer) => peer.locationId === scope.location.id)?.values;
  return {
    range: rangeOf(scope),
    completeness,
    unavailable: unavailableAmong(scope, ['WALK-BY', 'FOOTTRAFFIC']),
    location_type: scope.location.type,
    scores: SCORE_NAMES.map((name) => {
      const peerValues = peers
        .map((peer) => peer.values[name])
        .filter((value): value is number => value !== null);
      const value = isOffered(scope, name) ? (own?.[name] ?? null) : null;
      return { name, value, ...gradeAmongPeers(value, peerValues), peers: peerValues.length };
    }),
  };
}
