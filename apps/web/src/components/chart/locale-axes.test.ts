import { describe, expect, it } from 'vitest';
import { withLocaleAxes } from './locale-axes';

type Formatted = { axisLabel: { formatter: (value: number) => string } };

describe('value axes in the reader’s locale', () => {
  it('formats value axes, keeps category axes and axes with their own formatter', () => {
    const own = (value: number) => `${value} %`;
    const option = withLocaleAxes(
      {
        xAxis: { type: 'category', data: ['a'] },
        yAxis: [{ type: 'value', minInterval: 1 }, { axisLabel: { formatter: own } }],
      },
      'fr',
    );
    expect(option.xAxis).toEqual({ type: 'category', data: ['a'] });
    const [counts, percent] = option.yAxis as unknown as Formatted[];
    expect(counts!.axisLabel.formatter(12345.5).replace(/\s/g, ' ')).toBe('12 345,5');
    expect(percent!.axisLabel.formatter).toBe(own);
    expect((counts as unknown as { minInterval: number }).minInterval).toBe(1);
  });

  it('reads a y axis without a type as a value axis, an x axis as a category', () => {
    const option = withLocaleAxes({ xAxis: {}, yAxis: {} }, 'es');
    expect((option.yAxis as unknown as Formatted).axisLabel.formatter(16948)).toBe('16.948');
    expect(option.xAxis).toEqual({});
    expect(withLocaleAxes({ series: [] }, 'es')).toEqual({ series: [] });
  });
});
