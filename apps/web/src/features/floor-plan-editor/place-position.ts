// Where a pointer is on the floor plan: a screen point over the overlay's bounding box, at a zoom,
// in image pixels (clamped to the image, rounded to 0.1 px) and in metres (rounded to the mm).
import { pixelsToMetres, type Point } from '@footfall/core';

export interface ScreenPoint {
  clientX: number;
  clientY: number;
}
export interface Box {
  left: number;
  top: number;
}
export interface ImageSize {
  width: number;
  height: number;
}

/** Image pixels under a screen point; the overlay's box starts at image pixel (0, 0). */
export function screenToPixels(point: ScreenPoint, box: Box, zoom: number, size: ImageSize): Point {
  const x = Math.min(size.width, Math.max(0, (point.clientX - box.left) / zoom));
  const y = Math.min(size.height, Math.max(0, (point.clientY - box.top) / zoom));
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

const mm = (metres: number) => Math.round(metres * 1000) / 1000;

/** A position in image pixels as the x_m / y_m the API stores. */
export function pixelsToPosition(at: Point, metresPerPixel: number): { x_m: number; y_m: number } {
  const [x, y] = pixelsToMetres(at, metresPerPixel);
  return { x_m: mm(x), y_m: mm(y) };
}

/** The floor-plan position in metres of a screen point (a drop or a click on the overlay). */
export function dropPosition(
  point: ScreenPoint,
  box: Box,
  zoom: number,
  size: ImageSize,
  metresPerPixel: number,
): { x_m: number; y_m: number } {
  return pixelsToPosition(screenToPixels(point, box, zoom, size), metresPerPixel);
}
