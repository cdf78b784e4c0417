// Visitor classes of docs/product.md section 9, with the parameters of docs/product.md section 11.

export const DEFAULT_VISITOR_DEFINITIONS = {
  visit_gap_minutes: 15,
  visitor_rssi: -70,
  ignore_rssi: -90,
  min_visit_minutes: 5,
  engager_minutes: 10,
  fqv_minutes: 15,
  engager_areas: 2,
  raw_retention_days: 7,
} as const;
export type VisitorDefinitions = { [K in keyof typeof DEFAULT_VISITOR_DEFINITIONS]: number };

export interface AreaDwell {
  areaId: string;
  minutes: number;
}

/**
 * Minutes per visited area. Runs in the same area are summed (a visitor who leaves an area and
 * comes back dwelt there for both runs); an area counts as visited when its dwell is above zero.
 */
function visitedAreaMinutes(areaDwells: readonly AreaDwell[]): number[] {
  const byArea = new Map<string, number>();
  for (const { areaId, minutes } of areaDwells) {
    byArea.set(areaId, (byArea.get(areaId) ?? 0) + minutes);
  }
  return [...byArea.values()].filter((minutes) => minutes > 0);
}

/** A visitor session counts when its inside detections span at least the minimum visit. */
export function isVisitorSession(insideSpanMinutes: number, minVisitMinutes: number): boolean {
  return insideSpanMinutes >= minVisitMinutes;
}

/**
 * FQV: visited at least 2 areas and one of them for MORE than {time} minutes, or visited exactly
 * 1 area for AT LEAST {time} minutes. The asymmetry (> against >=) is the product request's wording
 * (docs/product.md section 9).
 */
export function isFqv(areaDwells: readonly AreaDwell[], fqvMinutes: number): boolean {
  const visited = visitedAreaMinutes(areaDwells);
  if (visited.length >= 2) return visited.some((minutes) => minutes > fqvMinutes);
  return visited.length === 1 && (visited[0] ?? 0) >= fqvMinutes;
}

/**
 * A location's FQV figure from its count: FQV is defined over areas, so where the location has no
 * area at all nobody can qualify and the figure is missing (null), not 0; a dashboard says the
 * location needs areas instead of showing a zero every day.
 */
export const fqvFigure = (count: number, hasAreas: boolean): number | null =>
  hasAreas ? count : null;

export interface EngagerInput {
  /** Dwell in the whole space (store or booth). */
  totalDwellMinutes: number;
  areaDwells: readonly AreaDwell[];
}

export interface EngagerParams {
  engagerMinutes: number;
  engagerAreas: number;
}

/**
 * Engager: total dwell in the space >= {time}, or dwell in one area >= {time}, or engaged with
 * >= {areas} areas and one of them for >= {time}. With one {time} for all clauses, the third is
 * implied by the second; it is kept so the code reads as the rule does.
 */
export function isEngager(input: EngagerInput, params: EngagerParams): boolean {
  const { engagerMinutes, engagerAreas } = params;
  const visited = visitedAreaMinutes(input.areaDwells);
  const longAreaVisit = visited.some((minutes) => minutes >= engagerMinutes);
  return (
    input.totalDwellMinutes >= engagerMinutes ||
    longAreaVisit ||
    (visited.length >= engagerAreas && longAreaVisit)
  );
}

/** Browser: any visitor who is not an engager. */
export function isBrowser(
  input: EngagerInput & { isVisitor: boolean },
  params: EngagerParams,
): boolean {
  return input.isVisitor && !isEngager(input, params);
}
