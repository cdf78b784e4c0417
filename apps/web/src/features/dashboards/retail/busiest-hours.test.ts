import { DEFAULT_BUSINESS_DAYS } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { busiestHoursGrid, busiestHoursRows } from './busiest-hours';

describe('the busiest hours chart', () => {
  it('has 9 rows from 9 by default, or the business hours preview rows (every open hour)', () => {
    expect(busiestHoursRows()).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    // The default week is open until 7 PM: its last hour, 6 PM, is a row.
    expect(busiestHoursRows(DEFAULT_BUSINESS_DAYS)).toEqual([
      9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
    ]);
    const early = DEFAULT_BUSINESS_DAYS.map((day) =>
      day.weekday === 1 ? { ...day, closed: false, open_hour: 7, close_hour: 15 } : day,
    );
    expect(busiestHoursRows(early)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });

  it('fills all 63 cells, Monday first, with the visitors of each weekday and hour', () => {
    const grid = busiestHoursGrid(
      [
        { weekday: 0, hour: 9, visitors: 4 },
        { weekday: 6, hour: 17, visitors: 10 },
        { weekday: 2, hour: 13, visitors: 6 },
      ],
      busiestHoursRows(),
    );
    expect(grid.cells).toHaveLength(63);
    expect(grid.cells[0]).toEqual([0, 0, 4]);
    expect(grid.cells.find(([d, row]) => d === 6 && row === 8)).toEqual([6, 8, 10]);
    expect(grid.cells.find(([d, row]) => d === 2 && row === 4)).toEqual([2, 4, 6]);
    expect(grid.max).toBe(10);
    expect(grid.peak).toEqual({ weekday: 6, hour: 17, visitors: 10 });
    expect(grid.outsideShare).toBe(0);
  });

  it('counts the visitors outside the rows', () => {
    const grid = busiestHoursGrid(
      [
        { weekday: 4, hour: 19, visitors: 25 },
        { weekday: 4, hour: 10, visitors: 75 },
      ],
      busiestHoursRows(),
    );
    expect(grid.outsideShare).toBe(0.25);
    expect(grid.peak).toEqual({ weekday: 4, hour: 10, visitors: 75 });
  });

  it('has no peak and no share when nobody came', () => {
    const grid = busiestHoursGrid([], busiestHoursRows());
    expect(grid.max).toBe(0);
    expect(grid.peak).toBeNull();
    expect(grid.outsideShare).toBeNull();
    expect(grid.cells.every(([, , visitors]) => visitors === 0)).toBe(true);
  });
});
