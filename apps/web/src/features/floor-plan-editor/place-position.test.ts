import { describe, expect, it } from 'vitest';
import { dropPosition, pixelsToPosition, screenToPixels } from './place-position';

const SIZE = { width: 400, height: 300 };

describe('the position under a pointer on the floor plan', () => {
  it('is the offset from the overlay box divided by the zoom, in image pixels', () => {
    expect(screenToPixels({ clientX: 150, clientY: 90 }, { left: 50, top: 40 }, 1, SIZE)).toEqual([
      100, 50,
    ]);
    expect(screenToPixels({ clientX: 150, clientY: 90 }, { left: 50, top: 40 }, 2, SIZE)).toEqual([
      50, 25,
    ]);
    expect(screenToPixels({ clientX: 150, clientY: 90 }, { left: 50, top: 40 }, 0.5, SIZE)).toEqual(
      [200, 100],
    );
  });

  it('stays on the image and rounds to a tenth of a pixel', () => {
    expect(screenToPixels({ clientX: 0, clientY: 2000 }, { left: 10, top: 10 }, 1, SIZE)).toEqual([
      0, 300,
    ]);
    expect(
      screenToPixels({ clientX: 10.123, clientY: 10.456 }, { left: 0, top: 0 }, 3, SIZE),
    ).toEqual([3.4, 3.5]);
  });

  it('converts to metres with the scale, to the millimetre', () => {
    expect(pixelsToPosition([100, 50], 0.05)).toEqual({ x_m: 5, y_m: 2.5 });
    expect(pixelsToPosition([1, 2], 1 / 3)).toEqual({ x_m: 0.333, y_m: 0.667 });
  });

  it('gives the drop position in metres from a screen point, box, zoom and scale', () => {
    // 200 px right and 100 px down of the box at zoom 2 is image pixel (100, 50): 5 m, 2.5 m.
    expect(
      dropPosition({ clientX: 230, clientY: 120 }, { left: 30, top: 20 }, 2, SIZE, 0.05),
    ).toEqual({ x_m: 5, y_m: 2.5 });
    // Outside the image: clamped to its edge.
    expect(
      dropPosition({ clientX: 5000, clientY: -40 }, { left: 0, top: 0 }, 1, SIZE, 0.02),
    ).toEqual({ x_m: 8, y_m: 0 });
  });
});
