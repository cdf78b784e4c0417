import {
  gradeBandRules,
  metricChange,
  QUALITY_GRADES,
  type ReportComparison,
} from '@footfall/core';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../components/chart';
import { changeOf, formatMetric } from './comparison-format';
import {
  bandText,
  checkPeriod,
  GRADE_COLORS,
  percentileOption,
  percentileTable,
} from './comparison-rows';

const graded = (value: number | null, percentile: number | null = null) => ({
  value,
  percentile,
  grade: null,
});
const figures = (percentile: number | null) => ({
  mean: graded(2, percentile),
  attraction: graded(0.2, 25),
  engagement: graded(null),
  dwell: graded(300, 75),
  FQV: graded(0.1, null),
});
const change = metricChange('mean', null, null);
const comparison: ReportComparison = {
  report_id: '1',
  report_name: 'March',
  range: { start_date: '2026-03-02', end_date: '2026-03-08', days: 7 },
  comparison_range: { start_date: '2026-02-23', end_date: '2026-03-01', days: 7 },
  metrics: ['mean', 'attraction', 'engagement', 'dwell', 'FQV'],
  locations: [
    {
      location_id: '5',
      name: 'Paris',
      type: 'RETAIL',
      time_zone: 'Europe/Paris',
      current: figures(83.333),
      previous: figures(null),
      change: { mean: change, attraction: change, engagement: change, dwell: change, FQV: change },
      comparable: true,
      not_comparable_reason: null,
      peers: { current: 3, previous: 2 },
    },
  ],
  peers: [{ type: 'RETAIL', current: 3, previous: 2 }],
  bands: gradeBandRules(),
};

describe('checkPeriod', () => {
  it('takes both dates in order, or none', () => {
    expect(checkPeriod({ start: null, end: null })).toEqual({ ok: true, period: null });
    expect(checkPeriod({ start: '2026-03-01', end: '2026-03-07' })).toEqual({
      ok: true,
      period: { start: '2026-03-01', end: '2026-03-07' },
    });
  });

  it('says what is wrong with a half, reversed, malformed or too long period', () => {
    expect(checkPeriod({ start: '2026-03-01', end: null })).toEqual({ ok: false, problem: 'both' });
    expect(checkPeriod({ start: '2026-02-30', end: '2026-03-01' })).toEqual({
      ok: false,
      problem: 'both',
    });
    expect(checkPeriod({ start: '2026-03-07', end: '2026-03-01' })).toEqual({
      ok: false,
      problem: 'endBeforeStart',
    });
    expect(checkPeriod({ start: '2024-01-01', end: '2026-03-01' })).toEqual({
      ok: false,
      problem: 'tooLong',
    });
  });
});

describe('grades', () => {
  it('gives every grade a badge colour with white text at WCAG AA (4.5:1)', () => {
    for (const grade of QUALITY_GRADES) {
      const shade = DEFAULT_THEME.colors[GRADE_COLORS[grade]]?.[9];
      expect(shade, grade).toBeDefined();
      expect(contrastRatio('#ffffff', shade!), grade).toBeGreaterThanOrEqual(4.5);
    }
    expect(new Set(Object.values(GRADE_COLORS)).size).toBe(QUALITY_GRADES.length);
  });

  it('explains the first, middle and last bands with their bounds', () => {
    const texts = comparison.bands.map(bandText);
    expect(texts[0]).toEqual({ key: 'bandFirst', to: 40 });
    expect(texts[1]).toEqual({ key: 'band', from: 40, to: 60 });
    expect(texts.at(-1)).toEqual({ key: 'bandLast', from: 95 });
  });
});

describe('the percentile chart', () => {
  it('has a row per metric and a bar per location, missing ranks left empty', () => {
    const table = percentileTable(comparison, (metric) => metric.toUpperCase(), 'Metric', 'en-US');
    expect(table.columns.map((column) => column.label)).toEqual(['Metric', 'Paris']);
    expect(table.rows.map((row) => [row.metric, row.l5])).toEqual([
      ['MEAN', 83.3],
      ['ATTRACTION', 25],
      ['ENGAGEMENT', null],
      ['DWELL', 75],
      ['FQV', null],
    ]);
    const option = percentileOption(table);
    expect(option.series).toEqual([
      expect.objectContaining({ type: 'bar', name: 'Paris', data: [83.3, 25, null, 75, null] }),
    ]);
  });
});

describe('formatting', () => {
  const format = { locale: 'en-US', durationUnits: { minutes: 'min', seconds: 's' } };
  it('writes a mean per day, a rate and a dwell in their units', () => {
    expect(formatMetric('mean', 12.345, format)).toBe('12.3');
    expect(formatMetric('attraction', 0.21875, format)).toBe('21.9%');
    expect(formatMetric('dwell', 492.86, format)).toBe('8 min 13 s');
    expect(formatMetric('FQV', 0.1, { ...format, locale: 'fr' })).toMatch(/^10\s%$/);
  });

  it('gives a change its direction, and none without a base', () => {
    expect(changeOf(metricChange('mean', 125, 100), 'en-US')).toEqual({
      direction: 'up',
      text: '25.0%',
    });
    expect(changeOf(metricChange('dwell', 90, 100), 'en-US')).toEqual({
      direction: 'down',
      text: '10.0%',
    });
    expect(changeOf(metricChange('attraction', 0.2, 0.25), 'en-US')).toEqual({
      direction: 'down',
      text: '5.0\u00a0pts',
    });
    expect(changeOf(metricChange('mean', 100.01, 100), 'en-US')?.direction).toBe('flat');
    expect(changeOf(metricChange('mean', 5, 0), 'en-US')).toBeNull();
    expect(changeOf(metricChange('mean', 5, 4, false), 'en-US')).toBeNull();
  });
});
