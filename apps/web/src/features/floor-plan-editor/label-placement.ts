// Where a gateway's or door counter's name goes on the plan: beside its dot, on the first side
// where it covers no area name, no other item's name or dot and stays inside the image. Area
// names are read from the areas: a plan writes an area's name in its middle (the demo plans do),
// at a size that follows the image, so that box is kept free. All in image pixels.
import type { Point } from '@footfall/core';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export type Anchor = 'start' | 'middle' | 'end';

/** A label's text position (SVG x/y with a middle baseline) and its text anchor. */
export interface LabelSpot {
  x: number;
  y: number;
  anchor: Anchor;
}

export interface LabelledPoint {
  key: string;
  at: Point;
  label: string;
}

/** On-screen sizes, in CSS pixels, whatever the zoom. */
export const LABEL_FONT_PX = 13;
export const MARKER_RADIUS_PX = 7;
const GAP_PX = 5;
// A generous average glyph width: a label measured too wide only moves further away.
const CHAR_WIDTH_EM = 0.62;

const textWidth = (text: string, font: number) => text.length * CHAR_WIDTH_EM * font;

/** The box an area's name takes in the middle of its polygon (image pixels). */
export function areaNameBox(name: string, polygon: readonly Point[], imageWidth: number): Box {
  const xs = polygon.map(([x]) => x);
  const ys = polygon.map(([, y]) => y);
  const [left, right, top, bottom] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  // Plans letter area names at about 2.5 % of their width, never above half the area's height.
  const font = Math.min(Math.max(12, imageWidth * 0.025), (bottom - top) / 2);
  const halfWidth = Math.min(right - left, textWidth(name, font)) / 2;
  const halfHeight = (font * 1.5) / 2;
  const [cx, cy] = [(left + right) / 2, (top + bottom) / 2];
  return {
    left: cx - halfWidth,
    right: cx + halfWidth,
    top: cy - halfHeight,
    bottom: cy + halfHeight,
  };
}

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The part of `box` outside the image. */
function outside(box: Box, size: { width: number; height: number }): number {
  const inside = overlap(box, { left: 0, top: 0, right: size.width, bottom: size.height });
  return (box.right - box.left) * (box.bottom - box.top) - inside;
}

/** The places tried, nearest first: right, left, below, above, then further below and above. */
function candidates(at: Point, label: string, scale: number): { spot: LabelSpot; box: Box }[] {
  const font = LABEL_FONT_PX / scale;
  const width = textWidth(label, font);
  const half = (font * 1.3) / 2;
  const side = (MARKER_RADIUS_PX + GAP_PX) / scale;
  const [x, y] = at;
  const beside = (anchor: 'start' | 'end') => {
    const left = anchor === 'start' ? x + side : x - side - width;
    return {
      spot: { x: anchor === 'start' ? x + side : x - side, y, anchor },
      box: { left, right: left + width, top: y - half, bottom: y + half },
    };
  };
  const across = (dy: number) => ({
    spot: { x, y: y + dy, anchor: 'middle' as const },
    box: { left: x - width / 2, right: x + width / 2, top: y + dy - half, bottom: y + dy + half },
  });
  const step = side + half;
  return [
    beside('start'),
    beside('end'),
    across(step),
    across(-step),
    across(step + 2 * half),
    across(-step - 2 * half),
    across(step + 4 * half),
    across(-step - 4 * half),
  ];
}

/**
 * Each item's label spot: the first candidate that covers nothing (area names, labels placed
 * before it, other dots) and stays inside the image; else the one that covers least.
 */
export function placeLabels(
  items: readonly LabelledPoint[],
  areaNames: readonly Box[],
  scale: number,
  size: { width: number; height: number },
): Map<string, LabelSpot> {
  const radius = MARKER_RADIUS_PX / scale;
  const dots = items.map(({ key, at: [x, y] }) => ({
    key,
    box: { left: x - radius, right: x + radius, top: y - radius, bottom: y + radius },
  }));
  const placed: Box[] = [];
  const spots = new Map<string, LabelSpot>();
  for (const item of items) {
    const taken = [
      ...areaNames,
      ...placed,
      ...dots.filter((dot) => dot.key !== item.key).map((dot) => dot.box),
    ];
    let best: { spot: LabelSpot; box: Box; cost: number } | null = null;
    for (const candidate of candidates(item.at, item.label, scale)) {
      const cost =
        taken.reduce((sum, box) => sum + overlap(candidate.box, box), 0) +
        outside(candidate.box, size);
      if (!best || cost < best.cost) best = { ...candidate, cost };
      if (cost === 0) break;
    }
    if (best) {
      spots.set(item.key, best.spot);
      placed.push(best.box);
    }
  }
  return spots;
}
