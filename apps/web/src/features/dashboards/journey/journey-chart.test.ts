import { describe, expect, it } from 'vitest';
import { journeyChartOption, journeyTable, type JourneyTexts } from './journey-chart';
import { journeyGraph } from './journey-graph';

const texts: JourneyTexts = {
  from: 'From',
  to: 'To',
  count: 'Transitions',
  share: 'Share',
  linkTooltip: ({ from, to, count, share }) => `${from} → ${to}: ${count} (${share})`,
  nodeTooltip: ({ name, side, count }) => `${side} ${name}: ${count}`,
};
const format = {
  count: (value: number) => new Intl.NumberFormat('en-US').format(value),
  percent: (rate: number) =>
    new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(rate),
};
const graph = journeyGraph(
  {
    areas: [
      { area_id: 1, name: 'Shoes' },
      { area_id: 2, name: 'Bags' },
    ],
    transitions: [
      { from_area_id: 1, to_area_id: 2, count: 1500 },
      { from_area_id: 2, to_area_id: 1, count: 500 },
    ],
  },
  String,
);

describe('journeyChartOption', () => {
  it('draws one Sankey with area colours and the right column labelled inside', () => {
    const option = journeyChartOption(graph, texts, format);
    const series = (option.series as Record<string, unknown>[])[0] as {
      type: string;
      data: { name: string; itemStyle: { color: string }; label: { position: string } }[];
      links: { source: string; target: string; value: number }[];
      label: { formatter: (params: { name: string }) => string };
    };
    expect(series.type).toBe('sankey');
    expect(series.links).toEqual([
      { source: 'from:1', target: 'to:2', value: 1500 },
      { source: 'from:2', target: 'to:1', value: 500 },
    ]);
    const shoes = series.data.filter((node) => node.name.endsWith(':1'));
    expect(new Set(shoes.map((node) => node.itemStyle.color)).size).toBe(1);
    expect(series.data.find((node) => node.name === 'to:2')?.label.position).toBe('left');
    expect(series.label.formatter({ name: 'to:2' })).toBe('Bags');
  });

  it('writes the tooltips with the locale numbers', () => {
    const option = journeyChartOption(graph, texts, format);
    const formatter = (option.tooltip as { formatter: (params: unknown) => string }).formatter;
    expect(formatter({ dataType: 'edge', data: { source: 'from:1', target: 'to:2' } })).toBe(
      'Shoes → Bags: 1,500 (75%)',
    );
    expect(formatter({ dataType: 'node', name: 'from:2' })).toBe('from Bags: 500');
  });
});

describe('journeyTable', () => {
  it('lists every transition with its share', () => {
    const table = journeyTable(graph, texts, format);
    expect(table.columns.map((column) => column.label)).toEqual([
      'From',
      'To',
      'Transitions',
      'Share',
    ]);
    expect(table.rows).toEqual([
      { from: 'Shoes', to: 'Bags', count: 1500, share: 0.75 },
      { from: 'Bags', to: 'Shoes', count: 500, share: 0.25 },
    ]);
    expect(table.columns[3]?.format?.(0.75)).toBe('75%');
  });
});
