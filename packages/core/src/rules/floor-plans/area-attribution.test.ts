import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaAtPosition, areaMap, attributeArea, type AreaOutline } from './area-attribution';

const square = (x: number, y: number, side: number): [number, number][] => [
  [x, y],
  [x + side, y],
  [x + side, y + side],
  [x, y + side],
];

// Plan 1: two 4 m squares side by side and a 1 m square nested in the first; plan 2: none.
const AREAS: AreaOutline[] = [
  { id: 1, floorPlanId: 1, polygon: square(0, 0, 4) },
  { id: 2, floorPlanId: 1, polygon: square(4, 0, 4) },
  { id: 3, floorPlanId: 1, polygon: square(1, 1, 1) },
  { id: 4, floorPlanId: null, polygon: square(0, 0, 100) },
  { id: 5, floorPlanId: 1, polygon: null },
  { id: 6, floorPlanId: 3, polygon: [[0, 0]] },
];
const map = areaMap(AREAS);

describe('areaAtPosition', () => {
  it('answers the outline holding the position', () => {
    expect(areaAtPosition(map, 1, 3, 3)).toBe(1);
    expect(areaAtPosition(map, 1, 6, 2)).toBe(2);
  });
  it('answers the nested (smaller) area where outlines overlap', () => {
    expect(areaAtPosition(map, 1, 1.5, 1.5)).toBe(3);
  });
  it('answers null outside every outline and undefined on a plan without outlines', () => {
    expect(areaAtPosition(map, 1, 9, 9)).toBeNull();
    expect(areaAtPosition(map, 1, Number.NaN, 1)).toBeNull();
    expect(areaAtPosition(map, 2, 1, 1)).toBeUndefined();
    // A broken polygon is no outline.
    expect(areaAtPosition(map, 3, 0, 0)).toBeUndefined();
  });
  it('does not depend on the order the areas are listed in', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(AREAS, { minLength: AREAS.length }),
        fc.double({ min: -1, max: 9, noNaN: true }),
        fc.double({ min: -1, max: 5, noNaN: true }),
        (shuffled, x, y) =>
          areaAtPosition(areaMap(shuffled), 1, x, y) === areaAtPosition(map, 1, x, y),
      ),
    );
  });
});

describe('attributeArea', () => {
  it('lets the position decide where the plan has outlines, even against the gateway', () => {
    const position = { floorPlanId: 1, x: 6, y: 2 };
    expect(attributeArea(map, { position, strongestGatewayArea: 1 })).toBe(2);
  });
  it('attributes nothing to a position outside every outline', () => {
    const position = { floorPlanId: 1, x: 20, y: 20 };
    expect(attributeArea(map, { position, strongestGatewayArea: 1 })).toBeNull();
  });
  it("falls back to the strongest gateway's area without a position or outlines", () => {
    expect(attributeArea(map, { position: null, strongestGatewayArea: 2 })).toBe(2);
    const elsewhere = { floorPlanId: 2, x: 1, y: 1 };
    expect(attributeArea(map, { position: elsewhere, strongestGatewayArea: 2 })).toBe(2);
    expect(attributeArea(map, { position: null, strongestGatewayArea: null })).toBeNull();
  });
  it('never names an area the position is not inside when outlines exist', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -5, max: 15, noNaN: true }),
        fc.double({ min: -5, max: 15, noNaN: true }),
        fc.constantFrom(1, 2, 3, null),
        (x, y, gatewayArea) => {
          const area = attributeArea(map, {
            position: { floorPlanId: 1, x, y },
            strongestGatewayArea: gatewayArea,
          });
          return area === areaAtPosition(map, 1, x, y);
        },
      ),
    );
  });
});
