import { describe, expect, it } from 'vitest';
import { busiestDay, eventDayRows, eventHourRows, impressionsOf } from './event-figures';
import { dayBucket, footTrafficAnswer, hourBucket } from '../../../test/foot-traffic-fixture';

describe('impressions', () => {
  it('are walk-bys plus visitors', () => {
    expect(impressionsOf({ walk_bys: 120, visitors: 30 })).toBe(150);
  });

  it('are unknown when the tier offers only one of them', () => {
    expect(impressionsOf({ walk_bys: 120, visitors: null })).toBeNull();
    expect(impressionsOf({ walk_bys: null, visitors: null })).toBeNull();
  });
});

describe('the day-by-day event report', () => {
  const answer = footTrafficAnswer({
    buckets: [
      dayBucket('2026-01-08', {
        walk_bys: 200,
        visitors: 50,
        engagers: 20,
        engagement_rate: 0.4,
        avg_dwell_s: 420,
        fqv: 12,
      }),
      dayBucket('2026-01-06', { walk_bys: 0, visitors: 0, engagers: 0, fqv: 0 }),
      dayBucket('2026-01-07', {
        walk_bys: 100,
        visitors: 25,
        engagers: 5,
        engagement_rate: 0.2,
        avg_dwell_s: 300,
        fqv: 4,
      }),
    ],
  });

  it('lists the show days oldest first, with impressions, engagement, dwell and FQV', () => {
    expect(eventDayRows(answer)).toEqual([
      {
        date: '2026-01-07',
        impressions: 125,
        walkBys: 100,
        visitors: 25,
        engagers: 5,
        engagementRate: 0.2,
        avgDwellS: 300,
        fqv: 4,
      },
      {
        date: '2026-01-08',
        impressions: 250,
        walkBys: 200,
        visitors: 50,
        engagers: 20,
        engagementRate: 0.4,
        avgDwellS: 420,
        fqv: 12,
      },
    ]);
  });

  it('leaves out days on which nobody was seen', () => {
    expect(eventDayRows(answer).map((row) => row.date)).not.toContain('2026-01-06');
  });

  it("keeps a LITE booth's days by its walk-bys, without impressions", () => {
    const lite = footTrafficAnswer({ buckets: [dayBucket('2026-01-07', { walk_bys: 80 })] });
    expect(eventDayRows(lite)).toMatchObject([
      { date: '2026-01-07', walkBys: 80, impressions: null },
    ]);
  });

  it('opens the per-hour view on the day with the most impressions', () => {
    expect(busiestDay(eventDayRows(answer))).toBe('2026-01-08');
    expect(busiestDay([])).toBeNull();
  });
});

describe('the per-hour view of a show day', () => {
  it('runs from the first to the last hour anyone was seen, gaps without data left null', () => {
    const answer = footTrafficAnswer({
      granularity: 'hour',
      buckets: [
        hourBucket('2026-01-08T06:00:00Z', 22, { walk_bys: 0, visitors: 0 }),
        hourBucket('2026-01-08T17:00:00Z', 9, { walk_bys: 10, visitors: 2, engagement_rate: 0.5 }),
        hourBucket('2026-01-08T19:00:00Z', 11, { walk_bys: 30, visitors: 6 }),
      ],
    });
    const rows = eventHourRows(answer);
    expect(rows.map((row) => row.hour)).toEqual([9, 10, 11]);
    expect(rows[0]).toMatchObject({ impressions: 12, engagementRate: 0.5 });
    expect(rows[1]).toMatchObject({ impressions: null, visitors: null });
    expect(rows[2]).toMatchObject({ impressions: 36 });
  });

  it('adds up a local hour that happens twice (the autumn clock change)', () => {
    const answer = footTrafficAnswer({
      granularity: 'hour',
      buckets: [
        hourBucket('2026-11-01T08:00:00Z', 1, {
          walk_bys: 10,
          visitors: 4,
          engagers: 1,
          avg_dwell_s: 100,
          fqv: 1,
        }),
        hourBucket('2026-11-01T09:00:00Z', 1, {
          walk_bys: 5,
          visitors: 1,
          engagers: 1,
          avg_dwell_s: 600,
          fqv: 0,
        }),
      ],
    });
    expect(eventHourRows(answer)).toEqual([
      {
        hour: 1,
        impressions: 20,
        walkBys: 15,
        visitors: 5,
        engagers: 2,
        engagementRate: 0.4,
        avgDwellS: 200,
        fqv: 1,
      },
    ]);
  });

  it('is empty when nobody came', () => {
    expect(eventHourRows(footTrafficAnswer({ granularity: 'hour' }))).toEqual([]);
  });
});
