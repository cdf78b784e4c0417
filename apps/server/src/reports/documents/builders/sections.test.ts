import { describe, expect, it } from 'vitest';
import {
  reportFileRequestSchema,
  type FootTrafficFigures,
  type FootTrafficResponse,
} from '@footfall/core';
import { rankBooths } from './bubble-report';
import { visibilityOf } from './event-awareness';
import { busiestHoursSection, granularityFor } from './retail-figures';
import { writers } from './common';
import { slugOf } from '../generate';

const write = writers(reportFileRequestSchema.parse({ location_id: '1', dates: [{}] }));

const figures = (visitors: number | null): FootTrafficFigures => ({
  walk_bys: 10,
  visitors,
  capture_rate: null,
  engagers: null,
  browsers: null,
  engagement_rate: null,
  fqv: null,
  returning_visitors: null,
  randomized_visitors: null,
  avg_dwell_s: null,
  avg_visit_duration_s: null,
  presence_avg: null,
});

describe('the bubble report', () => {
  it('ranks booths by visitors, ties share a rank, booths without a figure come last', () => {
    const booth = (name: string, visitors: number | null) => ({
      booth: {} as never,
      name,
      totals: figures(visitors),
    });
    const ranked = rankBooths([booth('C', 5), booth('A', 20), booth('B', 20), booth('D', null)]);
    expect(ranked.map((row) => [row.name, row.rank, row.share])).toEqual([
      ['A', 1, 20 / 45],
      ['B', 1, 20 / 45],
      ['C', 3, 5 / 45],
      ['D', null, null],
    ]);
  });
});

describe('brand awareness', () => {
  it('divides impressions by the hours in which a gateway reported', () => {
    const response = {
      totals: { ...figures(40), walk_bys: 140 },
      completeness: { hours_in_range: 48, hours_without_data: 30 },
    } as FootTrafficResponse;
    expect(visibilityOf(response)).toEqual({ impressions: 180, liveHours: 18, score: 10 });
    expect(
      visibilityOf({
        ...response,
        completeness: { ...response.completeness, hours_without_data: 48 },
      }),
    ).toMatchObject({ liveHours: 0, score: null });
  });
});

describe('the retail report', () => {
  it('reads days, then weeks, then months as the range grows', () => {
    expect(granularityFor(62)).toBe('day');
    expect(granularityFor(63)).toBe('week');
    expect(granularityFor(187)).toBe('month');
  });

  it('lays busiest hours out as local hours x weekdays with totals', () => {
    const section = busiestHoursSection(write, [
      { weekday: 0, hour: 9, visitors: 4 },
      { weekday: 6, hour: 11, visitors: 7 },
    ]);
    expect(section?.kind).toBe('table');
    if (section?.kind !== 'table') return;
    expect(section.columns.map((column) => column.title)).toEqual([
      'Hour',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
      'Total',
    ]);
    expect(section.rows.map((row) => row[0])).toEqual(['09:00 AM', '10:00 AM', '11:00 AM']);
    const values = (row: unknown[]) =>
      row.slice(1).map((cell) => (cell as { value: number }).value);
    expect(values(section.rows[0]!)).toEqual([4, 0, 0, 0, 0, 0, 0, 4]);
    expect(values(section.rows[2]!)).toEqual([0, 0, 0, 0, 0, 0, 7, 7]);
    expect(busiestHoursSection(write, [])).toBeNull();
  });
});

describe('file names', () => {
  it('are ASCII slugs of the location name', () => {
    expect(slugOf('Paris Opéra Store', 'x')).toBe('paris-opera-store');
    expect(slugOf('Hall 1 · Booth A12', 'x')).toBe('hall-1-booth-a12');
    expect(slugOf('東京', 'location-7')).toBe('location-7');
  });
});
