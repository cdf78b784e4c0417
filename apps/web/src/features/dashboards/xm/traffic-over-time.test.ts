import { describe, expect, it } from 'vitest';
import { eventFormat } from './event-format';
import { dayBucket, footTrafficAnswer } from '../../../test/foot-traffic-fixture';
import { trafficOverTime } from './traffic-over-time';

const format = {
  ...eventFormat('en-US', { minutes: 'min', seconds: 's' }),
  weekOf: (day: string) => `Week of ${day}`,
};

describe('traffic over time', () => {
  it('fills every day of the range, a day without an answer as a gap', () => {
    const answer = footTrafficAnswer({
      buckets: [dayBucket('2026-01-08', { walk_bys: 40, visitors: 10 })],
    });
    const series = trafficOverTime(answer, format);
    expect(series.periods).toEqual(['2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09']);
    expect(series.labels[2]).toBe('Thu, Jan 8');
    expect(series.figures.map((row) => row?.impressions ?? null)).toEqual([null, null, 50, null]);
    expect(series.labelOf('2026-01-08')).toBe('Thu, Jan 8');
    expect(series.hasFigures).toBe(true);
  });

  it('has no figures for a tier that offers none', () => {
    const answer = footTrafficAnswer({ buckets: [] });
    expect(trafficOverTime(answer, format).hasFigures).toBe(false);
  });
});
