// Wi-Fi figures per hour from visits: a visit counts in the hour of its first detection, and so
// do its area dwell and its transitions. The same function serves fresh sessions and the stored
// visits of a day whose raw detections are past retention, so both give the same rollups.
import { hourIndex } from './hours';
import type { VisitRecord } from './types';

export interface WifiHour {
  walkBys: number;
  visitors: number;
  engagers: number;
  fqv: number;
  returningVisitors: number;
  randomizedVisitors: number;
  /** Sums over visitors, seconds. */
  dwellSSum: number;
  durationSSum: number;
}

export interface AreaHour {
  hour: number;
  areaId: number;
  visitors: number;
  dwellSSum: number;
}

export interface TransitionHour {
  hour: number;
  fromAreaId: number;
  toAreaId: number;
  count: number;
}

export interface VisitRollups {
  hours: WifiHour[];
  areas: AreaHour[];
  transitions: TransitionHour[];
}

const emptyHour = (): WifiHour => ({
  walkBys: 0,
  visitors: 0,
  engagers: 0,
  fqv: 0,
  returningVisitors: 0,
  randomizedVisitors: 0,
  dwellSSum: 0,
  durationSSum: 0,
});

export function rollupVisits(
  visits: readonly VisitRecord[],
  hourStarts: readonly number[],
): VisitRollups {
  const hours = hourStarts.map(emptyHour);
  const areas = new Map<string, AreaHour>();
  const moves = new Map<string, TransitionHour>();
  for (const visit of visits) {
    const hour = Math.max(0, hourIndex(hourStarts, visit.startTs));
    const row = hours[hour];
    if (!row) continue;
    if (!visit.isVisitor) {
      row.walkBys++;
      continue;
    }
    row.visitors++;
    if (visit.isEngager) row.engagers++;
    if (visit.isFqv) row.fqv++;
    if (visit.isReturning) row.returningVisitors++;
    if (visit.randomized) row.randomizedVisitors++;
    row.dwellSSum += visit.dwellS;
    row.durationSSum += visit.durationS;

    const seen = new Set<number>();
    let previous: number | null = null;
    for (const run of visit.areaRuns) {
      const key = `${hour}:${run.area_id}`;
      let area = areas.get(key);
      if (!area) areas.set(key, (area = { hour, areaId: run.area_id, visitors: 0, dwellSSum: 0 }));
      if (!seen.has(run.area_id)) area.visitors++;
      seen.add(run.area_id);
      area.dwellSSum += run.seconds;
      if (previous !== null && previous !== run.area_id) {
        const moveKey = `${hour}:${previous}:${run.area_id}`;
        let move = moves.get(moveKey);
        if (!move)
          moves.set(
            moveKey,
            (move = { hour, fromAreaId: previous, toAreaId: run.area_id, count: 0 }),
          );
        move.count++;
      }
      previous = run.area_id;
    }
  }
  return { hours, areas: [...areas.values()], transitions: [...moves.values()] };
}
