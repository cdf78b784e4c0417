import { metricChange, type ReportResults } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import {
  bucketLabel,
  formatMetric,
  locationResults,
  previousIsAveraged,
  rangeLabel,
  resultChangeText,
} from './result-tables';

const row = (
  location_id: string,
  bucket: string | null,
  values: Record<string, number | null>,
) => ({
  location_id,
  location_name: location_id === '5' ? 'Lyon' : 'Paris',
  bucket,
  values,
  previous: null,
});

const RESULTS: ReportResults = {
  report_id: '1',
  run_at: '2026-03-31T10:00:00Z',
  range: { start_date: '2026-03-01', end_date: '2026-03-07' },
  comparison_range: null,
  rows: [
    row('5', null, { visitors: 100, fqv: 4 }),
    row('5', '2026-03-02', { visitors: 40, fqv: 1 }),
    row('5', '2026-03-01', { visitors: 60, fqv: 3 }),
    row('6', null, { capture_rate: 0.25 }),
  ],
};

const FORMAT = { locale: 'en-US', durationUnits: { minutes: 'min', seconds: 's' }, missing: '—' };

describe('the results tables', () => {
  it('groups the rows per location, total apart and buckets by date', () => {
    const groups = locationResults(RESULTS);
    expect(groups.map((group) => [group.name, group.metrics])).toEqual([
      ['Lyon', ['visitors', 'fqv']],
      ['Paris', ['capture_rate']],
    ]);
    expect(groups[0]?.total?.values).toEqual({ visitors: 100, fqv: 4 });
    expect(groups[0]?.buckets.map((bucket) => bucket.bucket)).toEqual(['2026-03-01', '2026-03-02']);
    expect(groups[1]?.buckets).toEqual([]);
  });

  it('knows when the previous counts are daily averages', () => {
    expect(previousIsAveraged(RESULTS)).toBe(false);
    const week = { start_date: '2026-02-22', end_date: '2026-02-28' };
    expect(previousIsAveraged({ ...RESULTS, comparison_range: week })).toBe(false);
    expect(
      previousIsAveraged({
        range: { start_date: '2026-03-01', end_date: '2026-03-30' },
        comparison_range: { start_date: '2026-01-01', end_date: '2026-02-28' },
        report_id: '1',
        run_at: '',
        rows: [],
      }),
    ).toBe(true);
  });

  it('writes counts, rates, durations and missing figures in the locale', () => {
    expect(formatMetric('visitors', 12345, FORMAT)).toBe('12,345');
    expect(formatMetric('visitors', 2.25, FORMAT)).toBe('2.3');
    expect(formatMetric('capture_rate', 0.245, FORMAT)).toBe('24.5%');
    expect(formatMetric('avg_dwell_s', 125, FORMAT)).toBe('2 min 5 s');
    expect(formatMetric('fqv', null, FORMAT)).toBe('—');
    expect(formatMetric('visitors', 12345, { ...FORMAT, locale: 'fr' })).toBe('12\u202f345');
  });

  it("writes the server's change: counts relatively, rates in points, none without one", () => {
    expect(resultChangeText(metricChange('visitors', 110, 100), 'en-US')).toBe('+10.0%');
    expect(resultChangeText(metricChange('capture_rate', 0.3, 0.25), 'en-US')).toBe(
      '+5.0\u00a0pts',
    );
    expect(resultChangeText(metricChange('fqv', 1, 0), 'en-US')).toBeNull();
    expect(resultChangeText(undefined, 'en-US')).toBeNull();
  });

  it('names buckets by day, week or month, and ranges', () => {
    expect(bucketLabel('2026-03-02', 'day', 'en-US', (day) => `Week of ${day}`)).toBe(
      'Mar 2, 2026',
    );
    expect(bucketLabel('2026-03-02', 'week', 'en-GB', (day) => `Week of ${day}`)).toBe(
      'Week of 2 Mar 2026',
    );
    expect(bucketLabel('2026-03-01', 'month', 'fr', String)).toBe('mars 2026');
    expect(rangeLabel(RESULTS.range, 'en-US')).toMatch(/^Mar 1\s–\s7, 2026$/);
  });
});
