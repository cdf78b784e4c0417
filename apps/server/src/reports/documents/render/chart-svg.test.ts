import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, chartOption, hasChartData, legendRows, renderChartSvg } from './chart-svg';
import { createFormatter } from './format';
import { svgForPdf } from './svg-for-pdf';

const fr = createFormatter({ locale: 'fr', dateFormat: 'DD/MM/YYYY' });
const options = {
  width: 480,
  formatNumber: (value: number) => fr.number(value, 'decimal'),
  noData: 'Aucune donnée',
};
const bars = {
  xAxis: { type: 'category', data: ['Lun', 'Mar'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', name: 'Visiteurs', data: [1200, 3400] }],
};

describe('chart SVG', () => {
  it('draws bars in the palette with locale-formatted ticks and the PDF font', () => {
    const svg = renderChartSvg({ option: bars, height: 200 }, options);
    expect(svg).toMatch(/^<svg[^>]+width="480" height="200"/);
    expect(svg).toContain(`fill="${CHART_PALETTE[0]}"`);
    expect(svg).toMatch(/>3[\u00a0\u202f]500</);
    expect(svg).toContain('Lun');
    expect(svg).toContain('font-family:DejaVu Sans, Verdana, sans-serif');
    expect(svg).not.toContain('Aucune donnée');
  });

  it('writes "No data" for missing or empty series', () => {
    for (const option of [{}, { series: [] }, { ...bars, series: [{ type: 'bar', data: [] }] }]) {
      expect(hasChartData(option)).toBe(false);
      const svg = renderChartSvg({ option }, options);
      expect(svg).toContain('Aucune donnée');
      expect(svg).not.toContain(`fill="${CHART_PALETTE[0]}"`);
    }
    expect(hasChartData({ series: [{ data: [null, '-', 0] }] })).toBe(true);
    expect(hasChartData({ dataset: { source: [['Mon', 3]] }, series: [{ type: 'bar' }] })).toBe(
      true,
    );
    expect(hasChartData({ dataset: { source: [] }, series: [{ type: 'bar' }] })).toBe(false);
  });

  it("keeps the builder's own colours, formatters and grid, and never animates", () => {
    const option = chartOption(
      {
        option: {
          ...bars,
          color: ['#123456'],
          grid: { left: 40 },
          yAxis: { type: 'value', axisLabel: { formatter: '{value} %' } },
          animation: true,
        },
      },
      options,
    );
    expect(option.color).toEqual(['#123456']);
    // The builder's grid settings win over the defaults they are merged into.
    expect(option.grid).toMatchObject({ left: 40, right: 12, top: 30 });
    expect(option.animation).toBe(false);
    expect(option.yAxis).toEqual({
      type: 'value',
      axisLabel: { fontSize: 9, formatter: '{value} %' },
    });
    expect(option.legend).toBeUndefined();
    const two = chartOption(
      { option: { ...bars, series: [bars.series[0], bars.series[0]] } },
      options,
    );
    expect(two.legend).toBeDefined();
    // A legend that wraps pushes the plot down, even below a builder's smaller grid top.
    const names = [
      'Paris Opéra Store',
      'Lyon Part-Dieu Store',
      'Madrid Gran Vía Store',
      'Barcelona Kiosk',
      'San José Flagship',
    ];
    const many = chartOption(
      {
        option: {
          ...bars,
          legend: { data: names, textStyle: { fontSize: 14 } },
          grid: { top: 20 },
          series: names.map((name) => ({ ...bars.series[0], name })),
        },
      },
      { ...options, width: 400 },
    );
    const rows = legendRows(names, 400);
    expect(rows).toBeGreaterThan(1);
    expect((many.grid as { top: number }).top).toBe(20 + rows * 16);
    expect(many.legend).toMatchObject({ top: 0, textStyle: { fontSize: 14 } });
    expect(legendRows(['Visitors', 'Walk-bys'], 400)).toBe(1);
  });

  it('prepares pie labels for svg-to-pdfkit: no white halo over the text, every character kept', () => {
    const pie = {
      series: [
        {
          type: 'pie',
          data: [
            { name: 'Engagés\u2212x', value: 3 },
            { name: '≤ 5', value: 7 },
          ],
        },
      ],
    };
    const svg = renderChartSvg({ option: pie }, options);
    expect(svg).toContain('paint-order="stroke"');
    const ready = svgForPdf(svg);
    const labels = ready.match(/<text[^>]*>[^<]*<\/text>/g) ?? [];
    expect(labels.map((label) => label.replace(/<[^>]+>/g, ''))).toEqual(['Engagés\u2212x', '≤ 5']);
    for (const label of labels) expect(label).not.toMatch(/stroke|paint-order/);
  });
});
