import { describe, expect, it } from 'vitest';
import { MAX_INSIGHTS, retailInsights } from './retail-insights';
import { comparisonFixture } from '../../../test/comparison-fixture';
import { COMPLETE, figures, footTraffic } from './retail-test-data';

const comparisonOf = (current = figures(), previous = figures(), averaged = false) =>
  comparisonFixture(current, previous, { averaged });

const keys = (insights: ReturnType<typeof retailInsights>) => insights.map((i) => i.key);

describe('the retail insights', () => {
  it('says which part of the day had most visits, by the time-of-day wording', () => {
    const afternoon = retailInsights(
      footTraffic({
        busiest_hours: [
          { weekday: 0, hour: 10, visitors: 20 },
          { weekday: 0, hour: 13, visitors: 30 },
          { weekday: 1, hour: 17, visitors: 30 },
          { weekday: 1, hour: 18, visitors: 20 },
        ],
      }),
    );
    expect(afternoon[0]).toEqual({
      key: 'timeOfDay.afternoon',
      values: { share: { kind: 'percent', value: 0.6 } },
    });
    const evening = retailInsights(
      footTraffic({ busiest_hours: [{ weekday: 2, hour: 19, visitors: 5 }] }),
    );
    expect(evening[0]?.key).toBe('timeOfDay.evening');
  });

  it('names the busiest weekday by visitors per occurrence in the range', () => {
    // 2026-03-02 (Monday) to 2026-03-10: Monday and Tuesday occur twice, the others once.
    const insights = retailInsights(
      footTraffic({
        range: { ...footTraffic().range, end_date: '2026-03-10', days: 9 },
        busiest_hours: [
          { weekday: 0, hour: 10, visitors: 30 },
          { weekday: 4, hour: 10, visitors: 20 },
        ],
      }),
    );
    expect(insights.find((i) => i.key === 'busiestDay')?.values).toEqual({
      weekday: { kind: 'weekday', value: 4 },
      visitors: { kind: 'count', value: 20 },
    });
    // The sentence's noun agrees with the average it states ("with 20 visitors").
    expect(insights.find((i) => i.key === 'busiestDay')?.count).toBe(20);
  });

  it('counts only the days with data as occurrences of a weekday', () => {
    // Mondays 03-02 and 03-09 are in the range, but only 03-02 has data: 30 visitors on one
    // Monday beat 20 on the Friday, where counting the empty Monday would have halved it.
    const day = (bucket: string) => ({ ...figures(), bucket, local_hour: null });
    const insights = retailInsights(
      footTraffic({
        range: { ...footTraffic().range, end_date: '2026-03-10', days: 9 },
        buckets: [day('2026-03-02'), day('2026-03-06')],
        busiest_hours: [
          { weekday: 0, hour: 10, visitors: 30 },
          { weekday: 4, hour: 10, visitors: 20 },
        ],
      }),
    );
    expect(insights.find((i) => i.key === 'busiestDay')?.values).toEqual({
      weekday: { kind: 'weekday', value: 0 },
      visitors: { kind: 'count', value: 30 },
    });
  });

  it('compares capture rate and dwell with the comparison range', () => {
    const insights = retailInsights(
      footTraffic({
        comparison: comparisonOf(
          figures({ capture_rate: 0.3, avg_dwell_s: 600 }),
          figures({ capture_rate: 0.25, avg_dwell_s: 603 }),
        ),
      }),
    );
    expect(insights.find((i) => i.key.startsWith('captureRate'))).toEqual({
      key: 'captureRate.up',
      values: {
        current: { kind: 'percent', value: 0.3 },
        previous: { kind: 'percent', value: 0.25 },
      },
    });
    // The card's direction, by the same rule: 603 s -> 600 s is down, not "about the same".
    expect(insights.find((i) => i.key.startsWith('dwell'))?.key).toBe('dwell.down');
    expect(keys(insights)).toContain('engagement');
  });

  it('agrees with the card on a rate compared as daily averages (issue 12)', () => {
    const comparison = comparisonOf(
      figures({ capture_rate: 0.241 }),
      figures({ capture_rate: 0.22 }),
      true,
    );
    const insight = retailInsights(footTraffic({ comparison })).find((i) =>
      i.key.startsWith('captureRate'),
    );
    expect(insight?.key).toBe(`captureRate.${comparison.changes.capture_rate.direction}`);
    expect(insight?.key).toBe('captureRate.up');
  });

  it('states the figure on its own when the comparison period is not comparable', () => {
    const comparison = comparisonFixture(
      figures({ capture_rate: 0.3 }),
      figures({ capture_rate: 0.1 }),
      { comparable: false },
    );
    const insights = retailInsights(footTraffic({ comparison }));
    expect(keys(insights)).toContain('captureRate.plain');
  });

  it('states the figures on their own without a comparison', () => {
    const insights = retailInsights(footTraffic());
    expect(keys(insights)).toEqual(['captureRate.plain', 'engagement', 'dwell.plain']);
    expect(insights[2]?.values).toEqual({ current: { kind: 'duration', value: 600 } });
  });

  it('speaks of walk-bys only where there are no visitor figures', () => {
    const lite = footTraffic({
      totals: figures({
        visitors: null,
        capture_rate: null,
        engagement_rate: null,
        avg_dwell_s: null,
      }),
      busiest_hours: null,
      comparison: comparisonOf(figures({ walk_bys: 12 }), figures({ walk_bys: 10 }), true),
    });
    expect(retailInsights(lite)).toEqual([
      { key: 'walkBys.up', values: { change: { kind: 'percent', value: 0.2 } } },
    ]);
    const plain = retailInsights({ ...lite, comparison: null });
    expect(keys(plain)).toEqual(['walkBys.plain']);
    expect(plain[0]?.count).toBe(lite.totals.walk_bys);
    expect(keys(retailInsights(footTraffic()))).not.toContain('walkBys.plain');
  });

  it('keeps at most five sentences, the completeness caveat last', () => {
    const insights = retailInsights(
      footTraffic({
        busiest_hours: [{ weekday: 0, hour: 10, visitors: 3 }],
        comparison: comparisonOf(),
        completeness: { ...COMPLETE, hours_without_data: 12 },
      }),
    );
    expect(insights).toHaveLength(MAX_INSIGHTS);
    expect(insights.at(-1)).toEqual({
      key: 'completeness',
      values: { missing: { kind: 'count', value: 12 }, hours: { kind: 'count', value: 168 } },
    });
    expect(keys(insights).slice(0, 3)).toEqual([
      'timeOfDay.morning',
      'busiestDay',
      'captureRate.same',
    ]);
  });
});
