import { describe, expect, it } from 'vitest';
import { doorCountersSilent, kpiComparison, RETAIL_KPI_KEYS, retailKpis } from './retail-kpis';
import { doorCounter, doorFigures, figures, footTraffic } from './retail-test-data';

const byKey = (kpis: ReturnType<typeof retailKpis>) => new Map(kpis.map((kpi) => [kpi.key, kpi]));

describe('the retail headline figures', () => {
  it('reads the totals of both answers, in order, without a comparison', () => {
    const kpis = retailKpis(footTraffic(), doorCounter());
    expect(kpis.map((kpi) => kpi.key)).toEqual([...RETAIL_KPI_KEYS]);
    const map = byKey(kpis);
    expect(map.get('visitors')).toEqual({
      key: 'visitors',
      format: 'count',
      value: 100,
      previous: null,
      comparison: null,
    });
    expect(map.get('walkIns')?.value).toBe(120);
    expect(map.get('captureRate')).toMatchObject({ format: 'rate', value: 0.25 });
    expect(map.get('avgDwell')).toMatchObject({ format: 'duration', value: 600 });
    expect(map.get('avgVisitDuration')?.value).toBe(720);
    expect(map.get('returningVisitors')?.value).toBe(10);
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

  it('compares totals of equal ranges as relative changes and rates in points', () => {
    const comparison = {
      start_date: '2026-02-23',
      end_date: '2026-03-01',
      days: 7,
      averaged: false,
      current: figures(),
      previous: figures({ visitors: 80, capture_rate: 0.2, avg_dwell_s: 800 }),
    };
    const kpis = byKey(retailKpis(footTraffic({ comparison }), undefined));
    expect(kpis.get('visitors')?.comparison).toEqual({
      current: 100,
      previous: 80,
      change: 0.25,
      changeKind: 'relative',
      averaged: false,
    });
    expect(kpis.get('visitors')?.previous).toBe(80);
    expect(kpis.get('captureRate')?.previous).toBe(0.2);
    expect(kpis.get('captureRate')?.comparison?.changeKind).toBe('points');
    expect(kpis.get('captureRate')?.comparison?.change).toBeCloseTo(0.05);
    expect(kpis.get('avgDwell')?.comparison?.change).toBeCloseTo(-0.25);
  });

  it('marks counts as daily averages when the comparison is averaged, not rates or durations', () => {
    const comparison = {
      start_date: '2026-01-01',
      end_date: '2026-02-28',
      days: 60,
      averaged: true,
      current: doorFigures({ walk_ins: 4 }),
      previous: doorFigures({ walk_ins: 5 }),
    };
    const kpis = byKey(retailKpis(footTraffic(), doorCounter({ comparison })));
    expect(kpis.get('walkIns')?.comparison).toEqual({
      current: 4,
      previous: 5,
      change: -0.2,
      changeKind: 'relative',
      averaged: true,
    });
    // 7 selected days: the previous daily average 5 stands for 35 over the same days.
    expect(kpis.get('walkIns')?.previous).toBe(35);
    expect(kpiComparison('duration', 60, 30, true)?.averaged).toBe(false);
    expect(kpiComparison('rate', 0.5, 0.4, true)?.averaged).toBe(true);
  });

  it('has no relative change from zero and no comparison without a figure', () => {
    expect(kpiComparison('count', 5, 0, false)?.change).toBeNull();
    expect(kpiComparison('count', null, 3, false)).toBeNull();
    expect(kpiComparison('rate', 0.3, null, false)).toBeNull();
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
