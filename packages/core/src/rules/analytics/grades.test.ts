import { describe, expect, it } from 'vitest';
import { gradeAmongPeers, gradeForPercentile, percentileRank } from './grades';

describe('percentileRank', () => {
  it('counts peers below and half of the ties', () => {
    expect(percentileRank(3, [1, 2, 3, 4])).toBe(62.5);
    expect(percentileRank(1, [1, 1, 1, 1])).toBe(50);
    expect(percentileRank(10, [1, 2, 3, 10])).toBe(87.5);
  });
  it('is null without anyone to compare with', () => {
    expect(percentileRank(5, [5])).toBeNull();
    expect(percentileRank(5, [])).toBeNull();
  });
});

describe('gradeForPercentile', () => {
  it.each([
    [0, 'average'],
    [39.9, 'average'],
    [40, 'fair'],
    [59.9, 'fair'],
    [60, 'good'],
    [75, 'very good'],
    [85, 'prime'],
    [90, 'outstanding'],
    [95, 'outstanding'],
    [95.1, 'high'],
    [100, 'high'],
  ] as const)('%s -> %s', (percentile, grade) => {
    expect(gradeForPercentile(percentile)).toBe(grade);
  });
});

describe('gradeAmongPeers', () => {
  it('grades the best of 20 locations "high" and the worst "average"', () => {
    const peers = Array.from({ length: 20 }, (_, i) => i);
    expect(gradeAmongPeers(19, peers)).toEqual({ percentile: 97.5, grade: 'high' });
    expect(gradeAmongPeers(0, peers)).toEqual({ percentile: 2.5, grade: 'average' });
  });
  it('has no grade without a value or peers', () => {
    expect(gradeAmongPeers(null, [1, 2])).toEqual({ percentile: null, grade: null });
    expect(gradeAmongPeers(0.3, [0.3])).toEqual({ percentile: null, grade: null });
  });
});
