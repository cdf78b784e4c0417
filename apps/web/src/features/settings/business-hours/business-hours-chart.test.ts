import { DEFAULT_BUSINESS_DAYS, type BusinessDay } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import {
  PREVIEW_COLOURS,
  previewChartOption,
  previewGrid,
  previewTable,
} from './business-hours-chart';

const openCells = (days: readonly BusinessDay[], weekday: number) => {
  const grid = previewGrid(days);
  return grid.cells
    .filter(([d, , open]) => d === weekday && open === 1)
    .map(([, row]) => grid.hours[row]);
};

describe('the business hours preview grid', () => {
  it('is 9 rows by 7 days from 9 at least, open cells where the day is open', () => {
    const closed = DEFAULT_BUSINESS_DAYS.map((day) => ({ ...day, closed: true }));
    expect(previewGrid(closed).hours).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(previewGrid(closed).cells).toHaveLength(63);
    // The default week (Monday to Saturday, 9 AM to 7 PM) grows it to its closing hour.
    const grid = previewGrid(DEFAULT_BUSINESS_DAYS);
    expect(grid.hours).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(grid.cells).toHaveLength(70);
    expect(openCells(DEFAULT_BUSINESS_DAYS, 0)).toEqual(grid.hours);
    expect(openCells(DEFAULT_BUSINESS_DAYS, 6)).toEqual([]);
  });

  it('starts at the earliest opening hour when it is before 9', () => {
    const days = DEFAULT_BUSINESS_DAYS.map((day) =>
      day.weekday === 2 ? { ...day, open_hour: 6, close_hour: 12 } : day,
    );
    expect(previewGrid(days).hours).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(openCells(days, 2)).toEqual([6, 7, 8, 9, 10, 11]);
  });

  it('grows to the latest closing hour', () => {
    const days = DEFAULT_BUSINESS_DAYS.map((day) =>
      day.weekday === 3 ? { ...day, open_hour: 10, close_hour: 22 } : day,
    );
    expect(previewGrid(days).hours).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    expect(openCells(days, 3)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
  });

  it('carries a closing past midnight into the next morning', () => {
    const days: BusinessDay[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
      weekday === 6
        ? { weekday, closed: false, open_hour: 0, close_hour: 12 }
        : weekday === 4
          ? { weekday, closed: false, open_hour: 18, close_hour: 27 }
          : { weekday, closed: true, open_hour: null, close_hour: null },
    );
    // Open from midnight (Saturday, Sunday) to 11 PM (Friday): the whole day.
    expect(previewGrid(days).hours).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    // Friday 18-03: Saturday is open 0-2 although Saturday itself is closed.
    expect(openCells(days, 5)).toEqual([0, 1, 2]);
    // Sunday 0-12, and Saturday (closed) carries nothing into Sunday.
    expect(openCells(days, 6)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('becomes a heatmap option with day and hour labels and two colours', () => {
    const grid = previewGrid(DEFAULT_BUSINESS_DAYS);
    const option = previewChartOption(grid, {
      days: ['M', 'T', 'W', 'T', 'F', 'S', 'S'],
      hour: (hour) => `${hour}h`,
      open: 'Open',
      closed: 'Closed',
    });
    expect(option.xAxis).toMatchObject({ data: ['M', 'T', 'W', 'T', 'F', 'S', 'S'] });
    expect(option.yAxis).toMatchObject({ data: grid.hours.map((h) => `${h}h`), inverse: true });
    expect(option.visualMap).toMatchObject({
      pieces: [
        { value: 1, color: PREVIEW_COLOURS.open },
        { value: 0, color: PREVIEW_COLOURS.closed },
      ],
    });
    expect(option.series).toEqual([expect.objectContaining({ type: 'heatmap', data: grid.cells })]);
  });
});

describe('the business hours preview table', () => {
  it("has the chart's cells: a row per hour, a column per day, open or closed", () => {
    const grid = previewGrid(DEFAULT_BUSINESS_DAYS);
    const table = previewTable(grid, {
      hourColumn: 'Hour',
      days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      hour: (hour) => `${hour}:00`,
      open: 'Open',
      closed: 'Closed',
    });
    expect(table.columns.map((column) => column.label)).toEqual([
      'Hour',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(table.rows).toHaveLength(grid.hours.length);
    expect(table.rows[0]).toEqual({
      hour: '9:00',
      day0: 'Open',
      day1: 'Open',
      day2: 'Open',
      day3: 'Open',
      day4: 'Open',
      day5: 'Open',
      day6: 'Closed',
    });
    // Every open cell of the chart is an open cell of the table, and no other.
    const openInTable = table.rows.flatMap((row, index) =>
      [0, 1, 2, 3, 4, 5, 6].filter((day) => row[`day${day}`] === 'Open').map((day) => [day, index]),
    );
    expect(openInTable.sort()).toEqual(
      grid.cells
        .filter(([, , open]) => open === 1)
        .map(([day, row]) => [day, row])
        .sort(),
    );
  });
});
