import { describe, expect, it } from 'vitest';
import { busiestHoursGrid, busiestHoursRows } from './busiest-hours';
import { retailSeries } from './retail-series';
import {
  busiestHoursTable,
  categoryTable,
  durationRows,
  seriesTable,
  visitorKindRows,
} from './retail-tables';
import { figures, footTraffic } from './retail-test-data';

describe('the retail chart tables', () => {
  it('has a row per bucket with the chosen series, the period shown by its label', () => {
    const series = retailSeries(
      footTraffic({
        buckets: [
          { ...figures({ visitors: 5, walk_bys: 9 }), bucket: '2026-03-02', local_hour: null },
        ],
      }),
      undefined,
    );
    const table = seriesTable(
      series,
      [
        { key: 'visitors', label: 'Visitors' },
        { key: 'walkIns', label: 'Walk-ins' },
      ],
      { label: 'Period', format: (bucket) => `day ${bucket}` },
    );
    expect(table.columns.map((c) => c.label)).toEqual(['Period', 'Visitors', 'Walk-ins']);
    expect(table.rows).toEqual([{ period: '2026-03-02', visitors: 5, walkIns: null }]);
    expect(table.columns[0]?.format?.('2026-03-02')).toBe('day 2026-03-02');
  });

  it('lists the 63 cells of the busiest hours by weekday and hour labels', () => {
    const grid = busiestHoursGrid([{ weekday: 0, hour: 9, visitors: 4 }], busiestHoursRows());
    const table = busiestHoursTable(grid, {
      weekday: 'Weekday',
      hour: 'Hour',
      visitors: 'Visitors',
      days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      hours: grid.hours.map((hour) => `${hour}:00`),
    });
    expect(table.rows).toHaveLength(63);
    expect(table.rows[0]).toEqual({ weekday: 'Mon', hour: '9:00', visitors: 4 });
    expect(table.rows[62]).toEqual({ weekday: 'Sun', hour: '17:00', visitors: 0 });
  });

  it('makes category tables for durations and visitor kinds', () => {
    const rows = durationRows(
      [{ label: { key: 'under', values: { max: 5 } }, visits: 3 }],
      (bin) => `< ${bin.label.key === 'under' ? bin.label.values.max : ''}`,
    );
    expect(categoryTable({ category: 'Length', value: 'Visits' }, rows).rows).toEqual([
      { category: '< 5', value: 3 },
    ]);
    expect(
      visitorKindRows(
        { newVisitors: 5, returningVisitors: 2, randomizedVisitors: 1, returningRate: 0.3 },
        { newVisitors: 'New', returningVisitors: 'Returning', randomizedVisitors: 'Unknown' },
      ),
    ).toEqual([
      { category: 'New', value: 5 },
      { category: 'Returning', value: 2 },
      { category: 'Unknown', value: 1 },
    ]);
  });
});
