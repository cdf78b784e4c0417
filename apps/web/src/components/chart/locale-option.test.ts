import { formatCount, SUPPORTED_LOCALES } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { percentileOption } from '../../features/comparison-report/comparison-rows';
import {
  barChartOption,
  busiestHoursChartOption,
  categoryBarOption,
  lineChartOption,
} from '../../features/dashboards/retail/retail-chart-options';
import { formatFigure as retailCard } from '../../features/dashboards/retail/retail-format';
import { visibilityChartOption } from '../../features/dashboards/xm/visibility-chart';
import { formatFigure as overviewCard } from '../../features/overview/overview-format';
import { cellText } from './chart-table';
import { withLocaleNumbers } from './locale-option';
import { tooltipValueFormatter } from './locale-tooltip';

type Formatter = (value: unknown) => string | string[];
type WithTooltip = { tooltip?: { formatter?: unknown; valueFormatter?: Formatter } };

const FIGURES = { locale: 'fr', durationUnits: { minutes: 'min', seconds: 's' } };

describe('a figure in a tooltip, a table cell and a card', () => {
  it('is written alike in every locale', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const tooltip = tooltipValueFormatter(locale);
      const card = retailCard(16948, 'count', { ...FIGURES, locale });
      expect(card).toBe(overviewCard('visitors', 16948, locale));
      expect(tooltip(16948)).toBe(card);
      expect(cellText({ key: 'visitors', label: 'Visitors' }, 16948, locale)).toBe(card);
      // An average below ten keeps a decimal everywhere.
      expect(tooltip(2.45)).toBe(retailCard(2.45, 'count', { ...FIGURES, locale }));
    }
  });

  it('groups as Intl does: a narrow no-break space in French, a point in Spanish', () => {
    expect(tooltipValueFormatter('fr')(16948)).toBe('16\u202f948');
    expect(tooltipValueFormatter('es')(16948)).toBe('16.948');
    expect(tooltipValueFormatter('en-GB')(16948)).toBe('16,948');
    expect(cellText({ key: 'v', label: 'V' }, 16948, 'fr')).toBe('16\u202f948');
  });

  it('writes a gap as a dash, each number of an array value, names as they are', () => {
    const tooltip = tooltipValueFormatter('es');
    expect(tooltip(null)).toBe('–');
    expect(tooltip(Number.NaN)).toBe('–');
    expect(tooltip([3, 'Lunes', 16948])).toEqual(['3', 'Lunes', '16.948']);
  });
});

describe('every chart option drawn by the Chart component', () => {
  const series = [{ name: 'Visitors', colour: '#123456', values: [16948, null] }];
  const builders: Record<string, object> = {
    line: lineChartOption(['Mon', 'Tue'], series),
    bars: barChartOption(['Mon', 'Tue'], series, true),
    horizontalBars: barChartOption(['0-5 min', '5-15 min'], series, false, true),
    categoryBars: categoryBarOption('Visitors', [
      { category: 'New', value: 16948, colour: '#123456' },
    ]),
    busiestHours: busiestHoursChartOption(
      { hours: [9], cells: [[0, 0, 16948]], max: 16948, peak: null, outsideShare: 0 },
      { days: ['Mon'], hours: ['9 AM'], visitors: 'Visitors', low: '0', high: '16,948' },
      ['#ffffff', '#000000'],
    ),
    percentiles: percentileOption({
      columns: [
        { key: 'metric', label: 'Metric' },
        { key: 'l5', label: 'Paris' },
      ],
      rows: [{ metric: 'Visitors', l5: 83.3 }],
    }),
    visibility: visibilityChartOption(
      ['Mon'],
      [{ walkBys: 16948, visitors: 20 }],
      { walkBys: 'Walk-bys', visitors: 'Booth visitors' },
      { count: (value) => formatCount(value, 'fr') },
    ),
  };

  it.each(Object.entries(builders))('%s: its tooltip writes numbers in the locale', (_, option) => {
    const { tooltip } = withLocaleNumbers(option, 'fr') as WithTooltip;
    expect(tooltip).toBeDefined();
    if (tooltip?.formatter !== undefined) return;
    expect(tooltip?.valueFormatter?.(16948)).toBe('16\u202f948');
  });

  it('keeps a tooltip that formats its own values', () => {
    const own = (value: unknown) => `${String(value)} min`;
    const option = withLocaleNumbers({ tooltip: { valueFormatter: own } }, 'fr') as WithTooltip;
    expect(option.tooltip?.valueFormatter).toBe(own);
    const html = { tooltip: { formatter: () => '<b>x</b>' } };
    expect(withLocaleNumbers(html, 'fr')).toBe(html);
    expect(withLocaleNumbers({ series: [] }, 'fr')).toEqual({ series: [] });
  });
});
