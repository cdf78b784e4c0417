import { describe, expect, it } from 'vitest';
import { absoluteTime, bucketEndLabel, bucketLabel, relativeTime } from './time-labels';

describe('time labels', () => {
  it('shows hourly buckets in the location zone and days as dates', () => {
    expect(bucketLabel('2026-03-02T09:00:00Z', 'hour', 'Europe/Paris', 'en-GB')).toBe(
      '2 Mar, 10:00',
    );
    expect(bucketEndLabel('2026-03-02T09:00:00Z', 'hour', 'Europe/Paris', 'en-GB')).toBe(
      '2 Mar, 11:00',
    );
    expect(bucketLabel('2026-03-02', 'day', 'Europe/Paris', 'fr')).toBe('2 mars 2026');
    expect(bucketEndLabel('2026-03-02', 'day', 'Europe/Paris', 'en-US')).toBe('Mar 2, 2026');
  });

  it('says how long ago in the locale', () => {
    const now = Date.parse('2026-03-02T12:00:00Z');
    expect(relativeTime('2026-03-02T11:55:00Z', now, 'en-US')).toBe('5 minutes ago');
    expect(relativeTime('2026-03-02T09:00:00Z', now, 'es')).toBe('hace 3 horas');
    expect(relativeTime('2026-03-01T12:00:00Z', now, 'fr')).toBe('hier');
    expect(relativeTime('2026-03-02T11:59:40Z', now, 'en-US')).toBe('now');
  });

  it('writes the absolute instant in the zone', () => {
    expect(absoluteTime('2026-03-02T09:04:00Z', 'Europe/Paris', 'en-US')).toBe(
      'Mar 2, 2026, 10:04 AM',
    );
  });
});
