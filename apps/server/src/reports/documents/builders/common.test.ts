import { describe, expect, it } from 'vitest';
import { reportFileRequestSchema } from '@footfall/core';
import { impressionsOf, requestRange, unavailableTexts, writers } from './common';
import { textsFor } from '../texts';

const request = (input: Record<string, unknown>) =>
  reportFileRequestSchema.parse({ location_id: '1', ...input });

describe('the period of a report file', () => {
  // 2026-03-10 01:30 UTC is still 9 March in Los Angeles.
  const now = new Date('2026-03-10T01:30:00Z');

  it('defaults to the last 30 days to today in the location zone', () => {
    expect(requestRange(request({ dates: [{}] }), 'America/Los_Angeles', now)).toEqual({
      start: '2026-02-08',
      end: '2026-03-09',
    });
    expect(requestRange(request({ dates: [{}] }), 'Europe/Paris', now)).toEqual({
      start: '2026-02-09',
      end: '2026-03-10',
    });
  });

  it('takes the dates asked for', () => {
    const dates = [{ start_date: '2026-01-07', end_date: '2026-01-08' }];
    expect(requestRange(request({ dates }), 'UTC', now)).toEqual({
      start: '2026-01-07',
      end: '2026-01-08',
    });
  });
});

describe('the writers of a locale', () => {
  it('names weekdays from Monday and writes hours and dates as the locale does', () => {
    const us = writers(request({ dates: [{}] }));
    expect(us.weekday(0)).toBe('Monday');
    expect(us.weekday(6)).toBe('Sunday');
    expect(us.hour(14)).toBe('02:00 PM');
    expect(us.date('2026-03-02')).toBe('03/02/2026');
    const fr = writers(request({ dates: [{ format: 'DD MMM YYYY' }], locale: 'fr' }));
    expect(fr.weekday(0)).toBe('Lundi');
    expect(fr.hour(14)).toBe('14:00');
    expect(fr.date('2026-03-02')).toBe('02 mars 2026');
    expect(fr.count(12345)).toBe('12\u202f345');
  });
});

describe('figures', () => {
  it('counts impressions only when both walk-bys and visitors are offered', () => {
    expect(impressionsOf({ walk_bys: 30, visitors: 10 })).toBe(40);
    expect(impressionsOf({ walk_bys: 30, visitors: null })).toBeNull();
  });

  it('says once why each missing metric is missing, in the reader language', () => {
    const texts = textsFor('es');
    expect(
      unavailableTexts(texts, [
        { metric: 'WALK-IN', reason: 'Walk-ins need a door counter' },
        { metric: 'FOOTTRAFFIC', reason: 'Visitors need the Plus tier' },
        { metric: 'WALK-IN', reason: 'Walk-ins need a door counter' },
      ]),
    ).toEqual([texts.unavailable.walkIn, texts.unavailable.footTraffic]);
    expect(
      unavailableTexts(texts, [
        { metric: 'WALK-BY', reason: 'The ZERO tier offers no analytics metrics' },
      ]),
    ).toEqual([texts.unavailable.noAnalytics]);
  });
});
