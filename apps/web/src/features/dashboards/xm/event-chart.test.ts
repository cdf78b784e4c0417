import { describe, expect, it } from 'vitest';
import { eventChartOption } from './event-chart';
import { eventFormat } from './event-format';
import { visibilityChartOption } from './visibility-chart';

const format = eventFormat('en-US', { minutes: 'min', seconds: 's' });
const labels = {
  impressions: 'Impressions',
  walkBys: 'Walk-bys',
  visitors: 'Booth visitors',
  engagementRate: 'Engagement rate',
};
const row = (
  impressions: number | null,
  visitors: number | null,
  engagementRate: number | null,
) => ({
  impressions,
  walkBys: impressions === null || visitors === null ? null : impressions - visitors,
  visitors,
  engagers: null,
  engagementRate,
  avgDwellS: null,
  fqv: null,
});

describe('the event report chart', () => {
  it('draws impressions and visitors as bars and the engagement rate as a line on a percent axis', () => {
    const option = eventChartOption(
      ['Mon', 'Tue'],
      [row(100, 20, 0.5), row(null, null, null)],
      labels,
      format,
    );
    expect(option.series).toMatchObject([
      { type: 'bar', name: 'Impressions', data: [100, null] },
      { type: 'bar', name: 'Booth visitors', data: [20, null] },
      { type: 'line', name: 'Engagement rate', yAxisIndex: 1, data: [0.5, null] },
    ]);
  });

  it('draws walk-bys for a Lite location, which has no visitors', () => {
    const lite = { ...row(null, null, null), walkBys: 70 };
    const option = eventChartOption(['Mon'], [lite], labels, format);
    expect(option.series).toMatchObject([{ type: 'bar', name: 'Walk-bys', data: [70] }]);
  });

  it('leaves out the series a tier does not offer', () => {
    const option = eventChartOption(['Mon'], [row(null, null, null)], labels, format);
    expect((option.series as { name: string }[]).map((series) => series.name)).toEqual([
      'Booth visitors',
    ]);
  });
});

describe('the brand visibility chart', () => {
  it('leaves out visitors at a Lite location', () => {
    const option = visibilityChartOption(
      ['Mon'],
      [{ walkBys: 80, visitors: null }],
      { walkBys: 'Walk-bys', visitors: 'Booth visitors' },
      format,
    );
    expect((option.series as { name: string }[]).map((series) => series.name)).toEqual([
      'Walk-bys',
    ]);
  });

  it('stacks visitors on walk-bys, the whole bar being the impressions', () => {
    const option = visibilityChartOption(
      ['Mon'],
      [{ walkBys: 80, visitors: 20 }],
      { walkBys: 'Walk-bys', visitors: 'Booth visitors' },
      format,
    );
    expect(option.series).toMatchObject([
      { type: 'bar', stack: 'impressions', data: [80] },
      { type: 'bar', stack: 'impressions', data: [20] },
    ]);
  });
});
