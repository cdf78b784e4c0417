import { describe, expect, it } from 'vitest';
import { busiestHoursGrid, busiestHoursRows } from './busiest-hours';
import {
  barChartOption,
  busiestHoursChartOption,
  categoryBarOption,
  lineChartOption,
} from './retail-chart-options';

const visitors = { name: 'Visitors', colour: '#1864ab', values: [1, null, 3] };
const walkBys = { name: 'Walk-bys', colour: '#5f3dc4', values: [4, 5, 6] };

describe('the retail chart options', () => {
  it('draws lines with gaps for missing buckets', () => {
    const option = lineChartOption(['a', 'b', 'c'], [visitors, walkBys]);
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['a', 'b', 'c'] });
    expect(option.series).toEqual([
      expect.objectContaining({
        type: 'line',
        name: 'Visitors',
        data: [1, null, 3],
        connectNulls: false,
      }),
      expect.objectContaining({ type: 'line', name: 'Walk-bys', color: '#5f3dc4' }),
    ]);
  });

  it('stacks bars only when asked, and hides the legend of a single series', () => {
    const stacked = barChartOption(['a', 'b', 'c'], [visitors, walkBys], true);
    expect(stacked.series).toEqual([
      expect.objectContaining({ type: 'bar', stack: 'total' }),
      expect.objectContaining({ type: 'bar', stack: 'total' }),
    ]);
    const single = barChartOption(['a'], [visitors], false);
    expect(single.legend).toEqual({ show: false });
    expect(single.series).toEqual([expect.objectContaining({ stack: undefined })]);
    const bins = barChartOption(['< 5', '5-10'], [visitors], false, true);
    expect(bins.yAxis).toMatchObject({ type: 'category', data: ['< 5', '5-10'], inverse: true });
    expect(bins.xAxis).toMatchObject({ type: 'value' });
  });

  it('draws the 9 x 7 heat grid on a scale from 0 to the busiest cell', () => {
    const grid = busiestHoursGrid([{ weekday: 1, hour: 12, visitors: 8 }], busiestHoursRows());
    const option = busiestHoursChartOption(
      grid,
      {
        days: ['M', 'T', 'W', 'T', 'F', 'S', 'S'],
        hours: grid.hours.map(String),
        visitors: 'Visitors',
        low: '0',
        high: '8',
      },
      ['#e7f5ff', '#1864ab'],
    );
    expect(option.visualMap).toMatchObject({ min: 0, max: 8, text: ['8', '0'] });
    expect(option.yAxis).toMatchObject({
      data: ['9', '10', '11', '12', '13', '14', '15', '16', '17'],
      inverse: true,
    });
    const [series] = option.series as { data: number[][] }[];
    expect(series?.data).toHaveLength(63);
    expect(series?.data).toContainEqual([1, 3, 8]);
  });

  it('keeps a scale when nobody came', () => {
    const grid = busiestHoursGrid([], busiestHoursRows());
    const option = busiestHoursChartOption(
      grid,
      { days: [], hours: [], visitors: 'Visitors', low: '0', high: '0' },
      ['#fff', '#000'],
    );
    expect(option.visualMap).toMatchObject({ max: 1 });
  });
});

describe('the category bars', () => {
  it('colours each bar on its own', () => {
    const option = categoryBarOption('Visitors', [
      { category: 'New', value: 5, colour: '#0072b2' },
      { category: 'Returning', value: 2, colour: '#b8437f' },
    ]);
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['New', 'Returning'] });
    expect(option.xAxis).toMatchObject({ type: 'value' });
    expect(option.series).toEqual([
      expect.objectContaining({
        data: [
          { value: 5, itemStyle: { color: '#0072b2' } },
          { value: 2, itemStyle: { color: '#b8437f' } },
        ],
      }),
    ]);
  });
});
