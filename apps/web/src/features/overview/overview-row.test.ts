import { describe, expect, it } from 'vitest';
import { missingReason, overviewRow, wantsDoorCounter, wantsFootTraffic } from './overview-row';
import {
  aDoorCounter,
  aFootTraffic,
  liteWalkBysOnly,
  plusWithDoors,
  premiumMall,
} from './overview-test-data';

describe('overviewRow', () => {
  it('takes the totals of the range and the visitors trend against the comparison', () => {
    const row = overviewRow(
      plusWithDoors,
      {
        status: 'success',
        data: aFootTraffic(
          { visitors: 120, walk_bys: 380, capture_rate: 0.24 },
          { current: 4, previous: 5 },
        ),
      },
      { status: 'success', data: aDoorCounter(300) },
    );
    expect(row).toMatchObject({
      id: '1',
      name: 'Flagship',
      type: 'RETAIL',
      folderId: '0',
      path: '/main/dashboard/1/retail',
    });
    expect(row.figures).toMatchObject({
      visitors: { kind: 'value', value: 120, basis: { method: 'estimate', source: 'default' } },
      walkBys: { kind: 'value', value: 380 },
      captureRate: { kind: 'value', value: 0.24 },
      walkIns: { kind: 'value', value: 300, basis: { method: 'counted' } },
      // The API's change of visitors, as the retail card shows it.
      trend: { kind: 'change', change: { kind: 'relative', direction: 'down' } },
    });
    // The band speaks for visitors only: walk-bys and the rate carry none (issue 19).
    expect(row.figures.walkBys).toEqual({ kind: 'value', value: 380 });
    expect(row.figures.captureRate).toEqual({ kind: 'value', value: 0.24 });
    const trend = row.figures.trend;
    expect(trend.kind === 'change' && trend.change.value).toBeCloseTo(-0.2, 9);
  });

  it('shows no trend when the comparison period is not comparable (issue 12)', () => {
    const row = overviewRow(
      plusWithDoors,
      {
        status: 'success',
        data: aFootTraffic(
          { visitors: 1200, walk_bys: 380 },
          { current: 40, previous: 0.5, comparable: false },
        ),
      },
      { status: 'success', data: aDoorCounter(300) },
    );
    expect(row.figures.trend).toEqual({ kind: 'notComparable' });
  });

  it('says why a LITE location without door counters has no visitors, capture rate or walk-ins', () => {
    const row = overviewRow(
      liteWalkBysOnly,
      { status: 'success', data: aFootTraffic({ visitors: null, walk_bys: 50 }) },
      { status: 'skipped' },
    );
    expect(row.figures.walkBys).toEqual({ kind: 'value', value: 50 });
    expect(row.figures.visitors).toEqual({
      kind: 'unavailable',
      reason: { kind: 'metric', metric: 'FOOTTRAFFIC' },
    });
    expect(row.figures.captureRate).toEqual(row.figures.visitors);
    expect(row.figures.trend).toEqual(row.figures.visitors);
    expect(row.figures.walkIns).toEqual({
      kind: 'unavailable',
      reason: { kind: 'metric', metric: 'WALK-IN' },
    });
  });

  it('names the tier when it offers no metric at all, and a mall has no dashboard', () => {
    const row = overviewRow(premiumMall, { status: 'skipped' }, { status: 'skipped' });
    expect(row.path).toBeNull();
    for (const cell of Object.values(row.figures)) {
      expect(cell).toEqual({ kind: 'unavailable', reason: { kind: 'tier', tier: 'PREMIUM' } });
    }
  });

  it('shows loading and failed answers per figure', () => {
    const row = overviewRow(plusWithDoors, { status: 'pending' }, { status: 'error' });
    expect(row.figures.visitors).toEqual({ kind: 'loading' });
    expect(row.figures.trend).toEqual({ kind: 'loading' });
    expect(row.figures.walkIns).toEqual({ kind: 'error' });
  });

  it('has no trend without a comparison or with nothing before, and no rate over zero', () => {
    const noComparison = overviewRow(
      plusWithDoors,
      { status: 'success', data: aFootTraffic({ visitors: 0, walk_bys: 0, capture_rate: null }) },
      { status: 'success', data: aDoorCounter(0) },
    );
    expect(noComparison.figures.trend).toEqual({ kind: 'none' });
    expect(noComparison.figures.captureRate).toEqual({ kind: 'none' });
    expect(noComparison.figures.visitors).toMatchObject({ kind: 'value', value: 0 });
    const fromZero = overviewRow(
      plusWithDoors,
      {
        status: 'success',
        data: aFootTraffic({ visitors: 5, walk_bys: 5 }, { current: 5, previous: 0 }),
      },
      { status: 'success', data: aDoorCounter(0) },
    );
    expect(fromZero.figures.trend).toEqual({ kind: 'none' });
  });
});

it('names the missing service, not the tier, for a LITE location without sensors', () => {
  const bare = {
    ...liteWalkBysOnly,
    services: { ...liteWalkBysOnly.services, sensor_services: [] },
  };
  expect(missingReason(bare, 'walkBys')).toEqual({ kind: 'metric', metric: 'WALK-BY' });
  expect(missingReason(bare, 'visitors')).toEqual({ kind: 'metric', metric: 'FOOTTRAFFIC' });
  expect(wantsFootTraffic(bare)).toBe(false);
});

describe('what to ask for', () => {
  it('asks foot-traffic when the tier offers visitors or walk-bys, door-counter with WALK-IN', () => {
    expect(wantsFootTraffic(plusWithDoors)).toBe(true);
    expect(wantsDoorCounter(plusWithDoors)).toBe(true);
    expect(wantsFootTraffic(liteWalkBysOnly)).toBe(true);
    expect(wantsDoorCounter(liteWalkBysOnly)).toBe(false);
    expect(wantsFootTraffic(premiumMall)).toBe(false);
    expect(wantsDoorCounter(premiumMall)).toBe(false);
    expect(missingReason(plusWithDoors, 'captureRate')).toBeNull();
  });
});
