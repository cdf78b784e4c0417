import { describe, expect, it } from 'vitest';
import { overviewTotals } from './overview-totals';
import { aRow } from './overview-test-data';

describe('overviewTotals', () => {
  it('adds up the figures the locations have; capture rate over locations with both', () => {
    const totals = overviewTotals([
      aRow('1', 'A', { visitors: 100, walkBys: 300, walkIns: 40 }),
      aRow('2', 'B', { visitors: null, walkBys: 100 }),
      aRow('3', 'C', { visitors: 20, walkBys: 80 }),
    ]);
    expect(totals).toEqual({
      locations: 3,
      visitors: 120,
      walkBys: 480,
      walkIns: 40,
      captureRate: 120 / 500,
      partial: false,
      boothsInShows: 0,
    });
  });

  it("adds a show's booths' people once: the show's Wi-Fi figures include them", () => {
    const show = aRow('9', 'Show', { visitors: 300, walkBys: 900, walkIns: 50 });
    const booth = aRow('10', 'Booth', { visitors: 200, walkBys: 500, walkIns: 20 });
    booth.parentId = '9';
    const store = aRow('1', 'Store', { visitors: 100, walkBys: 100 });
    expect(overviewTotals([show, booth, store])).toEqual({
      locations: 3,
      visitors: 400,
      walkBys: 1000,
      walkIns: 70,
      captureRate: 400 / 1400,
      partial: false,
      boothsInShows: 1,
    });
    // Listed without its show (a filter, or no access to it), the booth counts.
    expect(overviewTotals([booth, store]).visitors).toBe(300);
  });

  it('has no figures for no locations and says when some are still loading', () => {
    expect(overviewTotals([])).toEqual({
      locations: 0,
      visitors: null,
      walkBys: null,
      walkIns: null,
      captureRate: null,
      partial: false,
      boothsInShows: 0,
    });
    const loading = aRow('1', 'A', {});
    loading.figures.walkIns = { kind: 'loading' };
    expect(overviewTotals([loading]).partial).toBe(true);
  });
});
