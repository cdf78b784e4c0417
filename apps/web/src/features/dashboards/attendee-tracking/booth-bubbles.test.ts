import { describe, expect, it } from 'vitest';
import { BUBBLE_SIZE, boothBubbles } from './booth-bubbles';
import type { BoothRow } from './booth-ranking';

const row = (id: string, set: Partial<BoothRow>): BoothRow => ({
  id,
  name: `Booth ${id}`,
  rank: 1,
  visitors: null,
  impressions: null,
  trafficShare: null,
  engagers: null,
  engagementRate: null,
  avgDwellS: null,
  fqv: null,
  ...set,
});

describe('the booth bubbles', () => {
  it('place traffic on x and dwell on y, the most engaging booth the largest', () => {
    const bubbles = boothBubbles([
      row('1', { visitors: 200, avgDwellS: 300, engagementRate: 0.4 }),
      row('2', { visitors: 50, avgDwellS: 600, engagementRate: 0.1 }),
    ]);
    expect(bubbles.map((b) => [b.id, b.visitors, b.avgDwellS])).toEqual([
      ['1', 200, 300],
      ['2', 50, 600],
    ]);
    expect(bubbles[0]!.size).toBe(BUBBLE_SIZE.max);
    // A quarter of the top rate: half the diameter range (areas proportional to the rate).
    expect(bubbles[1]!.size).toBeCloseTo(BUBBLE_SIZE.min + (BUBBLE_SIZE.max - BUBBLE_SIZE.min) / 2);
  });

  it('leaves out booths without traffic or dwell, and draws a booth without a rate smallest', () => {
    const bubbles = boothBubbles([
      row('1', { visitors: 10 }),
      row('2', { avgDwellS: 60 }),
      row('3', { visitors: 0, avgDwellS: 0, engagementRate: null }),
    ]);
    expect(bubbles).toEqual([
      {
        id: '3',
        name: 'Booth 3',
        visitors: 0,
        avgDwellS: 0,
        engagementRate: null,
        size: BUBBLE_SIZE.min,
      },
    ]);
  });
});
