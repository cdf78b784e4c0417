import { describe, expect, it } from 'vitest';
import { footTrafficAnswer } from '../../../test/foot-traffic-fixture';
import { rankBooths } from './booth-ranking';

const booth = (id: string, name: string, visitors: number | null, extra = {}) => ({
  id,
  name,
  response: footTrafficAnswer({
    totals: { visitors, walk_bys: visitors === null ? null : visitors * 3, ...extra },
  }),
});

describe('the booths ranked by traffic', () => {
  it("puts the busiest booth first with its share of all the booths' visitors", () => {
    const rows = rankBooths([
      booth('1', 'Hall 1', 100, { engagers: 30, engagement_rate: 0.3, avg_dwell_s: 240, fqv: 9 }),
      booth('2', 'Hall 2', 300),
    ]);
    expect(rows.map((row) => [row.name, row.rank, row.trafficShare])).toEqual([
      ['Hall 2', 1, 0.75],
      ['Hall 1', 2, 0.25],
    ]);
    expect(rows[1]).toMatchObject({
      impressions: 400,
      engagers: 30,
      engagementRate: 0.3,
      avgDwellS: 240,
      fqv: 9,
    });
  });

  it('lets booths with the same traffic share a rank', () => {
    const rows = rankBooths([booth('1', 'B', 50), booth('2', 'A', 50), booth('3', 'C', 10)]);
    expect(rows.map((row) => [row.name, row.rank])).toEqual([
      ['A', 1],
      ['B', 1],
      ['C', 3],
    ]);
  });

  it('lists booths without a figure (loading, failed, not offered) last and unranked', () => {
    const rows = rankBooths([
      { id: '9', name: 'Loading', response: null },
      booth('1', 'Lite', null),
      booth('2', 'Busy', 20),
    ]);
    expect(rows.map((row) => [row.name, row.rank, row.trafficShare])).toEqual([
      ['Busy', 1, 1],
      ['Lite', null, null],
      ['Loading', null, null],
    ]);
  });

  it('has no shares when nobody came', () => {
    expect(rankBooths([booth('1', 'Quiet', 0)])[0]).toMatchObject({ rank: 1, trafficShare: null });
  });
});
