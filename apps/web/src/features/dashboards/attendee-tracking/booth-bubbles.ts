// The bubble view of the booths: x traffic (visitors), y average dwell, bubble area by engagement
// rate, so a booth that draws many people who stay and engage sits top right and large.
import type { BoothRow } from './booth-ranking';

export interface BoothBubble {
  id: string;
  name: string;
  visitors: number;
  avgDwellS: number;
  /** Null when no visitor came (the rate has no denominator): drawn at the smallest size. */
  engagementRate: number | null;
  /** Diameter in pixels. */
  size: number;
}

/** Bubble diameters in pixels: the smallest stays clickable, the largest leaves room for others. */
export const BUBBLE_SIZE = { min: 14, max: 56 } as const;

/**
 * One bubble per booth with both a traffic and a dwell figure. Bubble areas are proportional to
 * the engagement rate relative to the most engaging booth (diameter by square root).
 */
export function boothBubbles(rows: readonly BoothRow[]): BoothBubble[] {
  const drawable = rows.filter(
    (row): row is BoothRow & { visitors: number; avgDwellS: number } =>
      row.visitors !== null && row.avgDwellS !== null,
  );
  const top = Math.max(0, ...drawable.map((row) => row.engagementRate ?? 0));
  return drawable.map((row) => {
    const relative = top > 0 && row.engagementRate !== null ? row.engagementRate / top : 0;
    return {
      id: row.id,
      name: row.name,
      visitors: row.visitors,
      avgDwellS: row.avgDwellS,
      engagementRate: row.engagementRate,
      size: BUBBLE_SIZE.min + (BUBBLE_SIZE.max - BUBBLE_SIZE.min) * Math.sqrt(relative),
    };
  });
}
