import { describe, expect, it } from 'vitest';
import {
  comparisonSpan,
  DEFAULT_VIEW,
  overviewParams,
  readView,
  writeView,
  type OverviewView,
} from './overview-url-state';

describe('the view in the URL', () => {
  it('reads the defaults from a plain URL and writes none back', () => {
    expect(readView(new URLSearchParams())).toEqual(DEFAULT_VIEW);
    expect(writeView(DEFAULT_VIEW).toString()).toBe('');
  });

  it('round-trips a full view', () => {
    const view: OverviewView = {
      days: 7,
      filter: { folderId: '12', type: 'XM', search: 'booth' },
      sort: { key: 'trend', direction: 'desc' },
    };
    expect(writeView(view).toString()).toBe('days=7&folder=12&type=XM&q=booth&sort=trend&dir=desc');
    expect(readView(writeView(view))).toEqual(view);
  });

  it('ignores what it cannot read', () => {
    const view = readView(new URLSearchParams('days=31&type=SHOP&sort=price&dir=up'));
    expect(view).toEqual(DEFAULT_VIEW);
  });
});

describe('overviewParams', () => {
  it('ends the range today in the location’s time zone', () => {
    // 03:00 UTC on 21 November is still 20 November in New York.
    const now = Date.parse('2026-11-21T03:00:00Z');
    expect(overviewParams(30, 'America/New_York', now)).toEqual({
      start_date: '2026-10-22',
      end_date: '2026-11-20',
      granularity: 'day',
      compare: true,
    });
    expect(overviewParams(7, 'Europe/Paris', now)).toMatchObject({
      start_date: '2026-11-15',
      end_date: '2026-11-21',
    });
  });
});

describe('comparisonSpan', () => {
  it('compares up to 15 days with as many before, longer ranges with twice as many', () => {
    expect(comparisonSpan(7)).toEqual({ days: 7, averaged: false });
    expect(comparisonSpan(30)).toEqual({ days: 60, averaged: true });
    expect(comparisonSpan(90)).toEqual({ days: 180, averaged: true });
  });
});
