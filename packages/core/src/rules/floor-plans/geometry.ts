// Floor-plan geometry: the scale from a line of known length, pixel <-> metre conversion and the
// area polygon rules (at least 3 points, finite, not self-intersecting, not degenerate).

export type Point = readonly [number, number];

const ORIGIN: Point = [0, 0];
/** The i-th point, wrapping around the closed polygon. */
const vertex = (points: readonly Point[], i: number): Point =>
  points[((i % points.length) + points.length) % points.length] ?? ORIGIN;

export const POLYGON_MESSAGES = {
  tooFew: 'Polygon needs at least 3 points',
  tooMany: 'Polygon has too many points (at most 200)',
  notNumbers: 'Polygon points must be pairs of numbers',
  selfIntersecting: 'Polygon must not cross itself',
  noArea: 'Polygon must enclose an area',
} as const;

export const POLYGON_MAX_POINTS = 200;

/** Metres per pixel from a drawn line: its real length divided by its length in pixels. */
export function metresPerPixel(lengthM: number, from: Point, to: Point): number | null {
  const lengthPx = Math.hypot(to[0] - from[0], to[1] - from[1]);
  if (!Number.isFinite(lengthM) || lengthM <= 0 || !Number.isFinite(lengthPx) || lengthPx < 1)
    return null;
  return lengthM / lengthPx;
}

export const pixelsToMetres = (point: Point, mpp: number): [number, number] => [
  point[0] * mpp,
  point[1] * mpp,
];

export const metresToPixels = (point: Point, mpp: number): [number, number] => [
  point[0] / mpp,
  point[1] / mpp,
];

/** Twice the signed area (shoelace). */
function doubleArea(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i += 1) {
    const a = vertex(points, i);
    const b = vertex(points, i + 1);
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return sum;
}

const orientation = (a: Point, b: Point, c: Point) => {
  const value = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return Math.abs(value) < 1e-12 ? 0 : Math.sign(value);
};

const onSegment = (a: Point, b: Point, p: Point) =>
  Math.min(a[0], b[0]) - 1e-12 <= p[0] &&
  p[0] <= Math.max(a[0], b[0]) + 1e-12 &&
  Math.min(a[1], b[1]) - 1e-12 <= p[1] &&
  p[1] <= Math.max(a[1], b[1]) + 1e-12;

/** Whether segments ab and cd share any point (touching counts). */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && onSegment(a, b, c)) return true;
  if (o2 === 0 && onSegment(a, b, d)) return true;
  if (o3 === 0 && onSegment(c, d, a)) return true;
  if (o4 === 0 && onSegment(c, d, b)) return true;
  return false;
}

/** True when two edges of the closed polygon that are not neighbours meet. */
export function isSelfIntersecting(points: readonly Point[]): boolean {
  const n = points.length;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) continue;
      if (
        segmentsIntersect(
          vertex(points, i),
          vertex(points, i + 1),
          vertex(points, j),
          vertex(points, j + 1),
        )
      )
        return true;
    }
  }
  // Neighbouring edges that fold back onto each other also cross.
  for (let i = 0; i < n; i += 1) {
    const a = vertex(points, i - 1);
    const b = vertex(points, i);
    const c = vertex(points, i + 1);
    if (
      orientation(a, b, c) === 0 &&
      (b[0] - a[0]) * (c[0] - b[0]) + (b[1] - a[1]) * (c[1] - b[1]) < 0
    )
      return true;
  }
  return false;
}

/** The first broken polygon rule, or null when the polygon is acceptable. */
export function polygonProblem(points: readonly (readonly number[])[]): string | null {
  if (
    !points.every((point) => point.length === 2 && point.every((value) => Number.isFinite(value)))
  )
    return POLYGON_MESSAGES.notNumbers;
  if (points.length < 3) return POLYGON_MESSAGES.tooFew;
  if (points.length > POLYGON_MAX_POINTS) return POLYGON_MESSAGES.tooMany;
  const pairs = points as readonly Point[];
  if (isSelfIntersecting(pairs)) return POLYGON_MESSAGES.selfIntersecting;
  if (Math.abs(doubleArea(pairs)) < 1e-9) return POLYGON_MESSAGES.noArea;
  return null;
}

/** Whether a point lies inside a polygon (even-odd rule). */
export function pointInPolygon(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = vertex(polygon, i);
    const [xj, yj] = vertex(polygon, j);
    if (
      yi > point[1] !== yj > point[1] &&
      point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi
    )
      inside = !inside;
  }
  return inside;
}
