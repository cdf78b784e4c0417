import { describe, expect, it } from 'vitest';
import {
  POLYGON_MESSAGES,
  metresPerPixel,
  metresToPixels,
  pixelsToMetres,
  pointInPolygon,
  polygonProblem,
} from './geometry';

describe('metresPerPixel', () => {
  it('divides the real length by the drawn length', () => {
    expect(metresPerPixel(10, [0, 0], [300, 400])).toBeCloseTo(0.02);
  });
  it('matches the tetam floor plan (0.0296 m per px)', () => {
    // 20.66 m across 698 px of the tetam plan.
    expect(metresPerPixel(20.660138, [22, 9], [22 + 698, 9])).toBeCloseTo(0.0296, 4);
  });
  it('refuses a zero-length line or a non-positive length', () => {
    expect(metresPerPixel(10, [5, 5], [5, 5])).toBeNull();
    expect(metresPerPixel(0, [0, 0], [10, 0])).toBeNull();
    expect(metresPerPixel(-1, [0, 0], [10, 0])).toBeNull();
    expect(metresPerPixel(Number.NaN, [0, 0], [10, 0])).toBeNull();
  });
  it('converts both ways', () => {
    expect(pixelsToMetres([100, 50], 0.02)).toEqual([2, 1]);
    const [x, y] = metresToPixels([2, 1], 0.02);
    expect(x).toBeCloseTo(100);
    expect(y).toBeCloseTo(50);
  });
});

describe('polygonProblem', () => {
  const square = [
    [0, 0],
    [4, 0],
    [4, 4],
    [0, 4],
  ];
  it('accepts a square and a concave shape', () => {
    expect(polygonProblem(square)).toBeNull();
    expect(
      polygonProblem([
        [0, 0],
        [4, 0],
        [4, 4],
        [2, 1],
        [0, 4],
      ]),
    ).toBeNull();
  });
  it('needs at least 3 points', () => {
    expect(
      polygonProblem([
        [0, 0],
        [1, 1],
      ]),
    ).toBe(POLYGON_MESSAGES.tooFew);
  });
  it('refuses a bow tie', () => {
    expect(
      polygonProblem([
        [0, 0],
        [4, 4],
        [4, 0],
        [0, 4],
      ]),
    ).toBe(POLYGON_MESSAGES.selfIntersecting);
  });
  it('refuses points on one line and repeated points', () => {
    expect(
      polygonProblem([
        [0, 0],
        [1, 0],
        [2, 0],
      ]),
    ).toBe(POLYGON_MESSAGES.selfIntersecting);
    expect(
      polygonProblem([
        [0, 0],
        [2, 0],
        [1, 0],
      ]),
    ).toBe(POLYGON_MESSAGES.selfIntersecting);
  });
  it('refuses non-numbers', () => {
    expect(
      polygonProblem([
        [0, 0],
        [1, Number.NaN],
        [2, 2],
      ]),
    ).toBe(POLYGON_MESSAGES.notNumbers);
    expect(
      polygonProblem([
        [0, 0, 1],
        [1, 0],
        [2, 2],
      ]),
    ).toBe(POLYGON_MESSAGES.notNumbers);
  });
  it('tests containment', () => {
    const pts = square as [number, number][];
    expect(pointInPolygon([2, 2], pts)).toBe(true);
    expect(pointInPolygon([5, 2], pts)).toBe(false);
  });
});
