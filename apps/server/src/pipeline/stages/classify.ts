// Visitor classes of one session (docs/product.md sections 9 and 11), through core's rules so
// the server and the web app read the same definitions.
import { isEngager, isFqv, isVisitorSession, type AreaDwell } from '@footfall/core';
import type { AreaRun } from './areas';
import type { SessionSpan } from './sessions';
import { MS_PER_MINUTE, type PipelineDefinitions, type VisitRecord } from './types';
import { idOut } from '../../db/ids';

export interface SessionIdentity {
  device: string;
  randomized: boolean;
}

/** Seconds as stored (visits, rollup sums): rounded to the nearest second. */
export const toSeconds = (ms: number): number => Math.round(ms / 1000);

/**
 * The stored visit of a session. Dwell is the inside span of a visitor (0 for walk-bys); area
 * runs, engager and FQV belong to visitors only. A returning visitor was a visitor on an earlier
 * day within 30 days; randomized ids never return (they change), they are counted apart.
 */
export function classifySession(
  identity: SessionIdentity,
  span: SessionSpan,
  runs: readonly AreaRun[],
  definitions: PipelineDefinitions,
  earlierVisitors: ReadonlySet<string>,
): VisitRecord {
  const insideMs = Number.isNaN(span.firstInside) ? NaN : span.lastInside - span.firstInside;
  const isVisitor =
    !Number.isNaN(insideMs) &&
    isVisitorSession(insideMs / MS_PER_MINUTE, definitions.min_visit_minutes);
  const areaDwells: AreaDwell[] = isVisitor
    ? runs.map((run) => ({ areaId: idOut(run.areaId), minutes: run.ms / MS_PER_MINUTE }))
    : [];
  const dwellMs = isVisitor ? insideMs : 0;
  return {
    device: identity.device,
    randomized: identity.randomized,
    startTs: span.first,
    endTs: span.last,
    isVisitor,
    isEngager:
      isVisitor &&
      isEngager(
        { totalDwellMinutes: dwellMs / MS_PER_MINUTE, areaDwells },
        {
          engagerMinutes: definitions.engager_minutes,
          engagerAreas: definitions.engager_areas,
        },
      ),
    isFqv: isVisitor && isFqv(areaDwells, definitions.fqv_minutes),
    isReturning: isVisitor && !identity.randomized && earlierVisitors.has(identity.device),
    dwellS: toSeconds(dwellMs),
    durationS: toSeconds(span.last - span.first),
    areaRuns: isVisitor
      ? runs.map((run) => ({ area_id: run.areaId, seconds: toSeconds(run.ms) }))
      : [],
  };
}
