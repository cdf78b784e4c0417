import { describe, expect, it } from 'vitest';
import { brandVisibility } from './brand-visibility';
import { footTrafficAnswer } from '../../../test/foot-traffic-fixture';

describe('brand visibility', () => {
  it('scores impressions per hour in which the booth reported', () => {
    const answer = footTrafficAnswer({
      totals: { walk_bys: 900, visitors: 300, capture_rate: 0.25 },
      hoursInRange: 96,
      hoursWithoutData: 66,
    });
    expect(brandVisibility(answer)).toEqual({
      impressions: 1200,
      walkBys: 900,
      visitors: 300,
      liveHours: 30,
      score: 40,
      captureRate: 0.25,
    });
  });

  it('has no score when no gateway reported or impressions are not offered', () => {
    const silent = footTrafficAnswer({
      totals: { walk_bys: 0, visitors: 0 },
      hoursInRange: 24,
      hoursWithoutData: 24,
    });
    expect(brandVisibility(silent)).toMatchObject({ liveHours: 0, score: null });
    const premium = footTrafficAnswer({ totals: {} });
    expect(brandVisibility(premium)).toMatchObject({ impressions: null, score: null });
  });
});
