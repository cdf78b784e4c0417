import type { Point } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import {
  areaNameBox,
  LABEL_FONT_PX,
  placeLabels,
  type Box,
  type LabelSpot,
} from './label-placement';
import { fitScale } from './plan-fit';

// The demo's Paris store at 40 px per metre: "Fitting rooms" (x 1-9 m, y 1-5 m) with its
// gateway in the middle of the area, where the plan letters the area's name.
const SIZE = { width: 1040, height: 960 };
const rect = (x: number, y: number, w: number, h: number): Point[] =>
  [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ].map(([px, py]) => [px! * 40, py! * 40]);
const fitting = areaNameBox('Fitting rooms', rect(1, 1, 8, 4), SIZE.width);
const accessories = areaNameBox('Accessories', rect(9, 1, 8, 4), SIZE.width);

/** The box a placed label takes, as drawn (same text width rule as the placement). */
function labelBox(spot: LabelSpot, label: string, scale: number): Box {
  const font = LABEL_FONT_PX / scale;
  const width = label.length * 0.62 * font;
  const left =
    spot.anchor === 'start' ? spot.x : spot.anchor === 'end' ? spot.x - width : spot.x - width / 2;
  return { left, right: left + width, top: spot.y - font * 0.65, bottom: spot.y + font * 0.65 };
}
const overlaps = (a: Box, b: Box) =>
  Math.min(a.right, b.right) > Math.max(a.left, b.left) &&
  Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);

describe('gateway labels on the plan', () => {
  it('keep the area name in the middle of an area free', () => {
    expect(fitting.left).toBeLessThan(200);
    expect(fitting.right).toBeGreaterThan(200);
    // At the desktop fit (0.68) and on a phone (0.34): a gateway in the middle of its area.
    for (const scale of [1, 0.68, 0.34]) {
      const spots = placeLabels(
        [{ key: 'g1', at: [200, 120], label: 'Fitting rooms' }],
        [fitting, accessories],
        scale,
        SIZE,
      );
      const box = labelBox(spots.get('g1')!, 'Fitting rooms', scale);
      expect(overlaps(box, fitting), `scale ${scale}`).toBe(false);
      expect(overlaps(box, accessories), `scale ${scale}`).toBe(false);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(SIZE.width);
    }
  });

  it('stay right of the dot when nothing is there', () => {
    const spots = placeLabels([{ key: 'g', at: [500, 800], label: 'Door' }], [fitting], 1, SIZE);
    expect(spots.get('g')).toEqual({ x: 512, y: 800, anchor: 'start' });
  });

  it('go left of a dot at the right edge instead of being cut off', () => {
    const spots = placeLabels([{ key: 'g', at: [1030, 500], label: 'East door' }], [], 1, SIZE);
    expect(spots.get('g')?.anchor).toBe('end');
  });

  it('never cover each other', () => {
    const items = [
      { key: 'a', at: [400, 400] as Point, label: 'North gateway' },
      { key: 'b', at: [400, 416] as Point, label: 'South gateway' },
    ];
    const spots = placeLabels(items, [], 1, SIZE);
    const [a, b] = items.map((item) => labelBox(spots.get(item.key)!, item.label, 1));
    expect(overlaps(a!, b!)).toBe(false);
  });
});

describe('the plan at 100%', () => {
  it('is scaled down to the width it is given, never up', () => {
    expect(fitScale(704, 1040)).toBeCloseTo(0.677, 3);
    expect(fitScale(350, 1040)).toBeCloseTo(0.337, 3);
    expect(fitScale(1200, 1040)).toBe(1);
    // Not measured yet (or no image width): drawn as it is.
    expect(fitScale(0, 1040)).toBe(1);
    expect(fitScale(700, 0)).toBe(1);
  });
});
