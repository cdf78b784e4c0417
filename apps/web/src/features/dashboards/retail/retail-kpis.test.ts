import { describe, expect, it } from 'vitest';
import { comparisonFixture } from '../../../test/comparison-fixture';
import { doorCountersSilent, RETAIL_KPI_KEYS, retailKpis } from './retail-kpis';
import { doorCounter, doorFigures, figures, footTraffic } from './retail-test-data';

const byKey = (kpis: ReturnType<typeof retailKpis>) => new Map(kpis.map((kpi) => [kpi.key, kpi]));

describe('the retail headline figures', () => {
  it('reads the totals of both answers, in order, without a comparison', () => {
    const traffic = footTraffic();
    const kpis = retailKpis(traffic, doorCounter());
    expect(kpis.map((kpi) => kpi.key)).toEqual([...RETAIL_KPI_KEYS]);
    const map = byKey(kpis);
    expect(map.get('visitors')).toEqual({
      key: 'visitors',
      metric: 'visitors',
      format: 'count',
      value: 100,
      change: null,
      averaged: false,
      notComparableReason: null,
      basis: traffic.estimate,
    });
    expect(map.get('walkIns')?.value).toBe(120);
    expect(map.get('captureRate')).toMatchObject({ format: 'rate', value: 0.25 });
    expect(map.get('avgDwell')).toMatchObject({ format: 'duration', value: 600 });
    expect(map.get('avgVisitDuration')?.value).toBe(720);
    expect(map.get('returningVisitors')?.value).toBe(10);
  });

  it('gives the estimate to the figures it names, and walk-ins a count (issue 19)', () => {
    const traffic = footTraffic();
    const kpis = byKey(retailKpis(traffic, doorCounter()));
    for (const key of ['visitors', 'engagers', 'fqv', 'returningVisitors'] as const)
      expect(kpis.get(key)?.basis, key).toBe(traffic.estimate);
    for (const key of ['walkBys', 'captureRate', 'avgDwell', 'avgVisitDuration'] as const)
      expect(kpis.get(key)?.basis, key).toBeNull();
    expect(kpis.get('walkIns')?.basis).toEqual({ method: 'counted' });
    expect(byKey(retailKpis(undefined, undefined)).get('visitors')?.basis).toBeNull();
  });

  it('has null figures while an answer is missing or the metric is not offered', () => {
    const kpis = byKey(
      retailKpis(
        footTraffic({ totals: figures({ visitors: null, capture_rate: null }) }),
        undefined,
      ),
    );
    expect(kpis.get('visitors')?.value).toBeNull();
    expect(kpis.get('captureRate')?.value).toBeNull();
    expect(kpis.get('walkIns')?.value).toBeNull();
    expect(kpis.get('walkBys')?.value).toBe(300);
  });

  it('takes each change as the API states it: counts relative, rates in points', () => {
    const comparison = comparisonFixture(
      figures(),
      figures({ visitors: 80, capture_rate: 0.2, avg_dwell_s: 800 }),
    );
    const kpis = byKey(retailKpis(footTraffic({ comparison }), undefined));
    expect(kpis.get('visitors')?.change).toBe(comparison.changes.visitors);
    expect(kpis.get('visitors')?.change?.value).toBeCloseTo(0.25);
    expect(kpis.get('captureRate')?.change).toMatchObject({ kind: 'points', direction: 'up' });
    expect(kpis.get('captureRate')?.change?.value).toBeCloseTo(0.05);
    expect(kpis.get('avgDwell')?.change?.value).toBeCloseTo(-0.25);
  });

  // Issue 12: with a 30-day range (averaged comparison) the card scaled the previous capture
  // RATE by the days like a count and read "Down 96.3%" while the insight said it rose.
  it('never scales a rate by the days of an averaged comparison', () => {
    const comparison = comparisonFixture(
      figures({ capture_rate: 0.241 }),
      figures({ capture_rate: 0.22 }),
      { averaged: true, days: 60, start_date: '2026-01-01', end_date: '2026-03-01' },
    );
    const kpis = byKey(retailKpis(footTraffic({ comparison }), undefined));
    const capture = kpis.get('captureRate')!;
    expect(capture.averaged).toBe(false);
    expect(capture.change).toMatchObject({ kind: 'points', direction: 'up' });
    expect(capture.change?.value).toBeCloseTo(0.021, 9);
    expect(kpis.get('visitors')?.averaged).toBe(true);
  });

  it('shows no change when the comparison period is not comparable', () => {
    const comparison = comparisonFixture(
      doorFigures({ walk_ins: 4 }),
      doorFigures({ walk_ins: 5 }),
      {
        comparable: false,
      },
    );
    const kpis = byKey(retailKpis(footTraffic(), doorCounter({ comparison })));
    expect(kpis.get('walkIns')?.change).toMatchObject({ value: null, reason: 'not_comparable' });
    // Each card knows why from its own answer (the words differ by which period lacks data).
    expect(kpis.get('walkIns')?.notComparableReason).toBe('previous_coverage_low');
    expect(kpis.get('visitors')?.notComparableReason).toBeNull();
  });

  it('knows when offered door counters sent nothing', () => {
    expect(doorCountersSilent(doorCounter())).toBe(true);
    expect(
      doorCountersSilent(
        doorCounter({ buckets: [{ ...doorFigures(), bucket: '2026-03-02', local_hour: null }] }),
      ),
    ).toBe(false);
    expect(
      doorCountersSilent(
        doorCounter({
          unavailable: [{ metric: 'WALK-IN', reason: 'Walk-ins need a door counter' }],
        }),
      ),
    ).toBe(false);
    expect(doorCountersSilent(undefined)).toBe(false);
  });
});
