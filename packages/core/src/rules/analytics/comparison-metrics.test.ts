import { describe, expect, it } from 'vitest';
import { comparisonMetricsOf, gradeBandRules } from './comparison-metrics';
import { metricChange } from './metric-change';
import { gradeForPercentile } from './grades';

describe('comparisonMetricsOf', () => {
  it('computes the mean per day of the range and the four rates of the scores', () => {
    const metrics = comparisonMetricsOf(
      { walk_bys: 600, visitors: 400, engagers: 100, fqv: 40, dwell_s_sum: 120_000 },
      10,
    );
    expect(metrics).toEqual({
      mean: 40,
      attraction: 0.4,
      engagement: 0.25,
      dwell: 300,
      FQV: 0.1,
    });
  });

  it('gives no rate without visitors and nothing without totals', () => {
    expect(
      comparisonMetricsOf({ walk_bys: 50, visitors: 0, engagers: 0, fqv: 0, dwell_s_sum: 0 }, 7),
    ).toEqual({ mean: 0, attraction: 0, engagement: null, dwell: null, FQV: null });
    expect(comparisonMetricsOf(null, 7)).toEqual({
      mean: null,
      attraction: null,
      engagement: null,
      dwell: null,
      FQV: null,
    });
  });
});

describe('the comparison metrics in the catalogue', () => {
  it('compares the mean and dwell relatively and the three rates in points', () => {
    expect(metricChange('mean', 120, 100)).toMatchObject({ kind: 'relative', value: 0.2 });
    expect(metricChange('attraction', 0.3, 0.4).value).toBeCloseTo(-0.1);
    expect(metricChange('FQV', 0.3, 0.4).kind).toBe('points');
    expect(metricChange('dwell', 5, 0)).toMatchObject({ value: null, reason: 'previous_zero' });
    expect(metricChange('engagement', null, 3).reason).toBe('no_value');
  });
});

describe('gradeBandRules', () => {
  it('lists the bands worst first, each ending where the next starts, as the grades apply', () => {
    const rules = gradeBandRules();
    expect(rules.map((rule) => rule.grade)).toEqual([
      'average',
      'fair',
      'good',
      'very good',
      'prime',
      'outstanding',
      'high',
    ]);
    expect(rules[0]).toEqual({ grade: 'average', from: 0, to: 40 });
    expect(rules.at(-1)).toEqual({ grade: 'high', from: 95, to: null });
    for (const rule of rules.slice(0, -1)) {
      expect(gradeForPercentile(rule.from)).toBe(rule.grade);
      expect(gradeForPercentile((rule.to ?? 100) - 0.01)).toBe(rule.grade);
    }
    expect(gradeForPercentile(95)).toBe('outstanding');
    expect(gradeForPercentile(95.01)).toBe('high');
  });
});
