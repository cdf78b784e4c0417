// Plane geometry in floor-plan metres: polygons, bounds, random points inside a polygon.
import type { Random } from './random';

export type Point = { x: number; y: number };
export type Polygon = readonly (readonly [number, number])[];

export function pointInPolygon(point: Point, polygon: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i] ?? [0, 0];
    const [xj, yj] = polygon[j] ?? [0, 0];
    const crosses = yi > point.y !== yj > point.y;
    if (crosses && point.x < ((xj - xi) * (point.y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export type Bounds = { minX: number; minY: number; maxX: number; maxY: number };

export function boundsOf(polygons: readonly Polygon[]): Bounds {
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const polygon of polygons)
    for (const [x, y] of polygon) {
      bounds.minX = Math.min(bounds.minX, x);
      bounds.minY = Math.min(bounds.minY, y);
      bounds.maxX = Math.max(bounds.maxX, x);
      bounds.maxY = Math.max(bounds.maxY, y);
    }
  return bounds;
}

export const rectangle = (x: number, y: number, width: number, height: number): Polygon => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x, y + height],
];

export function centroid(polygon: Polygon): Point {
  const n = Math.max(1, polygon.length);
  return {
    x: polygon.reduce((sum, [x]) => sum + x, 0) / n,
    y: polygon.reduce((sum, [, y]) => sum + y, 0) / n,
  };
}

/** A uniform point inside the polygon (rejection sampling in its bounds; the centroid as a fallback). */
export function randomPointIn(polygon: Polygon, random: Random, margin = 0.3): Point {
  const b = boundsOf([polygon]);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const point = {
      x: random.uniform(b.minX + margin, Math.max(b.minX + margin, b.maxX - margin)),
      y: random.uniform(b.minY + margin, Math.max(b.minY + margin, b.maxY - margin)),
    };
    if (pointInPolygon(point, polygon)) return point;
  }
  return centroid(polygon);
}

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
