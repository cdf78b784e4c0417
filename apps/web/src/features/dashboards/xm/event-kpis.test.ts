import { describe, expect, it } from 'vitest';
import { eventKpis, offersNoFigures } from './event-kpis';
import { figures, footTrafficAnswer } from './foot-traffic-fixture';

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
    expect(kpis.map((kpi) => [kpi.key, kpi.kind, kpi.value, kpi.previous])).toEqual([
      ['impressions', 'count', 1000, null],
      ['visitors', 'count', 200, null],
      ['engagementRate', 'rate', 0.3, null],
      ['avgDwell', 'duration', 1800, null],
      ['fqv', 'count', 15, null],
    ]);
  });

  it('compare counts as daily averages scaled to the range, rates as they are', () => {
    const answer = footTrafficAnswer({
      totals: { walk_bys: 300, visitors: 100, engagement_rate: 0.4 },
    });
    answer.range.days = 20;
    answer.comparison = {
      start_date: '2025-12-01',
      end_date: '2026-01-09',
      days: 40,
      averaged: true,
      current: figures({ walk_bys: 15, visitors: 5, engagement_rate: 0.4 }),
      previous: figures({ walk_bys: 12, visitors: 4, engagement_rate: 0.5 }),
    };
    const [impressions, visitors, rate] = eventKpis(answer, [
      'impressions',
      'visitors',
      'engagementRate',
    ]);
    expect(impressions!.previous).toBe(320);
    expect(visitors!.previous).toBe(80);
    expect(rate!.previous).toBe(0.5);
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
