import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { METRIC_CATALOGUE, METRIC_KEYS } from './metric-catalogue';
import {
  changeOnDailyAverages,
  changesOf,
  comparabilityOf,
  comparisonBasis,
  metricChange,
  MIN_COMPARABLE_COVERAGE_RATIO,
} from './metric-change';

const rates = METRIC_KEYS.filter((key) => METRIC_CATALOGUE[key].unit === 'rate');
const counts = METRIC_KEYS.filter((key) => METRIC_CATALOGUE[key].unit === 'count');
const finite = fc.double({ min: 0, max: 1e7, noNaN: true });
const share = fc.double({ min: 0, max: 1, noNaN: true });

describe('the metric catalogue', () => {
  it('compares rates in points and everything else relatively', () => {
    for (const key of METRIC_KEYS)
      expect(METRIC_CATALOGUE[key].comparedBy).toBe(
        METRIC_CATALOGUE[key].unit === 'rate' ? 'points' : 'relative',
      );
  });

  it('averages counts only when the comparison range is long', () => {
    for (const key of METRIC_KEYS)
      expect(METRIC_CATALOGUE[key].averagedWhenLong).toBe(METRIC_CATALOGUE[key].unit === 'count');
  });
});

describe('metricChange', () => {
  it('gives a rate its difference in points, whatever the previous value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...rates), share, share, (key, current, previous) => {
        const change = metricChange(key, current, previous);
        expect(change.kind).toBe('points');
        expect(change.value).toBeCloseTo(
          Math.abs(current - previous) < 0.0005 ? 0 : current - previous,
          12,
        );
      }),
    );
  });

  it('gives a count its relative change, none from zero', () => {
    fc.assert(
      fc.property(fc.constantFrom(...counts), finite, finite, (key, current, previous) => {
        const change = metricChange(key, current, previous);
        expect(change.kind).toBe('relative');
        if (previous === 0) {
          expect(change.value).toBe(current === 0 ? 0 : null);
          if (current !== 0) expect(change.reason).toBe('previous_zero');
        } else if (change.direction !== 'flat') {
          expect(change.value).toBeCloseTo((current - previous) / previous, 9);
        }
      }),
    );
  });

  it('says why there is no change', () => {
    expect(metricChange('visitors', null, 3).reason).toBe('no_value');
    expect(metricChange('visitors', 5, 3, false)).toMatchObject({
      value: null,
      reason: 'not_comparable',
    });
  });

  it('tones by the figure’s good direction', () => {
    expect(metricChange('visitors', 110, 100).tone).toBe('positive');
    expect(metricChange('walk_outs', 110, 100).tone).toBe('neutral');
    expect(metricChange('capture_rate', 0.2, 0.25)).toMatchObject({
      direction: 'down',
      tone: 'negative',
    });
  });
});

describe('comparisonBasis', () => {
  it('divides counts once by the days and leaves rates and durations alone', () => {
    fc.assert(
      fc.property(
        finite,
        share,
        finite,
        fc.integer({ min: 1, max: 732 }),
        (n, rate, secs, days) => {
          const figures = { visitors: n, capture_rate: rate, avg_dwell_s: secs, other: n };
          const averaged = comparisonBasis(figures, days, true);
          expect(averaged.visitors).toBeCloseTo(n / days, 9);
          expect(averaged.capture_rate).toBe(rate);
          expect(averaged.avg_dwell_s).toBe(secs);
          expect(averaged.other).toBe(n);
          expect(comparisonBasis(figures, days, false)).toEqual(figures);
        },
      ),
    );
  });
});

describe('comparabilityOf', () => {
  it('refuses two periods when either’s coverage is far below the other’s', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8784 }),
        fc.integer({ min: 1, max: 8784 }),
        share,
        share,
        (currentHours, previousHours, currentShare, previousShare) => {
          const current = {
            hours_in_range: currentHours,
            hours_with_data: Math.round(currentHours * currentShare),
          };
          const previous = {
            hours_in_range: previousHours,
            hours_with_data: Math.round(previousHours * previousShare),
          };
          const result = comparabilityOf(current, previous);
          const c = current.hours_with_data / currentHours;
          const p = previous.hours_with_data / previousHours;
          expect(result.comparable).toBe(
            p > 0 &&
              p >= MIN_COMPARABLE_COVERAGE_RATIO * c &&
              c >= MIN_COMPARABLE_COVERAGE_RATIO * p,
          );
          const changes = changesOf({ visitors: 10 }, { visitors: 5 }, result.comparable);
          if (!result.comparable) expect(changes.visitors.value).toBeNull();
        },
      ),
    );
  });

  it('says a comparison range without data has none', () => {
    expect(
      comparabilityOf(
        { hours_in_range: 720, hours_with_data: 700 },
        { hours_in_range: 1440, hours_with_data: 24 },
      ),
    ).toMatchObject({ comparable: false, reason: 'previous_coverage_low' });
    expect(
      comparabilityOf(
        { hours_in_range: 24, hours_with_data: 10 },
        { hours_in_range: 24, hours_with_data: 0 },
      ),
    ).toMatchObject({ comparable: false, reason: 'no_previous_data' });
  });

  it('says a selection that lost most of its data (a sensor outage) is not compared', () => {
    // 30 days with data on 3 against 60 full ones: "down 90%" would measure the outage.
    expect(
      comparabilityOf(
        { hours_in_range: 720, hours_with_data: 72 },
        { hours_in_range: 1440, hours_with_data: 1440 },
      ),
    ).toMatchObject({ comparable: false, reason: 'current_coverage_low' });
    expect(
      comparabilityOf(
        { hours_in_range: 24, hours_with_data: 0 },
        { hours_in_range: 24, hours_with_data: 24 },
      ),
    ).toMatchObject({ comparable: false, reason: 'current_coverage_low' });
    // Four fifths of the other's coverage is close enough, either way.
    expect(
      comparabilityOf(
        { hours_in_range: 100, hours_with_data: 80 },
        { hours_in_range: 100, hours_with_data: 100 },
      ).comparable,
    ).toBe(true);
  });
});

describe('formatMetricChange', () => {
  it('writes relative changes as percentages and rate changes in points, per locale', async () => {
    const { formatMetricChange } = await import('./metric-labels');
    expect(formatMetricChange({ kind: 'relative', value: 0.1234 }, 'en-US')).toBe('+12.3%');
    expect(formatMetricChange({ kind: 'points', value: 0.021 }, 'en-US')).toBe('+2.1\u00a0pts');
    expect(formatMetricChange({ kind: 'points', value: -0.021 }, 'fr')).toMatch(
      /^[-−]2,1\u00a0pts$/,
    );
    expect(formatMetricChange({ kind: 'points', value: 0 }, 'es')).toBe('0,0\u00a0p. p.');
    expect(formatMetricChange({ kind: 'relative', value: null }, 'en-GB')).toBeNull();
  });

  it('says a change is on daily averages for counts of an averaged comparison only', () => {
    expect(changeOnDailyAverages('visitors', { averaged: true })).toBe(true);
    expect(changeOnDailyAverages('impressions', { averaged: true })).toBe(true);
    expect(changeOnDailyAverages('engagement_rate', { averaged: true })).toBe(false);
    expect(changeOnDailyAverages('avg_dwell_s', { averaged: true })).toBe(false);
    expect(changeOnDailyAverages('visitors', { averaged: false })).toBe(false);
    expect(changeOnDailyAverages('visitors', null)).toBe(false);
  });
});
