// Area attribution (issue 12 item 6, docs/area-attribution.md): the one rule that says which area
// a device is in during a position window. Area dwell, the customer journey and the heatmap all
// read it, so an area where the heatmap draws people is an area people dwell in and travel
// through. Where the device has a position on a floor plan with area outlines, the outline
// holding that position decides (the heatmap counts the very same positions); only where there
// is no such position does the strongest gateway's own area decide, as before outlines existed.
import { pointInPolygon, type Point } from './geometry';

/** An area as the rule needs it: its outline in floor-plan metres, when one is drawn. */
export interface AreaOutline {
  id: number;
  floorPlanId: number | null;
  polygon: readonly (readonly number[])[] | null;
}

interface Outline {
  id: number;
  polygon: Point[];
  size: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The outlines of each floor plan, smallest first (a nested area wins over its surroundings). */
export type AreaMap = ReadonlyMap<number, readonly Outline[]>;

function shoelace(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [ax, ay] = points[i] as Point;
    const [bx, by] = points[(i + 1) % points.length] as Point;
    sum += ax * by - bx * ay;
  }
  return Math.abs(sum) / 2;
}

/** Index the outlines by floor plan; areas without a plan or a usable polygon are left out. */
export function areaMap(areas: readonly AreaOutline[]): AreaMap {
  const plans = new Map<number, Outline[]>();
  for (const area of areas) {
    if (area.floorPlanId === null || !area.polygon || area.polygon.length < 3) continue;
    const polygon = area.polygon.map((p) => [Number(p[0]), Number(p[1])] as Point);
    if (!polygon.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y))) continue;
    const xs = polygon.map(([x]) => x);
    const ys = polygon.map(([, y]) => y);
    const outline: Outline = {
      id: area.id,
      polygon,
      size: shoelace(polygon),
      minX: Math.min(...xs),
      minY: Math.min(...ys),
      maxX: Math.max(...xs),
      maxY: Math.max(...ys),
    };
    const list = plans.get(area.floorPlanId) ?? [];
    list.push(outline);
    plans.set(area.floorPlanId, list);
  }
  for (const list of plans.values()) list.sort((a, b) => a.size - b.size || a.id - b.id);
  return plans;
}

/**
 * The area whose outline holds a position on a floor plan: the smallest when outlines overlap,
 * the lower id on a tie; null outside every outline; undefined when the plan has no outlines
 * at all (the position cannot say anything about areas there).
 */
export function areaAtPosition(
  map: AreaMap,
  floorPlanId: number,
  x: number,
  y: number,
): number | null | undefined {
  const outlines = map.get(floorPlanId);
  if (!outlines || outlines.length === 0) return undefined;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  for (const outline of outlines) {
    if (x < outline.minX || x > outline.maxX || y < outline.minY || y > outline.maxY) continue;
    if (pointInPolygon([x, y], outline.polygon)) return outline.id;
  }
  return null;
}

/** What is known of a device in one window. */
export interface WindowEvidence {
  /** Its estimated position on the plan of the strongest gateway, when that gateway is placed. */
  position: { floorPlanId: number; x: number; y: number } | null;
  /** The area the strongest gateway hearing it belongs to (null when it has none). */
  strongestGatewayArea: number | null;
}

/** The area of a device in one window, or null for none (the window then counts nowhere). */
export function attributeArea(map: AreaMap, evidence: WindowEvidence): number | null {
  const { position } = evidence;
  if (position) {
    const area = areaAtPosition(map, position.floorPlanId, position.x, position.y);
    if (area !== undefined) return area;
  }
  return evidence.strongestGatewayArea;
}
