import { localParts, type Granularity } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { bucketOfDate, hoursOfRange, hoursPerBucket, localHourOfBucket } from './buckets';
import { zoneOffsets } from './zone-offsets';

const FAR_FUTURE = Date.parse('2100-01-01T00:00:00Z');

describe('hoursOfRange', () => {
  it('has 23 hours on the spring-forward day and 25 on the fall-back day', () => {
    const spring = hoursOfRange(
      { start: '2026-03-29', end: '2026-03-29' },
      'Europe/Paris',
      FAR_FUTURE,
      null,
    );
    expect(spring.map((hour) => hour.hour)).toEqual([
      0,
      1,
      ...Array.from({ length: 21 }, (_, i) => i + 3),
    ]);
    const autumn = hoursOfRange(
      { start: '2026-10-25', end: '2026-10-25' },
      'Europe/Paris',
      FAR_FUTURE,
      null,
    );
    expect(autumn).toHaveLength(25);
    expect(autumn.slice(0, 4).map((hour) => hour.hour)).toEqual([0, 1, 2, 2]);
  });

  it.each(['Europe/Paris', 'America/Los_Angeles', 'Asia/Kolkata', 'Australia/Sydney'])(
    'agrees with Intl for every hour of a year in %s',
    (timeZone) => {
      const hours = hoursOfRange(
        { start: '2026-01-01', end: '2026-12-31' },
        timeZone,
        FAR_FUTURE,
        null,
      );
      for (const hour of hours) {
        const parts = localParts(hour.start, timeZone);
        if (parts.date !== hour.date || parts.hour !== hour.hour)
          throw new Error(
            `${new Date(hour.start).toISOString()}: ${hour.date} ${hour.hour} vs ${parts.date} ${parts.hour}`,
          );
      }
      expect(new Set(hours.map((hour) => hour.date)).size).toBe(365);
    },
  );

  it('stops at now and keeps only business hours when asked', () => {
    const now = Date.parse('2026-03-03T10:30:00Z'); // 11:30 in Paris
    const open = hoursOfRange(
      { start: '2026-03-02', end: '2026-03-03' },
      'Europe/Paris',
      now,
      () => [9, 10, 11, 12],
    );
    expect(open.map((hour) => `${hour.date} ${hour.hour}`)).toEqual([
      '2026-03-02 9',
      '2026-03-02 10',
      '2026-03-02 11',
      '2026-03-02 12',
      '2026-03-03 9',
      '2026-03-03 10',
      '2026-03-03 11',
    ]);
  });
});

describe('buckets', () => {
  it('keys days, Monday weeks and months', () => {
    expect(bucketOfDate('day', '2026-03-04')).toBe('2026-03-04');
    expect(bucketOfDate('week', '2026-03-08')).toBe('2026-03-02');
    expect(bucketOfDate('week', '2026-03-09')).toBe('2026-03-09');
    expect(bucketOfDate('month', '2026-03-31')).toBe('2026-03-01');
  });

  it('counts the hours of each bucket', () => {
    const hours = hoursOfRange(
      { start: '2026-03-28', end: '2026-03-30' },
      'Europe/Paris',
      FAR_FUTURE,
      null,
    );
    const count = (granularity: Granularity) =>
      Object.fromEntries(hoursPerBucket(hours, granularity));
    expect(count('day')).toEqual({ '2026-03-28': 24, '2026-03-29': 23, '2026-03-30': 24 });
    expect(count('week')).toEqual({ '2026-03-23': 47, '2026-03-30': 24 });
    expect(hoursPerBucket(hours, 'hour').get('2026-03-29T01:00:00Z')).toBe(1);
  });

  it('gives the local hour of an hour bucket', () => {
    const offsetAt = zoneOffsets(
      Date.parse('2026-03-28T00:00:00Z'),
      Date.parse('2026-03-31T00:00:00Z'),
      'Europe/Paris',
    );
    expect(localHourOfBucket('hour', '2026-03-29T00:00:00Z', offsetAt)).toBe(1);
    expect(localHourOfBucket('hour', '2026-03-29T01:00:00Z', offsetAt)).toBe(3);
    expect(localHourOfBucket('day', '2026-03-29', offsetAt)).toBeNull();
  });
});
