import { describe, expect, it } from 'vitest';
import { comparisonFixture } from '../../../test/comparison-fixture';
import { eventKpis, offersNoFigures } from './event-kpis';
import { figures, footTrafficAnswer } from '../../../test/foot-traffic-fixture';

describe('the live-event headline figures', () => {
  it('read impressions, visitors, engagement, dwell and FQV from the totals', () => {
    const answer = footTrafficAnswer({
      totals: { walk_bys: 800, visitors: 200, engagement_rate: 0.3, avg_dwell_s: 1800, fqv: 15 },
    });
    const kpis = eventKpis(answer, [
      'impressions',
      'visitors',
      'engagementRate',
      'avgDwell',
      'fqv',
    ]);
    expect(kpis.map((kpi) => [kpi.key, kpi.kind, kpi.value, kpi.change])).toEqual([
      ['impressions', 'count', 1000, null],
      ['visitors', 'count', 200, null],
      ['engagementRate', 'rate', 0.3, null],
      ['avgDwell', 'duration', 1800, null],
      ['fqv', 'count', 15, null],
    ]);
  });

  it('carry the estimate on the figures it covers only (issue 19)', () => {
    const answer = footTrafficAnswer({ totals: { walk_bys: 800, visitors: 200, fqv: 15 } });
    const kpis = eventKpis(answer, ['impressions', 'visitors', 'walkBys', 'captureRate', 'fqv']);
    expect(kpis.map((kpi) => [kpi.key, kpi.basis])).toEqual([
      ['impressions', null],
      ['visitors', answer.estimate],
      ['walkBys', null],
      ['captureRate', null],
      ['fqv', answer.estimate],
    ]);
  });

  it("take the API's changes: counts on daily averages, rates in points", () => {
    const answer = footTrafficAnswer({
      totals: { walk_bys: 300, visitors: 100, engagement_rate: 0.4 },
    });
    answer.range.days = 20;
    answer.comparison = comparisonFixture(
      figures({ walk_bys: 15, visitors: 5, engagement_rate: 0.4 }),
      figures({ walk_bys: 12, visitors: 4, engagement_rate: 0.5 }),
      { start_date: '2025-12-01', end_date: '2026-01-09', days: 40, averaged: true },
    );
    const [impressions, visitors, rate] = eventKpis(answer, [
      'impressions',
      'visitors',
      'engagementRate',
    ]);
    // Impressions 20 a day against 16: core's rule on the answer's figures.
    expect(impressions!.change).toMatchObject({ kind: 'relative', direction: 'up' });
    expect(impressions!.change!.value).toBeCloseTo(0.25, 9);
    expect(visitors!.change).toBe(answer.comparison.changes.visitors);
    // 40% against 50%: down ten points, not "down 20%".
    expect(rate!.change).toMatchObject({ kind: 'points', direction: 'down' });
    expect(rate!.change!.value).toBeCloseTo(-0.1, 9);
  });

  it('show no change when the comparison period is not comparable', () => {
    const answer = footTrafficAnswer({ totals: { walk_bys: 300, visitors: 100 } });
    answer.comparison = comparisonFixture(
      figures({ walk_bys: 300, visitors: 100 }),
      figures({ walk_bys: 3, visitors: 2 }),
      {
        comparable: false,
      },
    );
    const [impressions, visitors] = eventKpis(answer, ['impressions', 'visitors']);
    expect(impressions!.change).toMatchObject({ value: null, reason: 'not_comparable' });
    expect(visitors!.change).toMatchObject({ value: null, reason: 'not_comparable' });
  });

  it('say which unavailable metric a missing figure needs', () => {
    const answer = footTrafficAnswer({ totals: { walk_bys: 90 } });
    answer.unavailable = [{ metric: 'FOOTTRAFFIC', reason: 'Visitor metrics need the Plus tier' }];
    const [walkBys, impressions] = eventKpis(answer, ['walkBys', 'impressions']);
    expect(walkBys).toMatchObject({ value: 90, unavailable: null });
    expect(impressions).toMatchObject({ value: null, unavailable: { metric: 'FOOTTRAFFIC' } });
    expect(offersNoFigures(answer)).toBe(false);
    answer.unavailable.push({
      metric: 'WALK-BY',
      reason: 'The Premium tier offers no analytics metrics',
    });
    expect(offersNoFigures(answer)).toBe(true);
  });
});
